CREATE TABLE "closet_items" (
	"user_id" text NOT NULL,
	"item_id" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "closet_items_user_id_item_id_pk" PRIMARY KEY("user_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "look_likes" (
	"user_id" text NOT NULL,
	"look_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "look_likes_user_id_look_id_pk" PRIMARY KEY("user_id","look_id")
);
--> statement-breakpoint
ALTER TABLE "closet_items" ADD CONSTRAINT "closet_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closet_items" ADD CONSTRAINT "closet_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "look_likes" ADD CONSTRAINT "look_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "look_likes" ADD CONSTRAINT "look_likes_look_id_looks_id_fk" FOREIGN KEY ("look_id") REFERENCES "public"."looks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "look_likes_user_idx" ON "look_likes" USING btree ("user_id","created_at");