import {
  type Category,
  DEDUCTIBILITY,
  DONATION_STATUSES,
  EVENT_STATUS_PUBLISHED,
  LANGUAGES,
  OFFLINE_GIFT_KINDS,
  ORGANIZATION_TYPES,
  PAYMENT_METHOD_IDS,
  PERMIT_TYPES,
  PLEDGE_STATUSES,
  RECURRING_MODES,
  RECURRING_STATUSES,
  TRIBUTE_KINDS,
  USER_ROLES,
  VOLUNTEER_HOURS_MAX,
  VOLUNTEER_STATUSES,
} from '@tabang/shared';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  json,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** A monthly plan's month, as recurring_cycles.state says (see there). */
const RECURRING_CYCLE_STATES = ['reminded', 'charging', 'retry', 'paid', 'failed', 'skipped'] as const;

/** A check that a text column holds one of `values`, as SQL: "column in ('a', 'b')". */
const oneOf = (column: AnyColumn, values: readonly string[]): SQL =>
  sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    contactNumber: text('contact_number').notNull(),
    passwordHash: text('password_hash').notNull(),
    dob: date('dob', { mode: 'string' }).notNull(),
    location: text('location').notNull(),
    interestedIn: text('interested_in').notNull(),
    role: text('role', { enum: USER_ROLES }).notNull().default('user'),
    /** The language the person chose (emails come in it); null until they choose or sign up. */
    language: text('language', { enum: LANGUAGES }),
    /** Whether the person asked for text messages (SMS) at their contact number, a Philippine mobile number. */
    smsOptIn: boolean('sms_opt_in').notNull().default(false),
    createdAt: createdAt(),
    /** Set when the person deleted their account: the row stays, anonymised, for the donations that name it. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`),
    uniqueIndex('users_username_unique').on(table.username),
    check('users_role_check', oneOf(table.role, USER_ROLES)),
    check('users_language_check', sql`${table.language} is null or ${oneOf(table.language, LANGUAGES)}`),
  ],
);

/** Login sessions. The token is shown to the client once; only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    persistent: boolean('persistent').notNull().default(false),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/** Single-use password reset links; only the token's SHA-256 is stored. */
export const passwordResets = pgTable('password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Failed login attempts, counted per account and per client address for rate limiting. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('login_failures_key_at_idx').on(table.key, table.at)],
);

