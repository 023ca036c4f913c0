CREATE TABLE "billing_portal_links" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" text NOT NULL,
	"return_url" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_session_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" text NOT NULL,
	"session_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "styling_session_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"stylist_id" text NOT NULL,
	"plan" text NOT NULL,
	"type" text NOT NULL,
	"total_cents" integer NOT NULL,
	"goal" text,
	"booking_source" text,
	"coupon" text,
	"trial_end" timestamp with time zone,
	"provider" text NOT NULL,
	"provider_session_id" text,
	"status" text DEFAULT 'open' NOT NULL,
	"return_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "kind" text DEFAULT 'payment' NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "mode" text DEFAULT 'payment' NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "trial_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "styling_sessions" ADD COLUMN "type" text DEFAULT 'one-time' NOT NULL;--> statement-breakpoint
ALTER TABLE "styling_sessions" ADD COLUMN "total_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "styling_sessions" ADD COLUMN "goal" text;--> statement-breakpoint
ALTER TABLE "styling_sessions" ADD COLUMN "booking_source" text;--> statement-breakpoint
ALTER TABLE "styling_sessions" ADD COLUMN "trial_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "styling_sessions" ADD COLUMN "period_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "styling_sessions" ADD COLUMN "cancel_at_period_end" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "styling_sessions" ADD COLUMN "stripe_subscription_id" text;--> statement-breakpoint
ALTER TABLE "styling_sessions" ADD COLUMN "channel_sid" text;--> statement-breakpoint
ALTER TABLE "styling_sessions" ADD COLUMN "questionnaire" jsonb;--> statement-breakpoint
ALTER TABLE "styling_sessions" ADD COLUMN "questionnaire_answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "stripe_customer_id" text;--> statement-breakpoint
ALTER TABLE "billing_portal_links" ADD CONSTRAINT "billing_portal_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_session_tokens" ADD CONSTRAINT "quiz_session_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_session_tokens" ADD CONSTRAINT "quiz_session_tokens_session_id_styling_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."styling_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "styling_session_requests" ADD CONSTRAINT "styling_session_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "styling_session_requests" ADD CONSTRAINT "styling_session_requests_stylist_id_stylists_id_fk" FOREIGN KEY ("stylist_id") REFERENCES "public"."stylists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_portal_links_hash_key" ON "billing_portal_links" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_session_tokens_hash_key" ON "quiz_session_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "styling_session_requests_provider_key" ON "styling_session_requests" USING btree ("provider","provider_session_id");--> statement-breakpoint
CREATE INDEX "styling_session_requests_user_idx" ON "styling_session_requests" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "styling_sessions" ADD CONSTRAINT "styling_sessions_channel_sid_chat_channels_sid_fk" FOREIGN KEY ("channel_sid") REFERENCES "public"."chat_channels"("sid") ON DELETE set null ON UPDATE no action;