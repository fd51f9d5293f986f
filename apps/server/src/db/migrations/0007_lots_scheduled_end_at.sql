ALTER TABLE "lots" ADD COLUMN "scheduled_end_at" timestamp with time zone;--> statement-breakpoint
-- Lots published before this column keep their present end as the scheduled one.
UPDATE "lots" SET "scheduled_end_at" = "end_at" WHERE "end_at" IS NOT NULL;
