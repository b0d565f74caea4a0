-- Team invitations, join requests and the join policy: the owner invites a match, or approves who asks.
ALTER TYPE "public"."notification_type" ADD VALUE 'team-invite';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'team-invite-accepted';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'team-join-request';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'team-join-approved';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'team-join-declined';--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "join_policy" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_join_policy" CHECK ("teams"."join_policy" in ('open', 'approval'));--> statement-breakpoint
CREATE TABLE "team_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"inviter_id" uuid NOT NULL,
	"invitee_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone DEFAULT now() + interval '14 days' NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "team_invitations_status" CHECK ("team_invitations"."status" in ('pending', 'accepted', 'declined', 'cancelled', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "team_join_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "team_join_requests_status" CHECK ("team_join_requests"."status" in ('pending', 'approved', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_invitee_id_users_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_join_requests" ADD CONSTRAINT "team_join_requests_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_join_requests" ADD CONSTRAINT "team_join_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "team_invitations_pending_unique" ON "team_invitations" USING btree ("team_id","invitee_id") WHERE "team_invitations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "team_invitations_invitee_idx" ON "team_invitations" USING btree ("invitee_id");--> statement-breakpoint
CREATE INDEX "team_invitations_inviter_idx" ON "team_invitations" USING btree ("inviter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "team_join_requests_pending_unique" ON "team_join_requests" USING btree ("team_id","user_id") WHERE "team_join_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "team_join_requests_user_idx" ON "team_join_requests" USING btree ("user_id");--> statement-breakpoint
-- An invitation reaches an invitee away from the app by email and push, as matches and messages do.
-- Compared as text: the enum values added above cannot be used as such until this transaction commits.
DROP TRIGGER "notifications_outbox_email" ON "notifications";
--> statement-breakpoint
CREATE TRIGGER "notifications_outbox_email" AFTER INSERT OR UPDATE OF "created_at" ON "notifications"
	FOR EACH ROW WHEN (NEW."type"::text IN ('match', 'message', 'review', 'endorsement', 'mention', 'team-invite') AND NEW."read_at" IS NULL)
	EXECUTE FUNCTION "outbox_email_for_notification"();
--> statement-breakpoint
DROP TRIGGER "notifications_outbox_push" ON "notifications";
--> statement-breakpoint
CREATE TRIGGER "notifications_outbox_push" AFTER INSERT OR UPDATE OF "created_at" ON "notifications"
	FOR EACH ROW WHEN (NEW."type"::text IN ('match', 'message', 'review', 'endorsement', 'mention', 'team-invite') AND NEW."read_at" IS NULL)
	EXECUTE FUNCTION "outbox_push_for_notification"();
