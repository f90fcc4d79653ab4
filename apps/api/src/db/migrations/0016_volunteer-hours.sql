-- No trigger change: an organiser's correction of hours shows in no public read (the roster, reports and My
-- volunteering are private), and event_volunteers' update trigger (0015) notifies only when its public columns
-- (user_id, event_id, created_at, status) change.
ALTER TABLE "event_volunteers" ADD COLUMN "hours_corrected" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "event_volunteers" ADD COLUMN "hours_note" text;--> statement-breakpoint
ALTER TABLE "event_volunteers" ADD COLUMN "hours_corrected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_volunteers" ADD CONSTRAINT "event_volunteers_hours_corrected" CHECK ("event_volunteers"."hours_corrected" is null or ("event_volunteers"."hours_corrected" between 0 and 168 and "event_volunteers"."hours_corrected_at" is not null));
