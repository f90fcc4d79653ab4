-- Relief drives (issue 30): an event may be a relief drive with needs, drop-off points, pledges of goods and the
-- drop-off desk's receipts. The triggers at the end are hand-written (migration 0015's tabang_notify_rows): each
-- new table's rows show on their event's page (GET /get/events/:id/needs and …/dropoffs), so a change notifies
-- that event's topic. The events table's own trigger already covers its new columns.
CREATE TABLE "drive_dropoffs" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"barangay" text NOT NULL,
	"hours" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drive_needs" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"item" text NOT NULL,
	"unit" text NOT NULL,
	"quantity_needed" integer NOT NULL,
	"enough" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drive_needs_quantity_check" CHECK ("drive_needs"."quantity_needed" >= 1)
);
--> statement-breakpoint
CREATE TABLE "drive_pledges" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"need_id" integer NOT NULL,
	"dropoff_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"quantity_received" integer DEFAULT 0 NOT NULL,
	"expected_on" date NOT NULL,
	"code" text NOT NULL,
	"status" text DEFAULT 'pledged' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "drive_pledges_status_check" CHECK ("drive_pledges"."status" in ('pledged', 'partly-received', 'received', 'cancelled')),
	CONSTRAINT "drive_pledges_quantity_check" CHECK ("drive_pledges"."quantity" >= 1 and "drive_pledges"."quantity_received" between 0 and "drive_pledges"."quantity")
);
--> statement-breakpoint
CREATE TABLE "drive_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"need_id" integer NOT NULL,
	"pledge_id" integer,
	"quantity" integer NOT NULL,
	"note" text,
	"recorded_by_user_id" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drive_receipts_quantity_check" CHECK ("drive_receipts"."quantity" >= 1)
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "relief_drive" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "urgent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "acceptance_rules" text;--> statement-breakpoint
ALTER TABLE "drive_dropoffs" ADD CONSTRAINT "drive_dropoffs_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drive_needs" ADD CONSTRAINT "drive_needs_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drive_pledges" ADD CONSTRAINT "drive_pledges_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drive_pledges" ADD CONSTRAINT "drive_pledges_need_id_drive_needs_id_fk" FOREIGN KEY ("need_id") REFERENCES "public"."drive_needs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drive_pledges" ADD CONSTRAINT "drive_pledges_dropoff_id_drive_dropoffs_id_fk" FOREIGN KEY ("dropoff_id") REFERENCES "public"."drive_dropoffs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drive_pledges" ADD CONSTRAINT "drive_pledges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drive_receipts" ADD CONSTRAINT "drive_receipts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drive_receipts" ADD CONSTRAINT "drive_receipts_need_id_drive_needs_id_fk" FOREIGN KEY ("need_id") REFERENCES "public"."drive_needs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drive_receipts" ADD CONSTRAINT "drive_receipts_pledge_id_drive_pledges_id_fk" FOREIGN KEY ("pledge_id") REFERENCES "public"."drive_pledges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drive_receipts" ADD CONSTRAINT "drive_receipts_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drive_dropoffs_event_idx" ON "drive_dropoffs" USING btree ("event_id","id");--> statement-breakpoint
CREATE INDEX "drive_needs_event_idx" ON "drive_needs" USING btree ("event_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "drive_pledges_code_unique" ON "drive_pledges" USING btree ("event_id","code");--> statement-breakpoint
CREATE INDEX "drive_pledges_need_idx" ON "drive_pledges" USING btree ("need_id");--> statement-breakpoint
CREATE INDEX "drive_pledges_user_idx" ON "drive_pledges" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "drive_receipts_need_idx" ON "drive_receipts" USING btree ("need_id");--> statement-breakpoint
CREATE INDEX "drive_receipts_pledge_idx" ON "drive_receipts" USING btree ("pledge_id");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_urgent_drive" CHECK (not "events"."urgent" or "events"."relief_drive");
--> statement-breakpoint
DO $$
DECLARE
  spec text[];
BEGIN
  -- table, topics of a row, its public columns (null: all). A pledge's code, day and drop-off point show nowhere
  -- public; its quantities and status move the need's counts.
  FOREACH spec SLICE 1 IN ARRAY ARRAY[
    ['drive_needs', $t$ARRAY['event:' || event_id]$t$, null],
    ['drive_dropoffs', $t$ARRAY['event:' || event_id]$t$, null],
    ['drive_pledges', $t$ARRAY['event:' || event_id]$t$, 'event_id, need_id, quantity, quantity_received, status'],
    ['drive_receipts', $t$ARRAY['event:' || event_id]$t$, null]
  ] LOOP
    EXECUTE format('CREATE TRIGGER tabang_public_insert AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION tabang_notify_rows(%L, %L)', spec[1], 'now', spec[2]);
    EXECUTE format('CREATE TRIGGER tabang_public_delete AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION tabang_notify_rows(%L, %L)', spec[1], 'now', spec[2]);
    IF spec[3] IS NULL THEN
      EXECUTE format('CREATE TRIGGER tabang_public_update AFTER UPDATE ON %I '
        'REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows '
        'FOR EACH STATEMENT EXECUTE FUNCTION tabang_notify_rows(%L, %L)', spec[1], 'now', spec[2]);
    ELSE
      EXECUTE format('CREATE TRIGGER tabang_public_update AFTER UPDATE ON %I '
        'REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows '
        'FOR EACH STATEMENT EXECUTE FUNCTION tabang_notify_rows(%L, %L, %L)', spec[1], 'now', spec[2], spec[3]);
    END IF;
    EXECUTE format('CREATE TRIGGER tabang_public_truncate AFTER TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION tabang_notify_everything()', spec[1]);
  END LOOP;
END
$$;
