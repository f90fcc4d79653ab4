-- Certificates of Donation (BIR Form 2322): a charity's donee status with its own TIN (checked by an admin, the
-- check cleared by any change), a donor's tax details sealed with AES-256-GCM in the application (the database
-- never sees the TIN), and each charity's yearly series of certificate numbers. No trigger of its own: 0015's
-- tabang_public_update on organizations notifies its charity and lists for the new columns too, and the new tables
-- show nowhere public.
CREATE TABLE "certificate_counters" (
	"organization_id" integer NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "certificate_counters_organization_id_year_pk" PRIMARY KEY("organization_id","year")
);
--> statement-breakpoint
CREATE TABLE "donation_certificates" (
	"donation_id" integer PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"year" integer NOT NULL,
	"number" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_details" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "tin" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "bir_registration_number" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "bir_registration_valid_until" date;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "pcnc_accreditation_number" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "pcnc_valid_until" date;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "deductibility" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "donee_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certificate_counters" ADD CONSTRAINT "certificate_counters_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_certificates" ADD CONSTRAINT "donation_certificates_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_certificates" ADD CONSTRAINT "donation_certificates_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_details" ADD CONSTRAINT "tax_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "donation_certificates_number_unique" ON "donation_certificates" USING btree ("organization_id","year","number");--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_deductibility_check" CHECK ("organizations"."deductibility" is null or "organizations"."deductibility" in ('full', 'limited'));--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_donee_check" CHECK (("organizations"."tin" is null) = ("organizations"."bir_registration_number" is null)
        and ("organizations"."bir_registration_number" is null) = ("organizations"."bir_registration_valid_until" is null)
        and ("organizations"."bir_registration_number" is null) = ("organizations"."deductibility" is null)
        and ("organizations"."pcnc_accreditation_number" is null) = ("organizations"."pcnc_valid_until" is null)
        and ("organizations"."pcnc_accreditation_number" is null or "organizations"."bir_registration_number" is not null));