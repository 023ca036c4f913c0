CREATE TABLE "hidden_looks" (
	"user_id" text NOT NULL,
	"board_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hidden_looks_user_id_board_id_pk" PRIMARY KEY("user_id","board_id")
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_photos" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"upload_id" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "closet_items" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "closet_items" ADD COLUMN "colors" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "closet_items" ADD COLUMN "seasons" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "closet_items" ADD COLUMN "size" text;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "upload_id" text;--> statement-breakpoint
ALTER TABLE "hidden_looks" ADD CONSTRAINT "hidden_looks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hidden_looks" ADD CONSTRAINT "hidden_looks_board_id_session_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."session_boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_photos" ADD CONSTRAINT "user_photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_photos" ADD CONSTRAINT "user_photos_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_owner_idx" ON "uploads" USING btree ("owner_id","kind");--> statement-breakpoint
CREATE INDEX "user_photos_user_idx" ON "user_photos" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "closet_items_user_idx" ON "closet_items" USING btree ("user_id","created_at");--> statement-breakpoint
-- File the closet's earlier rows (catalogue items added before this migration) under their
-- closet category, colours and seasons (server/src/services/closet/catalogueAttributes.ts).
UPDATE "closet_items" SET
	"category" = CASE WHEN "items"."category" IN ('tops', 'knitwear', 'bottoms', 'dresses', 'suiting', 'outerwear', 'shoes', 'bags', 'jewelry', 'accessories') THEN "items"."category" END,
	"colors" = CASE lower("items"."color")
		WHEN 'black' THEN ARRAY['black']
		WHEN 'ivory' THEN ARRAY['white']
		WHEN 'white' THEN ARRAY['white']
		WHEN 'cream' THEN ARRAY['beige']
		WHEN 'oatmeal' THEN ARRAY['beige']
		WHEN 'camel' THEN ARRAY['beige']
		WHEN 'tan' THEN ARRAY['beige']
		WHEN 'cognac' THEN ARRAY['brown']
		WHEN 'chocolate' THEN ARRAY['brown']
		WHEN 'navy' THEN ARRAY['blue']
		WHEN 'charcoal' THEN ARRAY['grey']
		WHEN 'heather grey' THEN ARRAY['grey']
		WHEN 'burgundy' THEN ARRAY['red']
		WHEN 'wine' THEN ARRAY['red']
		WHEN 'olive' THEN ARRAY['green']
		WHEN 'sage' THEN ARRAY['green']
		WHEN 'forest green' THEN ARRAY['green']
		WHEN 'emerald' THEN ARRAY['green']
		WHEN 'blush' THEN ARRAY['pink']
		WHEN 'dusty rose' THEN ARRAY['pink']
		WHEN 'terracotta' THEN ARRAY['orange']
		WHEN 'rust' THEN ARRAY['orange']
		WHEN 'mustard' THEN ARRAY['yellow']
		WHEN 'butter yellow' THEN ARRAY['yellow']
		WHEN 'lavender' THEN ARRAY['purple']
		WHEN 'sky blue' THEN ARRAY['blue']
		WHEN 'cobalt' THEN ARRAY['blue']
		WHEN 'stone' THEN ARRAY['beige']
		WHEN 'khaki' THEN ARRAY['beige']
		WHEN 'indigo denim' THEN ARRAY['blue']
		WHEN 'mid-wash denim' THEN ARRAY['blue']
		WHEN 'light-wash denim' THEN ARRAY['blue']
		WHEN 'washed black denim' THEN ARRAY['black']
		WHEN 'gold' THEN ARRAY['gold']
		WHEN 'silver' THEN ARRAY['silver']
		WHEN 'rose gold' THEN ARRAY['gold']
		WHEN 'pearl' THEN ARRAY['white']
		ELSE '{}'::text[] END,
	"seasons" = CASE "items"."category"
		WHEN 'tops' THEN ARRAY['summer', 'fall', 'spring']
		WHEN 'knitwear' THEN ARRAY['fall', 'winter']
		WHEN 'bottoms' THEN ARRAY['summer', 'fall', 'winter', 'spring']
		WHEN 'dresses' THEN ARRAY['summer', 'spring']
		WHEN 'suiting' THEN ARRAY['fall', 'winter', 'spring']
		WHEN 'outerwear' THEN ARRAY['fall', 'winter']
		WHEN 'shoes' THEN ARRAY['summer', 'fall', 'winter', 'spring']
		WHEN 'bags' THEN ARRAY['summer', 'fall', 'winter', 'spring']
		WHEN 'jewelry' THEN ARRAY['summer', 'fall', 'winter', 'spring']
		WHEN 'accessories' THEN ARRAY['summer', 'fall', 'winter', 'spring']
		ELSE ARRAY['summer', 'fall', 'winter', 'spring'] END
FROM "items" WHERE "items"."id" = "closet_items"."item_id";
