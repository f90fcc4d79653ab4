-- Where it went (issue 31; decision 026): gifts a charity received outside Tabang, what it distributed (items and
-- photos), an event's report publication and who was emailed about it. The triggers at the end are hand-written
-- (migration 0015's tabang_notify_rows): a charity's and an event's answers show `offlineAmount` and `hasReport`,
-- and an event's distributions and report are public, so each table notifies what shows it. Who was emailed shows
-- nowhere and notifies nothing.
CREATE TABLE "distribution_items" (
	"distribution_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"need_id" integer,
	"item" text NOT NULL,
	"unit" text NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "distribution_items_distribution_id_position_pk" PRIMARY KEY("distribution_id","position"),
	CONSTRAINT "distribution_items_quantity_check" CHECK ("distribution_items"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "distribution_photos" (
	"distribution_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"image_id" integer NOT NULL,
	CONSTRAINT "distribution_photos_distribution_id_position_pk" PRIMARY KEY("distribution_id","position")
);
--> statement-breakpoint
CREATE TABLE "distributions" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"barangay" text NOT NULL,
	"distributed_on" date NOT NULL,
	"households" integer NOT NULL,
	"amount_spent_centavos" bigint,
	"note" text,
	"photo_consent_at" timestamp with time zone,
	"recorded_by_user_id" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_by_user_id" integer,
	"voided_at" timestamp with time zone,
	"void_reason" text,
	CONSTRAINT "distributions_households_check" CHECK ("distributions"."households" >= 0),
	CONSTRAINT "distributions_spent_check" CHECK ("distributions"."amount_spent_centavos" is null or "distributions"."amount_spent_centavos" >= 0),
	CONSTRAINT "distributions_void_check" CHECK (("distributions"."voided_at" is null) = ("distributions"."void_reason" is null))
);
--> statement-breakpoint
CREATE TABLE "event_report_notices" (
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_report_notices_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "event_reports" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"published_by_user_id" integer
);
--> statement-breakpoint
CREATE TABLE "offline_gifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"event_id" integer,
	"kind" text NOT NULL,
	"amount_centavos" bigint,
	"item" text,
	"unit" text,
	"quantity" integer,
	"donor_name" text,
	"received_on" date NOT NULL,
	"note" text,
	"recorded_by_user_id" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_by_user_id" integer,
	"voided_at" timestamp with time zone,
	"void_reason" text,
	CONSTRAINT "offline_gifts_kind_check" CHECK ("offline_gifts"."kind" in ('cash', 'goods')),
	CONSTRAINT "offline_gifts_kind_fields" CHECK (("offline_gifts"."kind" = 'cash' and "offline_gifts"."amount_centavos" between 1 and 100000000 and "offline_gifts"."item" is null and "offline_gifts"."unit" is null and "offline_gifts"."quantity" is null) or ("offline_gifts"."kind" = 'goods' and "offline_gifts"."amount_centavos" is null and "offline_gifts"."item" is not null and "offline_gifts"."unit" is not null and "offline_gifts"."quantity" >= 1)),
	CONSTRAINT "offline_gifts_void_check" CHECK (("offline_gifts"."voided_at" is null) = ("offline_gifts"."void_reason" is null))
);
--> statement-breakpoint
ALTER TABLE "distribution_items" ADD CONSTRAINT "distribution_items_distribution_id_distributions_id_fk" FOREIGN KEY ("distribution_id") REFERENCES "public"."distributions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_items" ADD CONSTRAINT "distribution_items_need_id_drive_needs_id_fk" FOREIGN KEY ("need_id") REFERENCES "public"."drive_needs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_photos" ADD CONSTRAINT "distribution_photos_distribution_id_distributions_id_fk" FOREIGN KEY ("distribution_id") REFERENCES "public"."distributions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_photos" ADD CONSTRAINT "distribution_photos_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributions" ADD CONSTRAINT "distributions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributions" ADD CONSTRAINT "distributions_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributions" ADD CONSTRAINT "distributions_voided_by_user_id_users_id_fk" FOREIGN KEY ("voided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_report_notices" ADD CONSTRAINT "event_report_notices_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_report_notices" ADD CONSTRAINT "event_report_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_reports" ADD CONSTRAINT "event_reports_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_reports" ADD CONSTRAINT "event_reports_published_by_user_id_users_id_fk" FOREIGN KEY ("published_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_gifts" ADD CONSTRAINT "offline_gifts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_gifts" ADD CONSTRAINT "offline_gifts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_gifts" ADD CONSTRAINT "offline_gifts_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_gifts" ADD CONSTRAINT "offline_gifts_voided_by_user_id_users_id_fk" FOREIGN KEY ("voided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "distribution_photos_image_unique" ON "distribution_photos" USING btree ("image_id");--> statement-breakpoint
CREATE INDEX "distributions_event_idx" ON "distributions" USING btree ("event_id","distributed_on","id");--> statement-breakpoint
CREATE INDEX "offline_gifts_organization_idx" ON "offline_gifts" USING btree ("organization_id","received_on","id");--> statement-breakpoint
CREATE INDEX "offline_gifts_event_idx" ON "offline_gifts" USING btree ("event_id","received_on","id");
--> statement-breakpoint
DO $$
DECLARE
  spec text[];
BEGIN
  -- table, topics of a row. A gift shows on its charity and the charity lists (offlineAmount), and on its event and
  -- the events lists (offlineAmount, hasReport); a distribution or report on its event, the events lists and its
  -- charity's lists of events (hasReport); items and photos on their distribution's event.
  FOREACH spec SLICE 1 IN ARRAY ARRAY[
    ['offline_gifts', $t$tabang_gift_topics(organization_id, event_id) || ARRAY['charities']$t$],
    ['distributions', $t$ARRAY['event:' || event_id, 'events',
      (SELECT 'charity:' || e.organization_id FROM events e WHERE e.id = event_id)]$t$],
    ['distribution_items', $t$ARRAY[(SELECT 'event:' || d.event_id FROM distributions d WHERE d.id = distribution_id)]$t$],
    ['distribution_photos', $t$ARRAY[(SELECT 'event:' || d.event_id FROM distributions d WHERE d.id = distribution_id)]$t$],
    ['event_reports', $t$ARRAY['event:' || event_id, 'events',
      (SELECT 'charity:' || e.organization_id FROM events e WHERE e.id = event_id)]$t$]
  ] LOOP
    EXECUTE format('CREATE TRIGGER tabang_public_insert AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION tabang_notify_rows(%L, %L)', spec[1], 'now', spec[2]);
    EXECUTE format('CREATE TRIGGER tabang_public_delete AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION tabang_notify_rows(%L, %L)', spec[1], 'now', spec[2]);
    EXECUTE format('CREATE TRIGGER tabang_public_update AFTER UPDATE ON %I '
      'REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION tabang_notify_rows(%L, %L)', spec[1], 'now', spec[2]);
    EXECUTE format('CREATE TRIGGER tabang_public_truncate AFTER TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION tabang_notify_everything()', spec[1]);
  END LOOP;
END
$$;
