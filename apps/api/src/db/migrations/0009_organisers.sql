DROP INDEX "donations_organization_idx";--> statement-breakpoint
ALTER TABLE "event_volunteers" ADD COLUMN "status" text DEFAULT 'volunteered' NOT NULL;--> statement-breakpoint
ALTER TABLE "event_volunteers" ADD COLUMN "check_in_code" text DEFAULT upper(substr(md5(random()::text || clock_timestamp()::text), 1, 8)) NOT NULL;--> statement-breakpoint
ALTER TABLE "event_volunteers" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_volunteers" ADD COLUMN "checked_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "volunteer_capacity" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "event_volunteers_code_unique" ON "event_volunteers" USING btree ("event_id","check_in_code");--> statement-breakpoint
CREATE INDEX "event_volunteers_status_idx" ON "event_volunteers" USING btree ("event_id","status","created_at");--> statement-breakpoint
CREATE INDEX "donations_organization_idx" ON "donations" USING btree ("organization_id","id");--> statement-breakpoint
ALTER TABLE "event_volunteers" ADD CONSTRAINT "event_volunteers_status_check" CHECK ("event_volunteers"."status" in ('volunteered', 'waitlisted'));--> statement-breakpoint
ALTER TABLE "event_volunteers" ADD CONSTRAINT "event_volunteers_checkout_after_checkin" CHECK ("event_volunteers"."checked_out_at" is null or ("event_volunteers"."checked_in_at" is not null and "event_volunteers"."checked_out_at" >= "event_volunteers"."checked_in_at"));--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_volunteer_capacity_check" CHECK ("events"."volunteer_capacity" is null or "events"."volunteer_capacity" > 0);