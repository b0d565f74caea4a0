-- Trigram indexes for Discover's substring filters (location, and a profession typed as free text):
-- a text that few profiles contain is found through the index instead of by walking every profile.
-- Written by hand: drizzle-kit does not model extensions. Where pg_trgm cannot be installed (a managed
-- database without the privilege, a PGlite created without the extension) the filters still work, unindexed.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm is not available (%): Discover text filters run without trigram indexes', SQLERRM;
END $$;
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS "profiles_discover_location_trgm_idx" ON "profiles" USING gin ("location" gin_trgm_ops)
      WHERE "show_in_discovery" = true AND "profile_visibility" = 'public';
    CREATE INDEX IF NOT EXISTS "profiles_discover_profession_trgm_idx" ON "profiles" USING gin ("profession" gin_trgm_ops)
      WHERE "show_in_discovery" = true AND "profile_visibility" = 'public';
  END IF;
END $$;
