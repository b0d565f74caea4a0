-- Files shared in 1:1 and team chat (docs/decisions/053-chat-attachments.md). A row is made on upload
-- (unsent: no message yet) and linked to one message when it is sent. The message links are set null when
-- a message row goes (an unmatch, a team deleted): such a row, sent but with no message, is an orphan the
-- cleanup job removes with its files, as it removes unsent rows after 24 hours.
CREATE TABLE "attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"thumbnail_key" text,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"message_id" uuid,
	"team_message_id" uuid,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attachments_key_unique" UNIQUE("key"),
	CONSTRAINT "attachments_one_message" CHECK ("attachments"."message_id" is null or "attachments"."team_message_id" is null)
);
--> statement-breakpoint
CREATE TABLE "attachment_usage" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"bytes" bigint NOT NULL,
	CONSTRAINT "attachment_usage_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_team_message_id_team_messages_id_fk" FOREIGN KEY ("team_message_id") REFERENCES "public"."team_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachment_usage" ADD CONSTRAINT "attachment_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachments_user_idx" ON "attachments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "attachments_message_idx" ON "attachments" USING btree ("message_id") WHERE "attachments"."message_id" is not null;--> statement-breakpoint
CREATE INDEX "attachments_team_message_idx" ON "attachments" USING btree ("team_message_id") WHERE "attachments"."team_message_id" is not null;--> statement-breakpoint
CREATE INDEX "attachments_unlinked_idx" ON "attachments" USING btree ("created_at") WHERE "attachments"."message_id" is null and "attachments"."team_message_id" is null;
