-- Video calls (docs/decisions/018): the signalling state of 1:1 and team calls, and the line a call leaves in its
-- conversation (messages.call_outcome, call_seconds). Media never passes through the server.
CREATE TABLE "call_participants" (
	"call_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "call_participants_call_id_user_id_pk" PRIMARY KEY("call_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "calls" (
	"id" uuid PRIMARY KEY NOT NULL,
	"match_id" uuid,
	"team_id" uuid,
	"caller_id" uuid NOT NULL,
	"status" text DEFAULT 'ringing' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calls_one_scope" CHECK (("calls"."match_id" is null) <> ("calls"."team_id" is null)),
	CONSTRAINT "calls_status" CHECK ("calls"."status" in ('ringing', 'active', 'ended'))
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "call_outcome" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "call_seconds" integer;--> statement-breakpoint
ALTER TABLE "call_participants" ADD CONSTRAINT "call_participants_call_id_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_participants" ADD CONSTRAINT "call_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_caller_id_users_id_fk" FOREIGN KEY ("caller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "call_participants_user_idx" ON "call_participants" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calls_live_match_unique" ON "calls" USING btree ("match_id") WHERE "calls"."status" <> 'ended';--> statement-breakpoint
CREATE UNIQUE INDEX "calls_live_team_unique" ON "calls" USING btree ("team_id") WHERE "calls"."status" <> 'ended';--> statement-breakpoint
CREATE INDEX "calls_match_idx" ON "calls" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "calls_team_idx" ON "calls" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "calls_live_idx" ON "calls" USING btree ("status") WHERE "calls"."status" <> 'ended';--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_call_outcome" CHECK ("messages"."call_outcome" is null or "messages"."call_outcome" in ('missed', 'declined', 'ended'));