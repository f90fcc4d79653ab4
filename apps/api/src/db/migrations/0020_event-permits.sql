-- Events' solicitation permits (PD 1564). No trigger of its own: 0015's tabang_public_update on events lists no
-- public columns, so any change to a permit (its check and its scan included) notifies event:<id>, its charity and
-- the events lists, whose answers show the permit.
ALTER TABLE "events" ADD COLUMN "permit_type" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "permit_number" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "permit_issuer" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "permit_valid_from" date;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "permit_valid_until" date;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "permit_exempt_reason" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "permit_scan_image_id" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "permit_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_permit_scan_image_id_images_id_fk" FOREIGN KEY ("permit_scan_image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_permit_unchecked_idx" ON "events" USING btree ("starts_at") WHERE "events"."permit_type" is not null and "events"."permit_checked_at" is null;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_permit_check" CHECK ("events"."permit_type" is null or "events"."permit_type" in ('dswd-regional', 'dswd-national', 'lgu', 'exempt'));--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_permit_complete_check" CHECK ("events"."permit_type" is null or ("events"."permit_type" = 'exempt' and "events"."permit_exempt_reason" is not null) or ("events"."permit_type" <> 'exempt' and "events"."permit_number" is not null and "events"."permit_issuer" is not null and "events"."permit_valid_from" <= "events"."permit_valid_until"));