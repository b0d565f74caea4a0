CREATE TABLE "swipe_kind_tallies" (
	"swiper_kind" text NOT NULL,
	"swiped_kind" text NOT NULL,
	"shard" smallint NOT NULL,
	"swipes" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "swipe_kind_tallies_swiper_kind_swiped_kind_shard_pk" PRIMARY KEY("swiper_kind","swiped_kind","shard")
);
--> statement-breakpoint
CREATE TABLE "swipe_tallies" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"swipes_made" integer DEFAULT 0 NOT NULL,
	"likes_given" integer DEFAULT 0 NOT NULL,
	"swipes_received" integer DEFAULT 0 NOT NULL,
	"likes_received" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "swipe_tallies" ADD CONSTRAINT "swipe_tallies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "swipes_liked_idx" ON "swipes" USING btree ("swiped_id","created_at") WHERE action = 'like';--> statement-breakpoint
-- The community's swipes so far, counted once (docs/decisions/042); from now on each swipe counts itself.
INSERT INTO "swipe_kind_tallies" ("swiper_kind", "swiped_kind", "shard", "swipes", "likes")
SELECT left(lower(btrim(a.profession)), 60), left(lower(btrim(b.profession)), 60), 0, count(*)::int,
	(count(*) FILTER (WHERE s.action = 'like'))::int
FROM "swipes" s JOIN "profiles" a ON a.user_id = s.swiper_id JOIN "profiles" b ON b.user_id = s.swiped_id
GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "swipe_tallies" ("user_id", "swipes_made", "likes_given", "swipes_received", "likes_received")
SELECT u.id,
	(SELECT count(*) FROM "swipes" s WHERE s.swiper_id = u.id)::int,
	(SELECT count(*) FROM "swipes" s WHERE s.swiper_id = u.id AND s.action = 'like')::int,
	(SELECT count(*) FROM "swipes" s WHERE s.swiped_id = u.id)::int,
	(SELECT count(*) FROM "swipes" s WHERE s.swiped_id = u.id AND s.action = 'like')::int
FROM "users" u WHERE EXISTS (SELECT 1 FROM "swipes" s WHERE s.swiper_id = u.id OR s.swiped_id = u.id);
