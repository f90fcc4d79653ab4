CREATE TABLE "recurring_cycles" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"period" text NOT NULL,
	"due_on" date NOT NULL,
	"state" text NOT NULL,
	"reminders" smallint DEFAULT 0 NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"retry_on" date,
	"donation_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_cycles_state_check" CHECK ("recurring_cycles"."state" in ('reminded', 'charging', 'retry', 'paid', 'failed', 'skipped')),
	CONSTRAINT "recurring_cycles_period_check" CHECK ("recurring_cycles"."period" ~ '^[0-9]{4}-[0-9]{2}$')
);
--> statement-breakpoint
CREATE TABLE "recurring_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"event_id" integer,
	"amount_centavos" bigint NOT NULL,
	"method" text NOT NULL,
	"anonymous" boolean DEFAULT false NOT NULL,
	"mode" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"provider" text NOT NULL,
	"saved_method_ref" text,
	"anchor_day" smallint NOT NULL,
	"next_due_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "recurring_plans_amount_check" CHECK ("recurring_plans"."amount_centavos" between 100 and 100000000),
	CONSTRAINT "recurring_plans_method_check" CHECK ("recurring_plans"."method" in ('gcash', 'grabpay', '7eleven', 'qrph', 'maya', 'card')),
	CONSTRAINT "recurring_plans_mode_check" CHECK ("recurring_plans"."mode" in ('auto', 'reminder')),
	CONSTRAINT "recurring_plans_status_check" CHECK ("recurring_plans"."status" in ('active', 'paused', 'cancelled')),
	CONSTRAINT "recurring_plans_anchor_check" CHECK ("recurring_plans"."anchor_day" between 1 and 31)
);
--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "recurring_plan_id" integer;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "recurring_period" text;--> statement-breakpoint
ALTER TABLE "recurring_cycles" ADD CONSTRAINT "recurring_cycles_plan_id_recurring_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."recurring_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_cycles" ADD CONSTRAINT "recurring_cycles_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_plans" ADD CONSTRAINT "recurring_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_plans" ADD CONSTRAINT "recurring_plans_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_plans" ADD CONSTRAINT "recurring_plans_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recurring_cycles_plan_period_unique" ON "recurring_cycles" USING btree ("plan_id","period");--> statement-breakpoint
CREATE INDEX "recurring_cycles_open_idx" ON "recurring_cycles" USING btree ("state","due_on") WHERE "recurring_cycles"."state" in ('reminded', 'retry');--> statement-breakpoint
CREATE INDEX "recurring_plans_user_idx" ON "recurring_plans" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "recurring_plans_due_idx" ON "recurring_plans" USING btree ("next_due_on") WHERE "recurring_plans"."status" = 'active';--> statement-breakpoint
CREATE INDEX "recurring_plans_organization_idx" ON "recurring_plans" USING btree ("organization_id") WHERE "recurring_plans"."status" = 'active';--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_recurring_plan_id_recurring_plans_id_fk" FOREIGN KEY ("recurring_plan_id") REFERENCES "public"."recurring_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "donations_recurring_plan_idx" ON "donations" USING btree ("recurring_plan_id","recurring_period") WHERE "donations"."recurring_plan_id" is not null;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_recurring_check" CHECK (("donations"."recurring_plan_id" is null) = ("donations"."recurring_period" is null));--> statement-breakpoint
SELECT pgboss.create_queue('monthly-giving', '{"policy":"standard"}');
--> statement-breakpoint
SELECT pgboss.create_queue('monthly-charge', '{"policy":"standard"}');
