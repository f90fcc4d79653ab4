CREATE TABLE "calendar_feeds" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "receipt_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "donations_user_idx";--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "anonymous" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "receipt_number" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "receipt_emailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "receipt_email_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "goal_centavos" bigint;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "donations_user_created_idx" ON "donations" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "donations_organization_completed_idx" ON "donations" USING btree ("organization_id","completed_at","id") WHERE "donations"."status" = 'completed';--> statement-breakpoint
CREATE INDEX "donations_event_completed_idx" ON "donations" USING btree ("event_id","user_id") WHERE "donations"."status" = 'completed';--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_receipt_number_unique" UNIQUE("receipt_number");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_goal_check" CHECK ("events"."goal_centavos" is null or "events"."goal_centavos" > 0);--> statement-breakpoint
-- Donations completed before receipts existed get their numbers now, in order of completion within each year
-- (Asia/Manila), and count as already emailed: nobody is sent a receipt for an old gift on deploy.
WITH "numbered" AS (
	SELECT "id", extract(year FROM "completed_at" AT TIME ZONE 'Asia/Manila')::int AS "year",
		row_number() OVER (PARTITION BY extract(year FROM "completed_at" AT TIME ZONE 'Asia/Manila') ORDER BY "completed_at", "id") AS "n"
	FROM "donations" WHERE "status" = 'completed' AND "completed_at" IS NOT NULL
)
UPDATE "donations" SET "receipt_number" = 'TB-' || "numbered"."year" || '-' || lpad("numbered"."n"::text, 6, '0'),
	"receipt_emailed_at" = "donations"."completed_at"
FROM "numbered" WHERE "donations"."id" = "numbered"."id";--> statement-breakpoint
INSERT INTO "receipt_counters" ("year", "last_number")
SELECT extract(year FROM "completed_at" AT TIME ZONE 'Asia/Manila')::int, count(*)::int
FROM "donations" WHERE "receipt_number" IS NOT NULL
GROUP BY 1;
