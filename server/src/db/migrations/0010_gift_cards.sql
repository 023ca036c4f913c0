CREATE TABLE "credit_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"kind" text NOT NULL,
	"event_key" text NOT NULL,
	"gift_code_id" text,
	"order_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_card_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"plan" text NOT NULL,
	"plan_amount_cents" integer NOT NULL,
	"additional_amount_cents" integer NOT NULL,
	"message" text NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_email" text NOT NULL,
	"sender_name" text NOT NULL,
	"sender_email" text NOT NULL,
	"buyer_id" text,
	"status" text DEFAULT 'open' NOT NULL,
	"provider" text NOT NULL,
	"provider_session_id" text,
	"return_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "gift_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"kind" text NOT NULL,
	"plan" text NOT NULL,
	"plan_amount_cents" integer NOT NULL,
	"credit_cents" integer NOT NULL,
	"gift_card_request_id" text,
	"issued_to_id" text,
	"source_session_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"redeemed_by" text,
	"redeemed_at" timestamp with time zone,
	"styling_request_id" text,
	"order_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "credit_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_code_id" text;--> statement-breakpoint
ALTER TABLE "styling_session_requests" ADD COLUMN "gift_code_id" text;--> statement-breakpoint
ALTER TABLE "styling_session_requests" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_gift_code_id_gift_codes_id_fk" FOREIGN KEY ("gift_code_id") REFERENCES "public"."gift_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_requests" ADD CONSTRAINT "gift_card_requests_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_codes" ADD CONSTRAINT "gift_codes_gift_card_request_id_gift_card_requests_id_fk" FOREIGN KEY ("gift_card_request_id") REFERENCES "public"."gift_card_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_codes" ADD CONSTRAINT "gift_codes_issued_to_id_users_id_fk" FOREIGN KEY ("issued_to_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_codes" ADD CONSTRAINT "gift_codes_source_session_id_styling_sessions_id_fk" FOREIGN KEY ("source_session_id") REFERENCES "public"."styling_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_codes" ADD CONSTRAINT "gift_codes_redeemed_by_users_id_fk" FOREIGN KEY ("redeemed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_codes" ADD CONSTRAINT "gift_codes_styling_request_id_styling_session_requests_id_fk" FOREIGN KEY ("styling_request_id") REFERENCES "public"."styling_session_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_codes" ADD CONSTRAINT "gift_codes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_entries_event_key" ON "credit_entries" USING btree ("event_key");--> statement-breakpoint
CREATE INDEX "credit_entries_user_idx" ON "credit_entries" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_requests_provider_key" ON "gift_card_requests" USING btree ("provider","provider_session_id");--> statement-breakpoint
CREATE INDEX "gift_card_requests_buyer_idx" ON "gift_card_requests" USING btree ("buyer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_codes_hash_key" ON "gift_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_codes_gift_card_key" ON "gift_codes" USING btree ("gift_card_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_codes_source_session_key" ON "gift_codes" USING btree ("source_session_id");--> statement-breakpoint
CREATE INDEX "gift_codes_redeemed_by_idx" ON "gift_codes" USING btree ("redeemed_by");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_gift_code_id_gift_codes_id_fk" FOREIGN KEY ("gift_code_id") REFERENCES "public"."gift_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "styling_session_requests" ADD CONSTRAINT "styling_session_requests_gift_code_id_gift_codes_id_fk" FOREIGN KEY ("gift_code_id") REFERENCES "public"."gift_codes"("id") ON DELETE set null ON UPDATE no action;