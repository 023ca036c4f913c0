CREATE TABLE "favorite_stylists" (
	"user_id" text NOT NULL,
	"stylist_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_stylists_user_id_stylist_id_pk" PRIMARY KEY("user_id","stylist_id")
);
--> statement-breakpoint
CREATE TABLE "quiz_results" (
	"user_id" text PRIMARY KEY NOT NULL,
	"needs" jsonb NOT NULL,
	"gender" text NOT NULL,
	"body_type_ids" jsonb NOT NULL,
	"styles" jsonb NOT NULL,
	"source" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "styling_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"stylist_id" text NOT NULL,
	"plan" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_matches" (
	"user_id" text NOT NULL,
	"stylist_id" text NOT NULL,
	"percentage" integer NOT NULL,
	"tags" jsonb NOT NULL,
	"why" text NOT NULL,
	CONSTRAINT "user_matches_user_id_stylist_id_pk" PRIMARY KEY("user_id","stylist_id")
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"user_id" text NOT NULL,
	"stylist_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_user_id_stylist_id_pk" PRIMARY KEY("user_id","stylist_id")
);
--> statement-breakpoint
ALTER TABLE "favorite_stylists" ADD CONSTRAINT "favorite_stylists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_stylists" ADD CONSTRAINT "favorite_stylists_stylist_id_stylists_id_fk" FOREIGN KEY ("stylist_id") REFERENCES "public"."stylists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_results" ADD CONSTRAINT "quiz_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "styling_sessions" ADD CONSTRAINT "styling_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "styling_sessions" ADD CONSTRAINT "styling_sessions_stylist_id_stylists_id_fk" FOREIGN KEY ("stylist_id") REFERENCES "public"."stylists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_matches" ADD CONSTRAINT "user_matches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_matches" ADD CONSTRAINT "user_matches_stylist_id_stylists_id_fk" FOREIGN KEY ("stylist_id") REFERENCES "public"."stylists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_stylist_id_stylists_id_fk" FOREIGN KEY ("stylist_id") REFERENCES "public"."stylists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "styling_sessions_user_idx" ON "styling_sessions" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "styling_sessions_stylist_idx" ON "styling_sessions" USING btree ("stylist_id");--> statement-breakpoint
CREATE INDEX "user_matches_user_percentage_idx" ON "user_matches" USING btree ("user_id","percentage");