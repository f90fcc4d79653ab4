ALTER TABLE "donations" ADD COLUMN "tribute_kind" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "tribute_name" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "tribute_notify_email" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "tribute_show_amount" boolean;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_tribute_check" CHECK (("donations"."tribute_kind" is null and "donations"."tribute_name" is null and "donations"."tribute_notify_email" is null
            and "donations"."tribute_show_amount" is null)
          or ("donations"."tribute_kind" in ('memory', 'honour') and char_length("donations"."tribute_name") between 1 and 100
            and "donations"."tribute_show_amount" is not null));