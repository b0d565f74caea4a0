-- Search (docs/decisions/055): a team's folded text and folded name are stored, as a project's are since
-- 0024. With the expression index of 0023, each matched team re-ran unaccent and the regular expression
-- for the index's recheck and for the rank; stored generated columns compute them once per write.
-- Edited by hand after db:generate: functions schema-qualified, as in 0024.
DROP INDEX "teams_search_trgm_idx";
--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "search_doc" text
	GENERATED ALWAYS AS (public.search_team_doc("name", "description", "project_type")) STORED;
--> statement-breakpoint
-- The words a query must equal to rank first: the name.
ALTER TABLE "teams" ADD COLUMN "search_name" text GENERATED ALWAYS AS (public.search_fold("name")) STORED;
--> statement-breakpoint
CREATE INDEX "teams_search_trgm_idx" ON "teams" USING gin ("search_doc" gin_trgm_ops);
