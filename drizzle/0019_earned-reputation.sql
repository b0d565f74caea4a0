-- docs/decisions/051: earned reputation (docs/decisions/051-earned-reputation.md). A completed team's crew, the
-- reviews between crew members and skill endorsements; profiles.rating, review_count and
-- projects_completed are set again from these rows by every write that can change them.
ALTER TYPE "public"."notification_type" ADD VALUE 'review';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'endorsement';--> statement-breakpoint
CREATE TABLE "endorsements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"endorser_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"skill" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "endorsements_not_self" CHECK ("endorsements"."endorser_id" <> "endorsements"."user_id")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"reviewer_id" uuid NOT NULL,
	"reviewee_id" uuid NOT NULL,
	"stars" integer NOT NULL,
	"text" text,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_stars_range" CHECK ("reviews"."stars" between 1 and 5),
	CONSTRAINT "reviews_not_self" CHECK ("reviews"."reviewer_id" <> "reviews"."reviewee_id")
);
--> statement-breakpoint
CREATE TABLE "team_crew" (
	"team_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "team_crew_team_id_user_id_pk" PRIMARY KEY("team_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "review_id" uuid;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "endorsements" ADD CONSTRAINT "endorsements_endorser_id_users_id_fk" FOREIGN KEY ("endorser_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "endorsements" ADD CONSTRAINT "endorsements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewee_id_users_id_fk" FOREIGN KEY ("reviewee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_crew" ADD CONSTRAINT "team_crew_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_crew" ADD CONSTRAINT "team_crew_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "endorsements_endorser_user_skill_unique" ON "endorsements" USING btree ("endorser_id","user_id","skill");--> statement-breakpoint
CREATE INDEX "endorsements_user_idx" ON "endorsements" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_team_reviewer_reviewee_unique" ON "reviews" USING btree ("team_id","reviewer_id","reviewee_id");--> statement-breakpoint
CREATE INDEX "reviews_reviewee_created_idx" ON "reviews" USING btree ("reviewee_id","created_at","id");--> statement-breakpoint
CREATE INDEX "reviews_reviewer_idx" ON "reviews" USING btree ("reviewer_id");--> statement-breakpoint
CREATE INDEX "team_crew_user_idx" ON "team_crew" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_status" CHECK ("teams"."status" in ('active', 'completed'));
--> statement-breakpoint
-- Nothing has been earned yet: the seeded figures were decoration. Every profile starts from its records.
UPDATE "profiles" SET "rating" = 5, "review_count" = 0, "projects_completed" = 0;
--> statement-breakpoint
-- Reviews and endorsements reach people away from the app by email and push, as matches and messages do.
-- Compared as text: the enum values added above cannot be used as such until this transaction commits.
DROP TRIGGER "notifications_outbox_email" ON "notifications";
--> statement-breakpoint
CREATE TRIGGER "notifications_outbox_email" AFTER INSERT OR UPDATE OF "created_at" ON "notifications"
	FOR EACH ROW WHEN (NEW."type"::text IN ('match', 'message', 'review', 'endorsement') AND NEW."read_at" IS NULL)
	EXECUTE FUNCTION "outbox_email_for_notification"();
--> statement-breakpoint
DROP TRIGGER "notifications_outbox_push" ON "notifications";
--> statement-breakpoint
CREATE TRIGGER "notifications_outbox_push" AFTER INSERT OR UPDATE OF "created_at" ON "notifications"
	FOR EACH ROW WHEN (NEW."type"::text IN ('match', 'message', 'review', 'endorsement') AND NEW."read_at" IS NULL)
	EXECUTE FUNCTION "outbox_push_for_notification"();
