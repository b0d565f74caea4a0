-- Discover frontiers (docs/decisions/021): where each caller's deck starts, so a page does not walk past
-- every person they already swiped. Undo counts in discover_viewers.
CREATE TABLE "discover_frontiers" (
	"user_id" uuid NOT NULL,
	"deck" text NOT NULL,
	"is_available_for_work" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"rank_user_id" uuid NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"province" text,
	"tier" smallint,
	CONSTRAINT "discover_frontiers_user_id_deck_pk" PRIMARY KEY("user_id","deck")
);
--> statement-breakpoint
CREATE TABLE "discover_viewers" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"undo_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "discover_frontiers" ADD CONSTRAINT "discover_frontiers_user_id_discover_viewers_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."discover_viewers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discover_viewers" ADD CONSTRAINT "discover_viewers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;