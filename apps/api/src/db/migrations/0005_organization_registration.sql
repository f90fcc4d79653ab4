ALTER TABLE "organizations" ADD COLUMN "sec_registration_number" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "dswd_registration_number" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "dswd_valid_until" date;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "registration_checked_at" timestamp with time zone;