-- docs/decisions/023: notifications that reach people away from the app. The outbox and the presence record
-- that tells "no socket for 10 minutes" on every instance. See docs/decisions/023-outbox-and-email.md.
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"topic" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"not_before" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_channel" CHECK ("outbox"."channel" in ('email')),
	CONSTRAINT "outbox_status" CHECK ("outbox"."status" in ('pending', 'sent', 'skipped', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "user_presence" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"online" boolean NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_presence" ADD CONSTRAINT "user_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_pending_topic_unique" ON "outbox" USING btree ("channel","user_id","topic") WHERE "outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("not_before") WHERE "outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "outbox_user_topic_idx" ON "outbox" USING btree ("user_id","topic","sent_at");--> statement-breakpoint
-- A match or message notification, new or collapsed into its row again (created_at moves), leaves an
-- email in the outbox in the same transaction, whichever code path stored it: the chat's one-statement
-- send included. Only for people with no socket connected and emails on; a pending email on the same
-- topic takes the news in. Every other rule (10 minutes away, once an hour, still unread) is the
-- worker's, when the email is due.
CREATE FUNCTION "outbox_email_for_notification"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "outbox" ("channel", "user_id", "kind", "topic", "payload")
	SELECT 'email', NEW."user_id", NEW."type"::text, coalesce(NEW."collapse_key", NEW."id"::text),
		jsonb_build_object('notificationId', NEW."id")
	WHERE NOT EXISTS (SELECT 1 FROM "user_presence" p WHERE p."user_id" = NEW."user_id" AND p."online")
		AND coalesce((SELECT s."email_notifications" FROM "user_settings" s WHERE s."user_id" = NEW."user_id"), true)
	ON CONFLICT ("channel", "user_id", "topic") WHERE "status" = 'pending' DO NOTHING;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "notifications_outbox_email" AFTER INSERT OR UPDATE OF "created_at" ON "notifications"
	FOR EACH ROW WHEN (NEW."type" IN ('match', 'message') AND NEW."read_at" IS NULL)
	EXECUTE FUNCTION "outbox_email_for_notification"();
