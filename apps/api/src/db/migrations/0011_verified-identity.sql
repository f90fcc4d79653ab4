ALTER TABLE "organizations" ADD COLUMN "verified_identity" jsonb;--> statement-breakpoint
-- Added by hand: the charities verified now keep their current identity as verified, so that the admin's review of
-- their first identity change shows what it was (the keys are those of IDENTITY_COLUMNS in charities/identity.ts).
UPDATE "organizations" SET "verified_identity" = jsonb_build_object(
	'name', "name",
	'abbreviation', "abbreviation",
	'email', "email",
	'phoneNumber', "phone_number",
	'address', "address",
	'websiteLink', "website_link",
	'facebookLink', "facebook_link",
	'instagramLink', "instagram_link",
	'logoImageId', "logo_image_id",
	'representativeName', "representative_name",
	'secRegistrationNumber', "sec_registration_number",
	'dswdRegistrationNumber', "dswd_registration_number",
	'dswdValidUntil', "dswd_valid_until"
) WHERE "verified";
