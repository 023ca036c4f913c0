CREATE TABLE "chat_picture_variants" (
	"picture_id" text NOT NULL,
	"width" integer NOT NULL,
	"webp" "bytea" NOT NULL,
	CONSTRAINT "chat_picture_variants_picture_id_width_pk" PRIMARY KEY("picture_id","width")
);
--> statement-breakpoint
ALTER TABLE "chat_picture_variants" ADD CONSTRAINT "chat_picture_variants_picture_id_chat_pictures_id_fk" FOREIGN KEY ("picture_id") REFERENCES "public"."chat_pictures"("id") ON DELETE cascade ON UPDATE no action;