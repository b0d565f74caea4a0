-- Assigning a task to a member tells them (under their teamUpdates setting).
ALTER TYPE "public"."notification_type" ADD VALUE 'task-assigned' BEFORE 'portfolio-like';
