-- One experience scale (docs/decisions/016): the profile dialog's two values of its own move to their
-- place on the onboarding scale of docs/product.md §3. updated_at stays: the person did not edit their profile,
-- and Discover ranks by it. (Card caches are per process and start empty after the deploy.)
UPDATE "profiles" SET "experience" = 'Intermediate (2-5 years)' WHERE "experience" = 'Intermediate (2-4 years)';--> statement-breakpoint
UPDATE "profiles" SET "experience" = 'Experienced (5+ years)' WHERE "experience" = 'Advanced (5-9 years)';
