/**
 * What every column of the schema holds, for the Data Privacy Act's rights of access and erasure. Every table and
 * column of schema.ts is here (a test walks the schema and fails on one that is missing or gone):
 *
 * - `exported`: personal data, in the data download (GET /api/get/my/data); deleting the account erases or
 *   anonymises it (the row is deleted, or the value replaced by a neutral one).
 * - `exported, kept`: in the download, and kept by the deletion: the donations the charities' books need, and the
 *   anonymised account row's own id and dates. docs/privacy.md names each and says why.
 * - `not exported`: personal, left out of the download for the reason docs/privacy.md gives (a secret's hash, the
 *   login throttle's counts); the deletion erases it.
 * - `not exported, kept`: the same, kept by the deletion (docs/privacy.md says why).
 * - `not personal`: nothing about a person (a charity's or event's own details, images, counters, the gateway's
 *   bookkeeping).
 */
export type ColumnKind =
  | 'exported'
  | 'exported, kept'
  | 'not exported'
  | 'not exported, kept'
  | 'not personal';

export const PERSONAL_DATA = {
  users: {
    id: 'exported, kept',
    first_name: 'exported',
    last_name: 'exported',
    username: 'exported',
    email: 'exported',
    contact_number: 'exported',
    password_hash: 'not exported',
    dob: 'exported',
    location: 'exported',
    interested_in: 'exported',
    role: 'exported',
    language: 'exported',
    sms_opt_in: 'exported',
    created_at: 'exported, kept',
    deleted_at: 'not exported, kept',
  },
  sessions: {
    token_hash: 'not exported',
    user_id: 'exported',
    persistent: 'exported',
    created_at: 'exported',
    last_seen_at: 'exported',
    expires_at: 'exported',
  },
  password_resets: {
    token_hash: 'not exported',
    user_id: 'exported',
    expires_at: 'exported',
    used_at: 'exported',
    created_at: 'exported',
  },
  login_failures: { id: 'not personal', key: 'not exported', at: 'not exported' },
  images: {
    id: 'not personal',
    storage_key: 'not personal',
    content_type: 'not personal',
    width: 'not personal',
    height: 'not personal',
    byte_size: 'not personal',
    etag: 'not personal',
    created_at: 'not personal',
  },
  image_variants: {
    image_id: 'not personal',
    width: 'not personal',
    height: 'not personal',
    storage_key: 'not personal',
    byte_size: 'not personal',
    etag: 'not personal',
  },
  categories: { id: 'not personal', name: 'not personal' },
  organizations: {
    id: 'not personal',
    name: 'not personal',
    abbreviation: 'not personal',
    description: 'not personal',
    address: 'not personal',
    phone_number: 'not personal',
    email: 'not personal',
    representative_name: 'exported',
    representative_contact_number: 'exported',
    representative_user_id: 'exported',
    facebook_link: 'not personal',
    instagram_link: 'not personal',
    website_link: 'not personal',
    type: 'not personal',
    logo_image_id: 'not personal',
    feature_image_id: 'not personal',
    total_donation_centavos: 'not personal',
    verified: 'not personal',
    verified_at: 'not personal',
    suspended: 'not personal',
    sec_registration_number: 'not personal',
    dswd_registration_number: 'not personal',
    dswd_valid_until: 'not personal',
    registration_checked_at: 'not personal',
    // The charity's own TIN and donee status.
    tin: 'not personal',
    bir_registration_number: 'not personal',
    bir_registration_valid_until: 'not personal',
    pcnc_accreditation_number: 'not personal',
    pcnc_valid_until: 'not personal',
    deductibility: 'not personal',
    donee_checked_at: 'not personal',
    verified_identity: 'not exported',
    created_at: 'not personal',
  },
  organization_categories: { organization_id: 'not personal', category_id: 'not personal' },
  events: {
    id: 'not personal',
    organization_id: 'not personal',
    name: 'not personal',
    description: 'not personal',
    location: 'not personal',
    starts_at: 'not personal',
    ends_at: 'not personal',
    who_can_join: 'not personal',
    donations_after_end: 'not personal',
    goal_centavos: 'not personal',
    volunteer_capacity: 'not personal',
    cancelled_at: 'not personal',
    cancel_reason: 'not personal',
    relief_drive: 'not personal',
    urgent: 'not personal',
    acceptance_rules: 'not personal',
    status: 'not personal',
    image_id: 'not personal',
    // A charity's permit for a drive; its scan is an official document of the charity, not of a person.
    permit_type: 'not personal',
    permit_number: 'not personal',
    permit_issuer: 'not personal',
    permit_valid_from: 'not personal',
    permit_valid_until: 'not personal',
    permit_exempt_reason: 'not personal',
    permit_scan_image_id: 'not personal',
    permit_checked_at: 'not personal',
    created_by_user_id: 'exported',
    created_at: 'not personal',
  },
  event_categories: { event_id: 'not personal', category_id: 'not personal' },
  organization_likes: { user_id: 'exported', organization_id: 'exported', created_at: 'exported' },
  event_likes: { user_id: 'exported', event_id: 'exported', created_at: 'exported' },
  organization_volunteers: { user_id: 'exported', organization_id: 'exported', created_at: 'exported' },
  drive_needs: {
    id: 'not personal',
    event_id: 'not personal',
    item: 'not personal',
    unit: 'not personal',
    quantity_needed: 'not personal',
    enough: 'not personal',
    created_at: 'not personal',
  },
  // A drop-off point's contact is the organiser's published contact for the public, as a charity's phone is.
  drive_dropoffs: {
    id: 'not personal',
    event_id: 'not personal',
    name: 'not personal',
    address: 'not personal',
    barangay: 'not personal',
    hours: 'not personal',
    contact_name: 'not personal',
    contact_number: 'not personal',
    created_at: 'not personal',
  },
  // Kept on deletion: the drive's goods counts rest on them; the row names only the anonymised account.
  drive_pledges: {
    id: 'exported, kept',
    event_id: 'exported, kept',
    need_id: 'exported, kept',
    dropoff_id: 'exported, kept',
    user_id: 'exported, kept',
    quantity: 'exported, kept',
    quantity_received: 'exported, kept',
    expected_on: 'exported, kept',
    code: 'exported, kept',
    status: 'exported, kept',
    created_at: 'exported, kept',
    cancelled_at: 'not exported, kept',
  },
  // What arrived at the desk, and which organiser recorded it (their own work, not data about them).
  drive_receipts: {
    id: 'not personal',
    event_id: 'not personal',
    need_id: 'not personal',
    pledge_id: 'not personal',
    quantity: 'not personal',
    note: 'not personal',
    recorded_by_user_id: 'not exported, kept',
    recorded_at: 'not personal',
  },
  // Where it went (decision 026): the charity's records of what it received and gave out. Who recorded, voided or
  // published one is the organiser's own work for the charity, kept as its record (a deleted account reads "A former
  // member"). A giver's name on an offline gift is someone without an account, written by the charity for itself.
  offline_gifts: {
    id: 'not personal',
    organization_id: 'not personal',
    event_id: 'not personal',
    kind: 'not personal',
    amount_centavos: 'not personal',
    item: 'not personal',
    unit: 'not personal',
    quantity: 'not personal',
    donor_name: 'not personal',
    received_on: 'not personal',
    note: 'not personal',
    recorded_by_user_id: 'not exported, kept',
    recorded_at: 'not personal',
    voided_by_user_id: 'not exported, kept',
    voided_at: 'not personal',
    void_reason: 'not personal',
  },
  distributions: {
    id: 'not personal',
    event_id: 'not personal',
    barangay: 'not personal',
    distributed_on: 'not personal',
    households: 'not personal',
    amount_spent_centavos: 'not personal',
    note: 'not personal',
    photo_consent_at: 'not personal',
    recorded_by_user_id: 'not exported, kept',
    recorded_at: 'not personal',
    voided_by_user_id: 'not exported, kept',
    voided_at: 'not personal',
    void_reason: 'not personal',
  },
  distribution_items: {
    distribution_id: 'not personal',
    position: 'not personal',
    need_id: 'not personal',
    item: 'not personal',
    unit: 'not personal',
    quantity: 'not personal',
  },
  distribution_photos: {
    distribution_id: 'not personal',
    position: 'not personal',
    image_id: 'not personal',
  },
  event_reports: {
    event_id: 'not personal',
    published_at: 'not personal',
    published_by_user_id: 'not exported, kept',
  },
  // That this person was emailed an event's report, so publishing it again does not write to them twice.
  event_report_notices: { event_id: 'not exported', user_id: 'not exported', sent_at: 'not exported' },
  event_volunteers: {
    user_id: 'exported',
    event_id: 'exported',
    created_at: 'exported',
    status: 'exported',
    check_in_code: 'exported',
    checked_in_at: 'exported',
    checked_out_at: 'exported',
    reminded_at: 'exported',
    hours_corrected: 'exported',
    hours_note: 'exported',
    hours_corrected_at: 'exported',
  },
  donations: {
    id: 'not personal',
    req_id: 'exported, kept',
    user_id: 'exported, kept',
    organization_id: 'exported, kept',
    event_id: 'exported, kept',
    amount_centavos: 'exported, kept',
    currency: 'exported, kept',
    description: 'exported, kept',
    status: 'exported, kept',
    anonymous: 'exported, kept',
    receipt_number: 'exported, kept',
    payment_method: 'exported, kept',
    method: 'exported, kept',
    provider: 'exported, kept',
    provider_ref: 'not exported, kept',
    checkout_url: 'exported, kept',
    needs_review: 'not personal',
    last_checked_at: 'not personal',
    expires_at: 'exported, kept',
    completed_at: 'exported, kept',
    created_at: 'exported, kept',
    updated_at: 'exported, kept',
    // Whom the gift honours and the family's address (decision 031): the donor's words about others, not the
    // charity's books; the deletion clears them.
    tribute_kind: 'exported',
    tribute_name: 'exported',
    tribute_notify_email: 'exported',
    tribute_show_amount: 'exported',
  },
  payment_events: {
    provider: 'not personal',
    event_key: 'not personal',
    donation_id: 'not personal',
    received_at: 'not personal',
  },
  donor_totals: {
    user_id: 'exported',
    total_centavos: 'exported',
    donation_count: 'exported',
    updated_at: 'exported',
  },
  receipt_counters: { year: 'not personal', last_number: 'not personal' },
  calendar_feeds: { user_id: 'exported', token: 'exported', created_at: 'exported' },
  updates: {
    id: 'not personal',
    organization_id: 'not personal',
    event_id: 'not personal',
    // Who of the charity posted it: in the download, and cleared by the deletion; the post stays the charity's.
    author_user_id: 'exported',
    body: 'not personal',
    photo_consent: 'not personal',
    emailed_through_user_id: 'not personal',
    created_at: 'not personal',
    edited_at: 'not personal',
  },
  update_photos: { update_id: 'not personal', position: 'not personal', image_id: 'not personal' },
  notification_preferences: {
    user_id: 'exported',
    charity_updates: 'exported',
    volunteer_reminders: 'exported',
    monthly_giving: 'exported',
    updated_at: 'exported',
  },
  app_secrets: { name: 'not personal', value: 'not personal', created_at: 'not personal' },
  // The TIN, registered name and address, sealed: the download holds them opened (docs/privacy.md).
  tax_details: {
    user_id: 'exported',
    sealed: 'not exported',
    created_at: 'exported',
    updated_at: 'exported',
  },
  // Each charity's register of the certificate numbers it gave; whose gift it was is the donation's.
  certificate_counters: {
    organization_id: 'not personal',
    year: 'not personal',
    last_number: 'not personal',
  },
  donation_certificates: {
    donation_id: 'not personal',
    organization_id: 'not personal',
    year: 'not personal',
    number: 'not personal',
    issued_at: 'not personal',
  },
} as const satisfies Record<string, Record<string, ColumnKind>>;

