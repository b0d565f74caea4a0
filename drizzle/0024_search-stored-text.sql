-- Search (docs/decisions/055): a project's folded text is stored, not only indexed. With the expression
-- index of 0023, each matched row re-ran unaccent and the regular expression (for the index's recheck,
-- for the rank, and for the exact-tag test, once per tag): a common tag matches thousands of projects,
-- and the ranking of "packaging" over 200,000 projects took seconds. Stored generated columns compute the
-- text once per write; the rank and the recheck read it. Written by hand: drizzle-kit models no functions.
CREATE FUNCTION "search_fold_each"(text[]) RETURNS text[]
	LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
	AS $$ SELECT coalesce(array_agg(public.search_fold(t)), '{}') FROM unnest($1) t $$;
--> statement-breakpoint
ALTER TABLE "portfolio_projects" ADD COLUMN "search_doc" text
	GENERATED ALWAYS AS (public.search_project_doc("title", "tags", "description")) STORED;
--> statement-breakpoint
-- The words a query must equal to rank first: the title, and each tag.
ALTER TABLE "portfolio_projects" ADD COLUMN "search_names" text[]
	GENERATED ALWAYS AS (array_prepend(public.search_fold("title"), public.search_fold_each("tags"))) STORED;
--> statement-breakpoint
DROP INDEX "portfolio_search_trgm_idx";
--> statement-breakpoint
CREATE INDEX "portfolio_search_trgm_idx" ON "portfolio_projects" USING gin ("search_doc" gin_trgm_ops);
