CREATE TABLE "review_photo_variants" (
	"review_id" text NOT NULL,
	"width" integer NOT NULL,
	"webp" "bytea" NOT NULL,
	CONSTRAINT "review_photo_variants_review_id_width_pk" PRIMARY KEY("review_id","width")
);
--> statement-breakpoint
ALTER TABLE "review_photo_variants" ADD CONSTRAINT "review_photo_variants_review_id_review_photos_review_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."review_photos"("review_id") ON DELETE cascade ON UPDATE no action;