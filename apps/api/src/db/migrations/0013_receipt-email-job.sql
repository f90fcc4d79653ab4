ALTER TABLE "donations" DROP COLUMN "receipt_emailed_at";--> statement-breakpoint
ALTER TABLE "donations" DROP COLUMN "receipt_email_attempts";