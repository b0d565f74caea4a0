-- Whether a person's time zone was decided, so the browser's zone may replace the
-- default UTC once, and never a zone the person chose. A zone other than UTC was chosen in Settings (it
-- was the only way to store one): it counts as decided since the row's last change. UTC cannot be told
-- apart from the default nobody chose, so it stays undecided (docs/decisions/045).
ALTER TABLE "user_settings" ADD COLUMN "timezone_set_at" timestamp with time zone;--> statement-breakpoint
UPDATE "user_settings" SET "timezone_set_at" = "updated_at" WHERE "timezone" <> 'UTC';
