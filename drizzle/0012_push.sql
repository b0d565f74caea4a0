-- docs/decisions/024: web push. Browsers' subscriptions, the server's own VAPID keys when none are
-- configured, and 'push' as the outbox's second channel. See docs/decisions/024-web-push.md.
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
CREATE TABLE "server_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_channel";--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_channel" CHECK ("outbox"."channel" in ('email', 'push'));
--> statement-breakpoint
-- A match or message notification for a person with no socket connected, push on and at least one
-- browser subscribed leaves a push in the outbox, in the same transaction as the email trigger's row
-- (0011). Due at once: a push is the phone buzzing now; the worker checks the rest when it sends.
CREATE FUNCTION "outbox_push_for_notification"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "outbox" ("channel", "user_id", "kind", "topic", "payload")
	SELECT 'push', NEW."user_id", NEW."type"::text, coalesce(NEW."collapse_key", NEW."id"::text),
		jsonb_build_object('notificationId', NEW."id")
	WHERE NOT EXISTS (SELECT 1 FROM "user_presence" p WHERE p."user_id" = NEW."user_id" AND p."online")
		AND coalesce((SELECT s."push_notifications" FROM "user_settings" s WHERE s."user_id" = NEW."user_id"), true)
		AND EXISTS (SELECT 1 FROM "push_subscriptions" d WHERE d."user_id" = NEW."user_id")
	ON CONFLICT ("channel", "user_id", "topic") WHERE "status" = 'pending' DO NOTHING;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "notifications_outbox_push" AFTER INSERT OR UPDATE OF "created_at" ON "notifications"
	FOR EACH ROW WHEN (NEW."type" IN ('match', 'message') AND NEW."read_at" IS NULL)
	EXECUTE FUNCTION "outbox_push_for_notification"();
