-- Updates from charities, the notification choices and the key of unsubscribe links (decision 025). Hand-written
-- at the end: the fan-out job's queue (as 0014 did for its kinds), and the public-change triggers of migration 0015's
-- tabang_notify_rows for updates, whose rows show on their charity's page and, for an event's, on the event's page.
-- The fan-out's progress mark (emailed_through_user_id) shows nowhere public, so moving it notifies nothing. An
-- update's photos are written and deleted with their update, whose own trigger speaks for them.
CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"charity_updates" boolean DEFAULT true NOT NULL,
	"volunteer_reminders" boolean DEFAULT true NOT NULL,
	"monthly_giving" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "update_photos" (
	"update_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"image_id" integer NOT NULL,
	CONSTRAINT "update_photos_update_id_position_pk" PRIMARY KEY("update_id","position")
);
--> statement-breakpoint
CREATE TABLE "updates" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"event_id" integer,
	"author_user_id" integer,
	"body" text NOT NULL,
	"photo_consent" boolean DEFAULT false NOT NULL,
	"emailed_through_user_id" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	CONSTRAINT "updates_body_check" CHECK (char_length("updates"."body") between 1 and 5000)
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "update_photos" ADD CONSTRAINT "update_photos_update_id_updates_id_fk" FOREIGN KEY ("update_id") REFERENCES "public"."updates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "update_photos" ADD CONSTRAINT "update_photos_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "updates" ADD CONSTRAINT "updates_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "updates" ADD CONSTRAINT "updates_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "updates" ADD CONSTRAINT "updates_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "update_photos_image_unique" ON "update_photos" USING btree ("image_id");--> statement-breakpoint
CREATE INDEX "updates_organization_idx" ON "updates" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "updates_event_idx" ON "updates" USING btree ("event_id","created_at","id") WHERE "updates"."event_id" is not null;--> statement-breakpoint
SELECT pgboss.create_queue('update-emails', '{"policy":"standard"}');
--> statement-breakpoint
CREATE TRIGGER tabang_public_insert AFTER INSERT ON updates REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tabang_notify_rows('now',
    $t$ARRAY['charity:' || organization_id, 'event:' || event_id]$t$);
--> statement-breakpoint
CREATE TRIGGER tabang_public_delete AFTER DELETE ON updates REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tabang_notify_rows('now',
    $t$ARRAY['charity:' || organization_id, 'event:' || event_id]$t$);
--> statement-breakpoint
CREATE TRIGGER tabang_public_update AFTER UPDATE ON updates REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tabang_notify_rows('now',
    $t$ARRAY['charity:' || organization_id, 'event:' || event_id]$t$,
    'organization_id, event_id, body, created_at, edited_at');
--> statement-breakpoint
CREATE TRIGGER tabang_public_truncate AFTER TRUNCATE ON updates
  FOR EACH STATEMENT EXECUTE FUNCTION tabang_notify_everything();