/** Uploaded images, re-encoded; the bytes live in the blob store under `storageKey`. */
export const images = pgTable('images', {
  id: serial('id').primaryKey(),
  storageKey: text('storage_key').notNull().unique(),
  contentType: text('content_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  byteSize: integer('byte_size').notNull(),
  etag: text('etag').notNull(),
  createdAt: createdAt(),
});

/**
 * Smaller WebP copies of an image (IMAGE_VARIANT_WIDTHS narrower than the original), served for `?w=`. An
 * image stored before variants existed has none and is served whole.
 */
export const imageVariants = pgTable(
  'image_variants',
  {
    imageId: integer('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    byteSize: integer('byte_size').notNull(),
    etag: text('etag').notNull(),
  },
  (table) => [primaryKey({ columns: [table.imageId, table.width] })],
);

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const organizations = pgTable(
  'organizations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    abbreviation: text('abbreviation').notNull(),
    description: text('description').notNull(),
    /**
     * What the list's search (`q`) looks in: name and description lower-cased once, on write. LIKE on it costs a
     * fraction of ILIKE on each column, on every row a page reads and in the planner's estimate (decision 035). A
     * search text has no control characters, so no match spans the newline between two fields. No read selects it.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower("name" || E'\\n' || "description")`),
    /**
     * The cash recorded outside Tabang and not voided, with an event or without, kept by the database with every
     * change to offline gifts (migration 0033), so a list of charities reads it from its rows.
     */
    offlineCashCentavos: bigint('offline_cash_centavos', { mode: 'number' }).notNull().default(0),
    /**
     * Its categories as the public API shows them (`[{ categoryID, category }]`, by name), kept by the database with
     * every change to organization_categories and to a category's name (migration 0035), so a list of charities
     * reads them from its rows instead of gathering them for each charity. JSON, not JSONB: it keeps the keys' order.
     */
    categoryList: json('category_list').$type<Category[]>().notNull().default(sql`'[]'::json`),
    address: text('address').notNull(),
    phoneNumber: text('phone_number').notNull(),
    email: text('email').notNull(),
    representativeName: text('representative_name').notNull(),
    representativeContactNumber: text('representative_contact_number').notNull(),
    representativeUserId: integer('representative_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    facebookLink: text('facebook_link'),
    instagramLink: text('instagram_link'),
    websiteLink: text('website_link'),
    type: text('type', { enum: ORGANIZATION_TYPES }).notNull(),
    logoImageId: integer('logo_image_id').references(() => images.id),
    featureImageId: integer('feature_image_id').references(() => images.id),
    totalDonationCentavos: bigint('total_donation_centavos', { mode: 'number' }).notNull().default(0),
    verified: boolean('verified').notNull().default(false),
    /** When an admin last verified it (shown by the Verified badge); null while not verified, or verified before 0018. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    suspended: boolean('suspended').notNull().default(false),
    /** Optional registration details given when the charity was added; public only once an admin checked them. */
    secRegistrationNumber: text('sec_registration_number'),
    dswdRegistrationNumber: text('dswd_registration_number'),
    dswdValidUntil: date('dswd_valid_until', { mode: 'string' }),
    registrationCheckedAt: timestamp('registration_checked_at', { withTimezone: true }),
    /**
     * Its donee status for BIR Form 2322 certificates (the charity's own TIN with it); public only once an admin
     * checked it (donee_checked_at, cleared by any change to these), and only while its validity dates hold.
     */
    tin: text('tin'),
    birRegistrationNumber: text('bir_registration_number'),
    birRegistrationValidUntil: date('bir_registration_valid_until', { mode: 'string' }),
    pcncAccreditationNumber: text('pcnc_accreditation_number'),
    pcncValidUntil: date('pcnc_valid_until', { mode: 'string' }),
    deductibility: text('deductibility', { enum: DEDUCTIBILITY }),
    doneeCheckedAt: timestamp('donee_checked_at', { withTimezone: true }),
    /**
     * The identity fields (modules/charities/identity.ts) as an admin last verified them, by column key, so the
     * admin's review of a charity an edit sent back to verification shows what changed; null until first verified.
     */
    verifiedIdentity: jsonb('verified_identity').$type<Record<string, string | number | null>>(),
    createdAt: createdAt(),
  },
  (table) => [
    check('organizations_type_check', oneOf(table.type, ORGANIZATION_TYPES)),
    check('organizations_total_check', sql`${table.totalDonationCentavos} >= 0`),
    check(
      'organizations_deductibility_check',
      sql`${table.deductibility} is null or ${oneOf(table.deductibility, DEDUCTIBILITY)}`,
    ),
    // A donee status is whole or absent (doneeProblem in packages/shared says the same to the person).
    check(
      'organizations_donee_check',
      sql`(${table.tin} is null) = (${table.birRegistrationNumber} is null)
        and (${table.birRegistrationNumber} is null) = (${table.birRegistrationValidUntil} is null)
        and (${table.birRegistrationNumber} is null) = (${table.deductibility} is null)
        and (${table.pcncAccreditationNumber} is null) = (${table.pcncValidUntil} is null)
        and (${table.pcncAccreditationNumber} is null or ${table.birRegistrationNumber} is not null)`,
    ),
    index('organizations_representative_idx').on(table.representativeUserId),
    // Search (`q`: LIKE '%text%') on a trigram index; pg_trgm is created by the custom migration 0001_search.
    index('organizations_search_trgm_idx').using('gin', table.searchText.op('gin_trgm_ops')),
  ],
);

export const organizationCategories = pgTable(
  'organization_categories',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.categoryId] }),
    // The charities of one category (the list's `category` filter).
    index('organization_categories_category_idx').on(table.categoryId, table.organizationId),
  ],
);

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    location: text('location').notNull(),
    /** What the list's search looks in: name, description and place, lower-cased once (see organizations). */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower("name" || E'\\n' || "description" || E'\\n' || "location")`),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    whoCanJoin: text('who_can_join').notNull().default(''),
    /** Whether the event still takes donations after it has ended (otherwise gifts go to its charity). */
    donationsAfterEnd: boolean('donations_after_end').notNull().default(false),
    /** Optional fundraising goal; null when the event has none. */
    goalCentavos: bigint('goal_centavos', { mode: 'number' }),
    /** Volunteer slots; null is unlimited. Sign-ups beyond it wait on the event's waitlist. */
    volunteerCapacity: integer('volunteer_capacity'),
    /** Set when the charity cancelled the event: it leaves the public lists and its page says so. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Why it was cancelled, as the organiser wrote it (optional); shown on its page and in the volunteers' email. */
    cancelReason: text('cancel_reason'),
    /** A relief drive: it has needs, drop-off points and pledges of goods (drive_* tables). */
    reliefDrive: boolean('relief_drive').notNull().default(false),
    /** An urgent drive: listed first on Home while open. Only a relief drive can be (events_urgent_drive). */
    urgent: boolean('urgent').notNull().default(false),
    /** What a drive accepts, shown up front ("No used clothing"); null without. */
    acceptanceRules: text('acceptance_rules'),
    /** Events are published on creation; the public sees no other status. */
    status: smallint('status').notNull().default(EVENT_STATUS_PUBLISHED),
    imageId: integer('image_id').references(() => images.id),
    /**
     * What its completed donations add up to and how many people gave them (each once, anonymous gifts too), kept
     * by the database with every change to a donation (migration 0028) so a list of events reads them from its rows.
     */
    raisedCentavos: bigint('raised_centavos', { mode: 'number' }).notNull().default(0),
    donorCount: integer('donor_count').notNull().default(0),
    /**
     * What was recorded outside Tabang for it and not voided (its offline gifts' amounts, goods counting nothing),
     * and how many of its records a report shows (offline gifts and distributions not voided, a published report):
     * kept by the database with every change to them (migration 0033), so a list of events reads them from its rows.
     */
    offlineCentavos: bigint('offline_centavos', { mode: 'number' }).notNull().default(0),
    records: integer('records').notNull().default(0),
    /**
     * How many people hold a slot and how many wait for one, kept by the database with every change to
     * event_volunteers (migration 0034), so a list of events reads them from its rows. The sign-up rules count
     * event_volunteers themselves, under their own locks.
     */
    volunteerCount: integer('volunteer_count').notNull().default(0),
    waitlistCount: integer('waitlist_count').notNull().default(0),
    /**
     * The solicitation permit (PD 1564) of an event that asks for money or goods: null type is none (an event added
     * before permits were asked for keeps taking donations without one). A DSWD or LGU permit has its number,
     * issuer and first and last day (Philippine dates); an exemption only its reason. Public, except the scan.
     */
    permitType: text('permit_type', { enum: PERMIT_TYPES }),
    permitNumber: text('permit_number'),
    permitIssuer: text('permit_issuer'),
    permitValidFrom: date('permit_valid_from', { mode: 'string' }),
    permitValidUntil: date('permit_valid_until', { mode: 'string' }),
    permitExemptReason: text('permit_exempt_reason'),
    /** A photo or scan of the permit, seen only by the charity's editors and admins (no public image route names it). */
    permitScanImageId: integer('permit_scan_image_id').references(() => images.id),
    /** When an admin checked the permit against its scan; null until then, and again after any change to it. */
    permitCheckedAt: timestamp('permit_checked_at', { withTimezone: true }),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    check(
      'events_permit_check',
      sql`${table.permitType} is null or ${oneOf(table.permitType, PERMIT_TYPES)}`,
    ),
    // A whole permit or none: an exemption with its reason, any other type with its number, issuer and dates in order.
    check(
      'events_permit_complete_check',
      sql`${table.permitType} is null or (${table.permitType} = 'exempt' and ${table.permitExemptReason} is not null) or (${table.permitType} <> 'exempt' and ${table.permitNumber} is not null and ${table.permitIssuer} is not null and ${table.permitValidFrom} <= ${table.permitValidUntil})`,
    ),
    check('events_end_after_start', sql`${table.endsAt} is null or ${table.endsAt} > ${table.startsAt}`),
    check('events_goal_check', sql`${table.goalCentavos} is null or ${table.goalCentavos} > 0`),
    check(
      'events_volunteer_capacity_check',
      sql`${table.volunteerCapacity} is null or ${table.volunteerCapacity} > 0`,
    ),
    check('events_urgent_drive', sql`not ${table.urgent} or ${table.reliefDrive}`),
    check('events_totals_check', sql`${table.raisedCentavos} >= 0 and ${table.donorCount} >= 0`),
    check('events_records_check', sql`${table.offlineCentavos} >= 0 and ${table.records} >= 0`),
    check('events_sign_ups_check', sql`${table.volunteerCount} >= 0 and ${table.waitlistCount} >= 0`),
    index('events_organization_idx').on(table.organizationId),
    // The upcoming list's order and keyset: (start, id) after the cursor.
    index('events_starts_at_id_idx').on(table.startsAt, table.id),
    // The events under way at a moment (started, not ended), which head the upcoming list: found without walking
    // every event that started before it (modules/events/service.ts, listEvents).
    index('events_under_way_idx').using(
      'gist',
      sql`tstzrange(${table.startsAt}, coalesce(${table.endsAt}, ${table.startsAt}))`,
    ),
    index('events_search_trgm_idx').using('gin', table.searchText.op('gin_trgm_ops')),
    // Home's banner of urgent drives, in the upcoming list's order: without it, every event ahead is read to find
    // the few (or none) that are urgent.
    index('events_urgent_idx').on(table.startsAt, table.id).where(sql`${table.urgent}`),
    // The admin page's permits awaiting a check.
    index('events_permit_unchecked_idx')
      .on(table.startsAt)
      .where(sql`${table.permitType} is not null and ${table.permitCheckedAt} is null`),
  ],
);

/** A relief drive's need: goods it asks for, in a unit, and how many (modules/drives). */
export const driveNeeds = pgTable(
  'drive_needs',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    item: text('item').notNull(),
    unit: text('unit').notNull(),
    quantityNeeded: integer('quantity_needed').notNull(),
    /** The organiser says there is enough: it takes no more pledges. */
    enough: boolean('enough').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    check('drive_needs_quantity_check', sql`${table.quantityNeeded} >= 1`),
    index('drive_needs_event_idx').on(table.eventId, table.id),
  ],
);

/** Where a relief drive takes goods. */
export const driveDropoffs = pgTable(
  'drive_dropoffs',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address').notNull(),
    barangay: text('barangay').notNull(),
    hours: text('hours').notNull(),
    contactName: text('contact_name').notNull(),
    contactNumber: text('contact_number').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('drive_dropoffs_event_idx').on(table.eventId, table.id)],
);

/**
 * A person's pledge of goods for one need, to be brought to a drop-off point on a day. `quantityReceived` is the
 * sum of its rows in drive_receipts, kept here in the same transaction so the desk and the counts read one row.
 */
export const drivePledges = pgTable(
  'drive_pledges',
  {
    id: serial('id').primaryKey(),
    /** The need's event, kept here so a code is unique within the drive. */
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    needId: integer('need_id')
      .notNull()
      .references(() => driveNeeds.id, { onDelete: 'cascade' }),
    dropoffId: integer('dropoff_id')
      .notNull()
      .references(() => driveDropoffs.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    quantityReceived: integer('quantity_received').notNull().default(0),
    /** The day the pledger means to bring it (Philippine time). */
    expectedOn: date('expected_on', { mode: 'string' }).notNull(),
    /** PLEDGE_CODE_LENGTH characters of PLEDGE_CODE_ALPHABET, unique within the drive; on the slip and its QR. */
    code: text('code').notNull(),
    status: text('status', { enum: PLEDGE_STATUSES }).notNull().default('pledged'),
    createdAt: createdAt(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [
    check('drive_pledges_status_check', oneOf(table.status, PLEDGE_STATUSES)),
    check(
      'drive_pledges_quantity_check',
      sql`${table.quantity} >= 1 and ${table.quantityReceived} between 0 and ${table.quantity}`,
    ),
    uniqueIndex('drive_pledges_code_unique').on(table.eventId, table.code),
    index('drive_pledges_need_idx').on(table.needId),
    index('drive_pledges_user_idx').on(table.userId, table.createdAt),
  ],
);

/**
 * Goods the drop-off desk recorded as arrived for a need: of a pledge (`pledgeId`) or walked in without one. The
 * only record of goods received on a drive, so each unit counts once; kept with who recorded it and when.
 */
export const driveReceipts = pgTable(
  'drive_receipts',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    needId: integer('need_id')
      .notNull()
      .references(() => driveNeeds.id, { onDelete: 'cascade' }),
    pledgeId: integer('pledge_id').references(() => drivePledges.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** The desk's note on walk-in goods; null without one. */
    note: text('note'),
    recordedByUserId: integer('recorded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('drive_receipts_quantity_check', sql`${table.quantity} >= 1`),
    index('drive_receipts_need_idx').on(table.needId),
    index('drive_receipts_pledge_idx').on(table.pledgeId),
  ],
);

/*
 * Where it went (decision 026): what a charity received outside Tabang, what it distributed, and the
 * publication of an event's report. Nothing here is ever deleted: a mistake is voided, keeping who voided it,
 * when and why, and a voided row counts nowhere. Who recorded or voided a row is kept as the account (a deleted
 * one reads "A former member").
 */

/**
 * Cash or goods a charity received outside Tabang, for one of its events or for the charity itself. Cash counts in
 * the `offlineAmount` of the charity and the event, never in the online totals or the leaderboard.
 */
export const offlineGifts = pgTable(
  'offline_gifts',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    eventId: integer('event_id').references(() => events.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: OFFLINE_GIFT_KINDS }).notNull(),
    /** Cash only. */
    amountCentavos: bigint('amount_centavos', { mode: 'number' }),
    /** Goods only: what, in what unit, how many. */
    item: text('item'),
    unit: text('unit'),
    quantity: integer('quantity'),
    /** The giver's name as the organiser wrote it, if at all: shown only to the charity's writers. */
    donorName: text('donor_name'),
    /** The day it was received (Philippine time). */
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    note: text('note'),
    recordedByUserId: integer('recorded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    voidedByUserId: integer('voided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidReason: text('void_reason'),
  },
  (table) => [
    check('offline_gifts_kind_check', oneOf(table.kind, OFFLINE_GIFT_KINDS)),
    // Cash has an amount and nothing of goods; goods have all three and no amount.
    check(
      'offline_gifts_kind_fields',
      sql`(${table.kind} = 'cash' and ${table.amountCentavos} between 1 and 100000000 and ${table.item} is null and ${table.unit} is null and ${table.quantity} is null) or (${table.kind} = 'goods' and ${table.amountCentavos} is null and ${table.item} is not null and ${table.unit} is not null and ${table.quantity} >= 1)`,
    ),
    check('offline_gifts_void_check', sql`(${table.voidedAt} is null) = (${table.voidReason} is null)`),
    // The writers' list (a charity's gifts, newest received first) and the charity's offline total.
    index('offline_gifts_organization_idx').on(table.organizationId, table.receivedOn, table.id),
    index('offline_gifts_event_idx').on(table.eventId, table.receivedOn, table.id),
  ],
);

/** What an event's charity gave out on one day in one barangay (its items and photos in the tables below). */
export const distributions = pgTable(
  'distributions',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    barangay: text('barangay').notNull(),
    distributedOn: date('distributed_on', { mode: 'string' }).notNull(),
    households: integer('households').notNull(),
    amountSpentCentavos: bigint('amount_spent_centavos', { mode: 'number' }),
    note: text('note'),
    /** When the organiser confirmed the people in its photos agreed to be photographed; null without photos. */
    photoConsentAt: timestamp('photo_consent_at', { withTimezone: true }),
    recordedByUserId: integer('recorded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    voidedByUserId: integer('voided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidReason: text('void_reason'),
  },
  (table) => [
    check('distributions_households_check', sql`${table.households} >= 0`),
    check(
      'distributions_spent_check',
      sql`${table.amountSpentCentavos} is null or ${table.amountSpentCentavos} >= 0`,
    ),
    check('distributions_void_check', sql`(${table.voidedAt} is null) = (${table.voidReason} is null)`),
    // An event's distributions, newest first (the public list's keyset).
    index('distributions_event_idx').on(table.eventId, table.distributedOn, table.id),
  ],
);

/** The goods of a distribution, in the order given; `needId` when they came from a relief drive's need. */
export const distributionItems = pgTable(
  'distribution_items',
  {
    distributionId: integer('distribution_id')
      .notNull()
      .references(() => distributions.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    needId: integer('need_id').references(() => driveNeeds.id, { onDelete: 'set null' }),
    /** The need's item and unit when it has one (as they were then), else as the organiser wrote them. */
    item: text('item').notNull(),
    unit: text('unit').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.distributionId, table.position] }),
    check('distribution_items_quantity_check', sql`${table.quantity} >= 1`),
  ],
);

/** A distribution's photos, in the order sent; public while the distribution is not voided. */
export const distributionPhotos = pgTable(
  'distribution_photos',
  {
    distributionId: integer('distribution_id')
      .notNull()
      .references(() => distributions.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    imageId: integer('image_id')
      .notNull()
      .references(() => images.id),
  },
  (table) => [
    primaryKey({ columns: [table.distributionId, table.position] }),
    uniqueIndex('distribution_photos_image_unique').on(table.imageId),
  ],
);

/** An event's report, once its charity published it as final (again: a later date). */
export const eventReports = pgTable('event_reports', {
  eventId: integer('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  publishedByUserId: integer('published_by_user_id').references(() => users.id, { onDelete: 'set null' }),
});

/** Who was emailed that an event's report was published: each person once, however often it is published. */
export const eventReportNotices = pgTable(
  'event_report_notices',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.userId] })],
);

export const eventCategories = pgTable(
  'event_categories',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.categoryId] })],
);

function engagementTable<T extends 'organization' | 'event'>(name: string, target: T) {
  return pgTable(
    name,
    {
      userId: integer('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      targetId: integer(target === 'organization' ? 'organization_id' : 'event_id')
        .notNull()
        .references(() => (target === 'organization' ? organizations.id : events.id), {
          onDelete: 'cascade',
        }),
      createdAt: createdAt(),
    },
    (table) => [
      primaryKey({ columns: [table.userId, table.targetId] }),
      index(`${name}_target_idx`).on(table.targetId),
    ],
  );
}

/** Likes and volunteer sign-ups: one row per (user, charity or event); the primary key stops duplicates. */
export const organizationLikes = engagementTable('organization_likes', 'organization');
export const eventLikes = engagementTable('event_likes', 'event');
export const organizationVolunteers = engagementTable('organization_volunteers', 'organization');

/**
 * Volunteer sign-ups for events: the engagement columns (user, event, created_at), plus where the person stands
 * (among the volunteers, or waitlisted in order of created_at), their personal check-in code for that event, and
 * their attendance.
 */
export const eventVolunteers = pgTable(
  'event_volunteers',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    status: text('status', { enum: VOLUNTEER_STATUSES }).notNull().default('volunteered'),
    /** 8 characters from 0-9A-F, unique within the event; shown to the volunteer as text and as a QR code. */
    checkInCode: text('check_in_code')
      .notNull()
      .default(sql`upper(substr(md5(random()::text || clock_timestamp()::text), 1, 8))`),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    checkedOutAt: timestamp('checked_out_at', { withTimezone: true }),
    /**
     * When the volunteer's reminder before the event was sent (enqueued: modules/volunteering/reminders.ts); null
     * until then. Set once, in the transaction that enqueues it, so nobody is reminded twice for a sign-up.
     */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /**
     * An organiser's correction of the hours (roster.ts, correctHours), which then stand instead of the check-in
     * times, with the note saying why and when it was made; all three null without one. Private to the roster: no
     * public read shows them, so they notify nothing (event_volunteers' update trigger names the columns that do).
     */
    hoursCorrected: numeric('hours_corrected', { precision: 5, scale: 2, mode: 'number' }),
    hoursNote: text('hours_note'),
    hoursCorrectedAt: timestamp('hours_corrected_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.targetId] }),
    index('event_volunteers_target_idx').on(table.targetId),
    check('event_volunteers_status_check', oneOf(table.status, VOLUNTEER_STATUSES)),
    uniqueIndex('event_volunteers_code_unique').on(table.targetId, table.checkInCode),
    // The waitlist's order, and the count of volunteers held against the event's slots.
    index('event_volunteers_status_idx').on(table.targetId, table.status, table.createdAt),
    check(
      'event_volunteers_checkout_after_checkin',
      sql`${table.checkedOutAt} is null or (${table.checkedInAt} is not null and ${table.checkedOutAt} >= ${table.checkedInAt})`,
    ),
    check(
      'event_volunteers_hours_corrected',
      sql`${table.hoursCorrected} is null or (${table.hoursCorrected} between 0 and ${sql.raw(String(VOLUNTEER_HOURS_MAX))} and ${table.hoursCorrectedAt} is not null)`,
    ),
  ],
);

export const donations = pgTable(
  'donations',
  {
    id: serial('id').primaryKey(),
    /** Unguessable public reference, also the gateway's external id. */
    reqId: text('req_id').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    eventId: integer('event_id').references(() => events.id),
    amountCentavos: bigint('amount_centavos', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('PHP'),
    description: text('description').notNull(),
    status: text('status', { enum: DONATION_STATUSES }).notNull().default('pending'),
    /** Given without the donor's name: counted in every total, never shown with the donor publicly. */
    anonymous: boolean('anonymous').notNull().default(false),
    /** `TB-<year>-<6 digits>`, assigned once in the transaction that completes the donation (receipt_counters). */
    receiptNumber: text('receipt_number').unique(),
    /** How the donor paid, as the gateway reported it at completion (e.g. GCASH), for the receipt. */
    paymentMethod: text('payment_method'),
    /** The method the donor chose in the dialog (its checkout offers only that one); null: the gateway's page asks. */
    method: text('method', { enum: PAYMENT_METHOD_IDS }),
    provider: text('provider').notNull(),
    /** The gateway's id for the checkout (Xendit invoice id, PayMongo checkout session id). */
    providerRef: text('provider_ref'),
    checkoutUrl: text('checkout_url'),
    /** A monthly plan's gift: the plan and the month (YYYY-MM, Philippine time) it is that plan's gift for. */
    recurringPlanId: integer('recurring_plan_id').references((): AnyPgColumn => recurringPlans.id),
    recurringPeriod: text('recurring_period'),
    /** Set when a payment arrived after the donation had expired or been cancelled. */
    needsReview: boolean('needs_review').notNull().default(false),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Given in memory or in honour of someone (decision 031): null, with the other tribute columns, when not. */
    tributeKind: text('tribute_kind', { enum: TRIBUTE_KINDS }),
    tributeName: text('tribute_name'),
    /** The family's address, for the one email sent when the gift completes; never shown anywhere. */
    tributeNotifyEmail: text('tribute_notify_email'),
    /** Whether that email says the amount. */
    tributeShowAmount: boolean('tribute_show_amount'),
  },
  (table) => [
    check('donations_amount_check', sql`${table.amountCentavos} between 100 and 100000000`),
    // A tribute is whole or absent; the account deletion clears all four together.
    check(
      'donations_tribute_check',
      sql`(${table.tributeKind} is null and ${table.tributeName} is null and ${table.tributeNotifyEmail} is null
            and ${table.tributeShowAmount} is null)
          or (${oneOf(table.tributeKind, TRIBUTE_KINDS)} and char_length(${table.tributeName}) between 1 and 100
            and ${table.tributeShowAmount} is not null)`,
    ),
    check('donations_status_check', oneOf(table.status, DONATION_STATUSES)),
    check(
      'donations_method_check',
      sql`${table.method} is null or ${oneOf(table.method, PAYMENT_METHOD_IDS)}`,
    ),
    // My giving's order and keyset: a donor's donations, newest first.
    index('donations_user_created_idx').on(table.userId, table.createdAt, table.id),
    // A charity's recent gifts: its completed donations, newest first.
    index('donations_organization_completed_idx')
      .on(table.organizationId, table.completedAt, table.id)
      .where(sql`${table.status} = 'completed'`),
    // Event totals (raisedAmount, donorCount) read completed donations by event.
    index('donations_event_completed_idx')
      .on(table.eventId, table.userId)
      .where(sql`${table.status} = 'completed'`),
    // A charity's donor count (every charity page asks for it) from the index alone, without reading each gift.
    index('donations_organization_donors_idx')
      .on(table.organizationId, table.userId)
      .where(sql`${table.status} = 'completed'`),
    // A charity's donations by id: its totals, and the CSV export's keyset batches.
    index('donations_organization_idx').on(table.organizationId, table.id),
    index('donations_status_created_idx').on(table.status, table.createdAt),
    // A plan's gifts: counted on My giving, and a month's paid or not.
    index('donations_recurring_plan_idx')
      .on(table.recurringPlanId, table.recurringPeriod)
      .where(sql`${table.recurringPlanId} is not null`),
    check(
      'donations_recurring_check',
      sql`(${table.recurringPlanId} is null) = (${table.recurringPeriod} is null)`,
    ),
  ],
);

/** Gateway events already applied; the primary key makes duplicate webhook deliveries no-ops. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventKey: text('event_key').notNull(),
    donationId: integer('donation_id').references(() => donations.id),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventKey] })],
);

/** Per-donor totals of completed donations, updated in the same transaction that completes a donation. */
export const donorTotals = pgTable(
  'donor_totals',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    totalCentavos: bigint('total_centavos', { mode: 'number' }).notNull().default(0),
    donationCount: integer('donation_count').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('donor_totals_total_idx').on(table.totalCentavos)],
);

/** Who has given to an event (a completed donation), once each: events.donor_count counts these rows (0028). */
export const eventDonors = pgTable(
  'event_donors',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.userId] })],
);

/** The last receipt number given in each year (Asia/Manila), advanced in the completion transaction. */
export const receiptCounters = pgTable('receipt_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/**
 * A volunteer's personal calendar feed (GET /api/get/my/calendar/{token}.ics). The token is the only secret of a
 * read-only feed and is shown again on the page, so it is kept as is; revoking replaces or deletes the row.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  createdAt: createdAt(),
});

/**
 * An update a charity posts, on itself or on one of its events (modules/updates), by its representative or an admin.
 * `emailedThroughUserId` is the fan-out's progress: supporters with an id up to it have had their email enqueued, so
 * a fan-out tried again carries on after them instead of writing to anyone twice (decision 025).
 */
export const updates = pgTable(
  'updates',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    eventId: integer('event_id').references(() => events.id, { onDelete: 'cascade' }),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    /** The poster confirmed that the people in its photos agreed (and no child is shown without a guardian's consent). */
    photoConsent: boolean('photo_consent').notNull().default(false),
    emailedThroughUserId: integer('emailed_through_user_id').notNull().default(0),
    createdAt: createdAt(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (table) => [
    check('updates_body_check', sql`char_length(${table.body}) between 1 and 5000`),
    // A charity's list (its events' updates included) and an event's list, newest first, keyset on (created_at, id).
    index('updates_organization_idx').on(table.organizationId, table.createdAt, table.id),
    index('updates_event_idx')
      .on(table.eventId, table.createdAt, table.id)
      .where(sql`${table.eventId} is not null`),
  ],
);

/** An update's photos, in the order they were sent (position 1 to UPDATE_PHOTOS_MAX). */
export const updatePhotos = pgTable(
  'update_photos',
  {
    updateId: integer('update_id')
      .notNull()
      .references(() => updates.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    imageId: integer('image_id')
      .notNull()
      .references(() => images.id),
  },
  (table) => [
    primaryKey({ columns: [table.updateId, table.position] }),
    uniqueIndex('update_photos_image_unique').on(table.imageId),
  ],
);

/**
 * What a person chose to receive by email (the Notifications page); no row means every topic is on. Texts are
 * `users.sms_opt_in`, beside the number they go to.
 */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  charityUpdates: boolean('charity_updates').notNull().default(true),
  volunteerReminders: boolean('volunteer_reminders').notNull().default(true),
  monthlyGiving: boolean('monthly_giving').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Secrets the servers share, made once by the first server that needs one (random bytes from Node's crypto): the key
 * that signs unsubscribe links. Kept in the database so every server of a fleet signs alike and a restart keeps
 * every link already emailed working.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * A donor's tax details for Certificates of Donation: TIN, registered name and address, sealed together with
 * AES-256-GCM (lib/sealed.ts, TAX_DETAILS_KEY), as the TIN is sensitive personal information. One row a person,
 * deleted with the account.
 */
export const taxDetails = pgTable('tax_details', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sealed: text('sealed').notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The last certificate number each charity gave in each year (Asia/Manila), advanced when one is first asked for. */
export const certificateCounters = pgTable(
  'certificate_counters',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.year] })],
);

/** A gift's Certificate of Donation number, given once (the first time the donor asks) and never reused. */
export const donationCertificates = pgTable(
  'donation_certificates',
  {
    donationId: integer('donation_id')
      .primaryKey()
      .references(() => donations.id),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    year: integer('year').notNull(),
    number: integer('number').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('donation_certificates_number_unique').on(table.organizationId, table.year, table.number),
  ],
);

/**
 * A monthly plan (decision 030): the same gift to a charity (or one of its events) every month. `anchorDay` is the
 * day of the month of the first gift (Philippine date), each month's due day (the month's last day when shorter).
 * An `auto` plan is charged with `savedMethodRef`, the gateway's token for the method saved at the first gift;
 * without one yet, its month is reminded instead.
 */
export const recurringPlans = pgTable(
  'recurring_plans',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    eventId: integer('event_id').references(() => events.id),
    amountCentavos: bigint('amount_centavos', { mode: 'number' }).notNull(),
    method: text('method', { enum: PAYMENT_METHOD_IDS }).notNull(),
    anonymous: boolean('anonymous').notNull().default(false),
    mode: text('mode', { enum: RECURRING_MODES }).notNull(),
    status: text('status', { enum: RECURRING_STATUSES }).notNull().default('active'),
    provider: text('provider').notNull(),
    savedMethodRef: text('saved_method_ref'),
    anchorDay: smallint('anchor_day').notNull(),
    /** The next month's due day (Philippine date); the schedule moves it on as it takes each month. */
    nextDueOn: date('next_due_on', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [
    check('recurring_plans_amount_check', sql`${table.amountCentavos} between 100 and 100000000`),
    check('recurring_plans_method_check', oneOf(table.method, PAYMENT_METHOD_IDS)),
    check('recurring_plans_mode_check', oneOf(table.mode, RECURRING_MODES)),
    check('recurring_plans_status_check', oneOf(table.status, RECURRING_STATUSES)),
    check('recurring_plans_anchor_check', sql`${table.anchorDay} between 1 and 31`),
    index('recurring_plans_user_idx').on(table.userId, table.id),
    // The schedule's look for what is due.
    index('recurring_plans_due_idx').on(table.nextDueOn).where(sql`${table.status} = 'active'`),
    // A charity's monthly donors (its reports).
    index('recurring_plans_organization_idx').on(table.organizationId).where(sql`${table.status} = 'active'`),
  ],
);

/**
 * One month of a plan, taken once: the row is written (unique on plan and month) in the transaction that enqueues
 * the month's reminder or its charge, so a schedule run twice, or by two servers, never makes a second one.
 * `state`: `reminded` (pay link sent; `reminders` counts them), `charging` (a charge is enqueued or running;
 * `attempts` counts them), `retry` (the first charge failed; tried again on `retryOn`), `paid`, `failed` (the retry
 * failed too: the plan was paused), `skipped` (the charity could not take gifts that month).
 */
export const recurringCycles = pgTable(
  'recurring_cycles',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => recurringPlans.id),
    period: text('period').notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    state: text('state', { enum: RECURRING_CYCLE_STATES }).notNull(),
    reminders: smallint('reminders').notNull().default(0),
    attempts: smallint('attempts').notNull().default(0),
    retryOn: date('retry_on', { mode: 'string' }),
    /** The month's latest charge (auto). */
    donationId: integer('donation_id').references(() => donations.id),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('recurring_cycles_plan_period_unique').on(table.planId, table.period),
    check('recurring_cycles_state_check', oneOf(table.state, RECURRING_CYCLE_STATES)),
    check('recurring_cycles_period_check', sql`${table.period} ~ '^[0-9]{4}-[0-9]{2}$'`),
    index('recurring_cycles_open_idx')
      .on(table.state, table.dueOn)
      .where(sql`${table.state} in ('reminded', 'retry')`),
  ],
);
