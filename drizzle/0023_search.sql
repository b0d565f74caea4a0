-- Search (docs/decisions/055): people, projects and teams found by name, skill or words, accent- and
-- case-insensitive, typo-tolerant and by prefix, through trigram indexes. Written by hand: drizzle-kit
-- models neither extensions nor functions. Search needs both extensions (PGlite loads them as contrib
-- modules, server/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change), and an index expression must be IMMUTABLE:
-- the usual wrapper, with the dictionary named so no search_path decides which one runs. Lower case,
-- no accents, one space between words: "  Zoë   Ndlovu" and "zoe ndlovu" fold the same. Queries fold
-- what people type with the same function, so index and query compare the same text. Names inside the
-- functions carry their schema: index builds and autovacuum run them with an empty search_path.
CREATE FUNCTION "search_fold"(text) RETURNS text
	LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
	AS $$ SELECT btrim(regexp_replace(lower(public.unaccent('public.unaccent'::regdictionary, $1)), '\s+', ' ', 'g')) $$;
--> statement-breakpoint
-- A project's and a team's searchable text as one folded string, for their expression indexes.
-- array_to_string and enum output are STABLE in general; for text[] and an enum they do not depend on
-- any setting, so these are as immutable as they claim.
CREATE FUNCTION "search_project_doc"(title text, tags text[], description text) RETURNS text
	LANGUAGE sql IMMUTABLE PARALLEL SAFE
	AS $$ SELECT public.search_fold(concat_ws(' ', title, array_to_string(tags, ' '), description)) $$;
--> statement-breakpoint
CREATE FUNCTION "search_team_doc"(name text, description text, project_type team_project_type) RETURNS text
	LANGUAGE sql IMMUTABLE PARALLEL SAFE
	AS $$ SELECT public.search_fold(concat_ws(' ', name, replace(project_type::text, '_', ' '), description)) $$;
--> statement-breakpoint
-- A person's text spans two tables (names on users, the rest on profiles), which no expression index
-- can: the folded text is kept on the profile by triggers, from both rows.
ALTER TABLE "profiles" ADD COLUMN "search_doc" text DEFAULT '' NOT NULL;
--> statement-breakpoint
CREATE FUNCTION "profiles_search_doc"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW."search_doc" := coalesce(public.search_fold(concat_ws(' ',
		(SELECT u."first_name" || ' ' || u."last_name" FROM "users" u WHERE u."id" = NEW."user_id"),
		NEW."profession", array_to_string(NEW."skills", ' '), NEW."location", NEW."bio")), '');
	RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "profiles_search_doc" BEFORE INSERT OR UPDATE OF "profession", "skills", "location", "bio", "search_doc"
	ON "profiles" FOR EACH ROW EXECUTE FUNCTION "profiles_search_doc"();
--> statement-breakpoint
-- A new name: the profile's text again (writing search_doc fires the trigger above, which reads the name).
CREATE FUNCTION "users_search_doc"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "profiles" SET "search_doc" = '' WHERE "user_id" = NEW."id";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_search_doc" AFTER UPDATE OF "first_name", "last_name" ON "users"
	FOR EACH ROW WHEN (OLD."first_name" IS DISTINCT FROM NEW."first_name" OR OLD."last_name" IS DISTINCT FROM NEW."last_name")
	EXECUTE FUNCTION "users_search_doc"();
--> statement-breakpoint
UPDATE "profiles" SET "search_doc" = '';
--> statement-breakpoint
CREATE INDEX "profiles_search_trgm_idx" ON "profiles" USING gin ("search_doc" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "portfolio_search_trgm_idx" ON "portfolio_projects"
	USING gin (search_project_doc("title", "tags", "description") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "teams_search_trgm_idx" ON "teams"
	USING gin (search_team_doc("name", "description", "project_type") gin_trgm_ops);