/** Every column of a job row (pgboss.job; pgboss.archive has these and `archived_on`). */
const JOB_COLUMNS = {
  id: 'not personal',
  name: 'not personal',
  priority: 'not personal',
  // An email's address, the name and text written to it (a reset link too); a receipt names only its donation. A
  // text's number and text, and the account it is for.
  data: 'not exported',
  state: 'not personal',
  retry_limit: 'not personal',
  retry_count: 'not personal',
  retry_delay: 'not personal',
  retry_backoff: 'not personal',
  start_after: 'not personal',
  started_on: 'not personal',
  singleton_key: 'not personal',
  singleton_on: 'not personal',
  expire_in: 'not personal',
  created_on: 'not personal',
  completed_on: 'not personal',
  keep_until: 'not personal',
  // The last error, which a mail server may word with the address.
  output: 'not exported',
  dead_letter: 'not personal',
  policy: 'not personal',
} as const satisfies Record<string, ColumnKind>;

/**
 * The job queue's tables, pg-boss's own in the `pgboss` schema (created by migration 0012, not in schema.ts), in the
 * same terms: a test compares them with the database. Jobs are kept for a while (docs/privacy.md); the account
 * deletion removes every email and text job addressed to the person.
 */
export const JOB_QUEUE_DATA = {
  version: {
    version: 'not personal',
    maintained_on: 'not personal',
    cron_on: 'not personal',
    monitored_on: 'not personal',
  },
  queue: {
    name: 'not personal',
    policy: 'not personal',
    retry_limit: 'not personal',
    retry_delay: 'not personal',
    retry_backoff: 'not personal',
    expire_seconds: 'not personal',
    retention_minutes: 'not personal',
    dead_letter: 'not personal',
    partition_name: 'not personal',
    created_on: 'not personal',
    updated_on: 'not personal',
  },
  schedule: {
    name: 'not personal',
    cron: 'not personal',
    timezone: 'not personal',
    data: 'not personal',
    options: 'not personal',
    created_on: 'not personal',
    updated_on: 'not personal',
  },
  subscription: {
    event: 'not personal',
    name: 'not personal',
    created_on: 'not personal',
    updated_on: 'not personal',
  },
  job: JOB_COLUMNS,
  archive: { ...JOB_COLUMNS, archived_on: 'not personal' },
} as const satisfies Record<string, Record<string, ColumnKind>>;

export const isPersonal = (kind: ColumnKind) => kind !== 'not personal';
export const isExported = (kind: ColumnKind) => kind.startsWith('exported');
export const isKept = (kind: ColumnKind) => kind.endsWith(', kept');
