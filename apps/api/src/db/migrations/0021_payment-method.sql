-- The payment method a donor chose in the donation dialog (its checkout then offers only that one, and a QR Ph
-- checkout expires with its code); null when the gateway's page asks. Private: no public answer reads it, so no
-- notification trigger changes.
ALTER TABLE "donations" ADD COLUMN "method" text;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_method_check" CHECK ("donations"."method" is null or "donations"."method" in ('gcash', 'grabpay', '7eleven', 'qrph', 'maya', 'card'));
