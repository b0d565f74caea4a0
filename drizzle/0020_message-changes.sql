-- Replies, reactions, edits, deletions and mentions in both chats. See docs/decisions/052-message-changes.md.
ALTER TYPE "public"."notification_type" ADD VALUE 'mention' BEFORE 'portfolio-like';--> statement-breakpoint
-- Each chat counts its changes: an edit, a deletion or a reaction takes the chat's next number as its
-- message's version, under the chat row's lock, so versions commit in order and a client that has
-- seen version N asks for what changed after N and misses nothing.
ALTER TABLE "conversations" ADD COLUMN "change_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "chat_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- No foreign key on reply_to_id: a reply outlives its original (a deleted account takes its messages
-- along) and then shows "Original message deleted" instead of losing the quote's place.
ALTER TABLE "messages" ADD COLUMN "reply_to_id" uuid;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "messages_conversation_version_idx" ON "messages" USING btree ("conversation_id","version") WHERE "messages"."version" > 0;--> statement-breakpoint
ALTER TABLE "team_messages" ADD COLUMN "reply_to_id" uuid;--> statement-breakpoint
ALTER TABLE "team_messages" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "team_messages" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "team_messages" ADD COLUMN "version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "team_messages" ADD COLUMN "mentions" uuid[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE INDEX "team_messages_team_version_idx" ON "team_messages" USING btree ("team_id","version") WHERE "team_messages"."version" > 0;--> statement-breakpoint
CREATE TABLE "message_reactions" (
	"message_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"emoji" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_reactions_pk" PRIMARY KEY("message_id","user_id","emoji"),
	CONSTRAINT "message_reactions_emoji" CHECK ("message_reactions"."emoji" in ('👍', '❤️', '😂', '🎉', '😮', '🙏'))
);
--> statement-breakpoint
CREATE TABLE "team_message_reactions" (
	"message_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"emoji" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_message_reactions_pk" PRIMARY KEY("message_id","user_id","emoji"),
	CONSTRAINT "team_message_reactions_emoji" CHECK ("team_message_reactions"."emoji" in ('👍', '❤️', '😂', '🎉', '😮', '🙏'))
);
--> statement-breakpoint
ALTER TABLE "message_reactions" ADD CONSTRAINT "message_reactions_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reactions" ADD CONSTRAINT "message_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_message_reactions" ADD CONSTRAINT "team_message_reactions_message_id_team_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."team_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_message_reactions" ADD CONSTRAINT "team_message_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A mention reaches people away from the app by email and push, as matches and messages do.
DROP TRIGGER "notifications_outbox_email" ON "notifications";
--> statement-breakpoint
CREATE TRIGGER "notifications_outbox_email" AFTER INSERT OR UPDATE OF "created_at" ON "notifications"
	FOR EACH ROW WHEN (NEW."type"::text IN ('match', 'message', 'review', 'endorsement', 'mention') AND NEW."read_at" IS NULL)
	EXECUTE FUNCTION "outbox_email_for_notification"();
--> statement-breakpoint
DROP TRIGGER "notifications_outbox_push" ON "notifications";
--> statement-breakpoint
CREATE TRIGGER "notifications_outbox_push" AFTER INSERT OR UPDATE OF "created_at" ON "notifications"
	FOR EACH ROW WHEN (NEW."type"::text IN ('match', 'message', 'review', 'endorsement', 'mention') AND NEW."read_at" IS NULL)
	EXECUTE FUNCTION "outbox_push_for_notification"();
