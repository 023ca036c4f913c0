CREATE TABLE "chat_pictures" (
	"id" text PRIMARY KEY NOT NULL,
	"channel_sid" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_boards" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"kind" text NOT NULL,
	"number" integer NOT NULL,
	"revision_of" text,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"look_id" text,
	"item_ids" jsonb NOT NULL,
	"notes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stylist_turns" (
	"channel_sid" text PRIMARY KEY NOT NULL,
	"due_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tips" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"stylist_id" text NOT NULL,
	"channel_sid" text,
	"amount_cents" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "attributes" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "client_key" text;--> statement-breakpoint
ALTER TABLE "styling_sessions" ADD COLUMN "stylist" jsonb DEFAULT '{"stage":"intake","questions":0,"boards":0,"revisions":0,"read":0}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "styling_sessions" ADD COLUMN "chat_notes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_pictures" ADD CONSTRAINT "chat_pictures_channel_sid_chat_channels_sid_fk" FOREIGN KEY ("channel_sid") REFERENCES "public"."chat_channels"("sid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_boards" ADD CONSTRAINT "session_boards_session_id_styling_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."styling_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_boards" ADD CONSTRAINT "session_boards_look_id_looks_id_fk" FOREIGN KEY ("look_id") REFERENCES "public"."looks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stylist_turns" ADD CONSTRAINT "stylist_turns_channel_sid_chat_channels_sid_fk" FOREIGN KEY ("channel_sid") REFERENCES "public"."chat_channels"("sid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tips" ADD CONSTRAINT "tips_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tips" ADD CONSTRAINT "tips_stylist_id_stylists_id_fk" FOREIGN KEY ("stylist_id") REFERENCES "public"."stylists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tips" ADD CONSTRAINT "tips_channel_sid_chat_channels_sid_fk" FOREIGN KEY ("channel_sid") REFERENCES "public"."chat_channels"("sid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_boards_session_idx" ON "session_boards" USING btree ("session_id","created_at");--> statement-breakpoint
CREATE INDEX "stylist_turns_due_idx" ON "stylist_turns" USING btree ("due_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tips_payment_key" ON "tips" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client_key" ON "chat_messages" USING btree ("channel_sid","client_key");