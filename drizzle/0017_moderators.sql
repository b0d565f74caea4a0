-- Moderators (ADMIN_EMAILS) are never dealt in Discover. Discover reads users beside
-- profiles for every card it walks (users.suspended_at), so a flag on that row costs it nothing more.
-- The flag is the database's to keep: moderator_emails holds ADMIN_EMAILS (replaced at every start-up,
-- server/features/safety/moderators.ts) and the trigger below sets users.is_moderator from it whenever an
-- address is written, however it is written (sign-up, a confirmed change, an unproved address given up).
CREATE TABLE "moderator_emails" (
	"email" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_moderator" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE FUNCTION "users_is_moderator"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW."is_moderator" := EXISTS (SELECT 1 FROM "moderator_emails" m WHERE m."email" = lower(NEW."email"));
	RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_is_moderator" BEFORE INSERT OR UPDATE OF "email" ON "users"
	FOR EACH ROW EXECUTE FUNCTION "users_is_moderator"();
--> statement-breakpoint
-- Someone who stops being a moderator is new to every deck: their profile counts as changed now, so decks
-- whose frontier (docs/decisions/021) went past them while they were hidden look at them again.
CREATE FUNCTION "profiles_touch_former_moderator"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "profiles" SET "updated_at" = now() WHERE "user_id" = NEW."id";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_former_moderator" AFTER UPDATE ON "users"
	FOR EACH ROW WHEN (OLD."is_moderator" AND NOT NEW."is_moderator")
	EXECUTE FUNCTION "profiles_touch_former_moderator"();
