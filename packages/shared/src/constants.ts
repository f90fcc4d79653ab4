// Business constants and limits, defined once for the web app and the server.

export const PRODUCT_NAME = 'Tabang';

export const REQUEST_TIMEOUT_MS = 15_000;
/**
 * On the answer to a write, when the server did it (ms since the epoch); the web app sends it back on its reads
 * for a moment after, and a public answer kept in memory is then given only once that server has heard of every
 * change up to that time: whoever writes sees the write on the next read.
 */
export const WRITTEN_AT_HEADER = 'x-tabang-written';
/** How long the web app sends it back: by then every server's kept answers show the write anyway (decision 010). */
export const WRITTEN_AT_READS_MS = 2_000;
export const TOKEN_STORAGE_KEY = 'authToken';

export const CURRENCY = 'PHP';
export const LEADERBOARD_DECIMALS = 0;
export const DASHBOARD_DECIMALS = 2;

export const LEADERBOARD_PODIUM_SIZE = 3;
export const HOME_CHARITY_COUNT = 3;
export const DASHBOARD_TOP_CHARITY_COUNT = 3;
export const DASHBOARD_RECENT_DONATION_COUNT = 3;

export const TRUNCATE_CHARITY_NAME = 35;
export const TRUNCATE_CHARITY_DESCRIPTION = 70;
export const TRUNCATE_RECENT_DONATION_CHARITY_NAME = 20;

/** Screen widths (px) that choose the event card truncation lengths: over 600, 400 to 600, under 400. */
export const WIDE_SCREEN_MIN_EXCLUSIVE = 600;
export const NARROW_SCREEN_MAX_EXCLUSIVE = 400;
export const TRUNCATE_EVENT_DESCRIPTION = { wide: 70, medium: 50, narrow: 35 } as const;
export const TRUNCATE_EVENT_LOCATION = { wide: 50, medium: 30, narrow: 20 } as const;

export const DONATION_MIN = 1;
export const DONATION_STEP = 0.01;
/** Upper bound of one donation in pesos: the e-wallet channels' own ceiling is ₱100,000 per payment, we cap requests at ₱1,000,000. */
export const DONATION_MAX = 1_000_000;
/** Upper bound of an event's fundraising goal in pesos (events.goal_centavos holds it in centavos). */
export const EVENT_GOAL_MAX = 100_000_000;
/** Upper bound of an event's volunteer slots (events.volunteer_capacity; null is unlimited). */
export const VOLUNTEER_CAPACITY_MAX = 10_000;
/** The longest reason an organiser may give when cancelling an event (events.cancel_reason), after trimming. */
export const CANCEL_REASON_MAX = 300;
/**
 * The solicitation permits an event that asks the public for money or goods carries (PD 1564): a DSWD field office's
 * (one region), the DSWD Secretary's (more than one region), a city or municipality's (a drive inside it), or an
 * exemption (barangay projects, religious institutions), with its reason.
 */
export const PERMIT_TYPES = ['dswd-regional', 'dswd-national', 'lgu', 'exempt'] as const;
export type PermitType = (typeof PERMIT_TYPES)[number];
/** The longest permit issuer ("DSWD Field Office XI", "Davao City Government") and exemption reason, after trimming. */
export const PERMIT_ISSUER_MAX = 120;
export const PERMIT_EXEMPT_REASON_MAX = 300;
export const QUICK_AMOUNTS = [100, 250, 500, 1000] as const;

export const PAYMENT_POLL_MS = 3_000;
export const PAYMENT_SUCCESS_REDIRECT_MS = 5_000;
export const DONATION_MODAL_CLOSE_MS = 2_000;
export const ADD_CHARITY_MODAL_CLOSE_MS = 2_000;
export const REGISTRATION_REDIRECT_MS = 1_500;
export const DASHBOARD_CLOCK_REFRESH_MS = 60_000;

export const TOAST_SUCCESS_MS = 2_000;
export const TOAST_ERROR_MS = 4_000;
export const TOAST_POSITION = 'top-center';
/**
 * How long a toast with an Undo stays (after leaving an event): long enough to read it and reach the button, and
 * held for as long as the pointer is on it or the focus in it.
 */
export const UNDO_TOAST_MS = 10_000;

/** The digits a contact number keeps (a Philippine number: 09XXXXXXXXX or a landline with its area code), once normalised (`nationalPhoneNumber`). */
export const CONTACT_NUMBER_MAX = 11;
/** What a contact number field takes as typed, with spaces, dashes and +63: "+63 (917) 123-4567" is 18. */
export const CONTACT_NUMBER_TYPED_MAX = 20;

/** Ten card colours for the dashboard; one is picked at random per card. */
export const DASHBOARD_CARD_COLOURS = [
  '#0f766e',
  '#1d4ed8',
  '#7c3aed',
  '#be185d',
  '#b45309',
  '#15803d',
  '#0369a1',
  '#9333ea',
  '#c2410c',
  '#4d7c0f',
] as const;

export const ORGANIZATION_TYPES = ['non-profit', 'community', 'educational', 'other'] as const;

export const DONATION_STATUSES = ['pending', 'completed', 'failed', 'cancelled', 'expired'] as const;
export type DonationStatus = (typeof DONATION_STATUSES)[number];

/** The status of a published event, the only one the public sees (events are published when added). */
export const EVENT_STATUS_PUBLISHED = 0;

/** Where a person stands on an event: among its volunteers, or waiting for a slot (in order of signing up). */
export const VOLUNTEER_STATUSES = ['volunteered', 'waitlisted'] as const;
export type VolunteerStatus = (typeof VOLUNTEER_STATUSES)[number];

/**
 * Why a roster (its screen, its CSV, a check-in's answer) carries volunteers' names without their email and phone
 * number: those go only to the representative of a verified charity that is not suspended, and to admins.
 */
export const CONTACTS_HIDDEN_REASONS = ['charity_unverified', 'charity_suspended'] as const;
export type ContactsHiddenReason = (typeof CONTACTS_HIDDEN_REASONS)[number];

export const USER_ROLES = ['user', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** A request body other than an upload (JSON, a form post) is at most 1 MB. */
export const JSON_BODY_MAX_BYTES = 1024 * 1024;

/** Uploads: JPEG, PNG or WebP, at most 5 MB and 24 megapixels (a few bytes can claim a huge picture). */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MAX_PIXELS = 24_000_000;
/** How long a client is asked to wait (Retry-After, seconds) when the server is busy with other uploads. */
export const UPLOAD_BUSY_RETRY_SECONDS = 10;
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Paged lists: `limit` is 1 to LIST_PAGE_MAX; the web app asks for LIST_PAGE_SIZE items a page. */
export const LIST_PAGE_MAX = 100;
export const LIST_PAGE_SIZE = 24;
/** My giving's page size, also the server's when the request has no `limit` (a personal list is never unbounded). */
export const MY_DONATIONS_PAGE_SIZE = 20;
/** A charity's list of gifts on its reports page: gifts a page. */
export const ORGANIZATION_GIFTS_PAGE_SIZE = 20;
/** The admin page's failed jobs, a page at a time. */
export const ADMIN_JOBS_PAGE_SIZE = 20;
/**
 * The kinds of work done after the answer, one job queue each (apps/api/src/jobs): every email and text message, the
 * reconciliation of pending donations with the gateway, housekeeping (expired sessions, reset links, old login
 * failures), and the volunteers' reminders before their events.
 */
export const JOB_KINDS = [
  'email',
  'sms',
  'reconcile-donations',
  'housekeeping',
  'volunteer-reminders',
  'update-emails',
  'monthly-giving',
  'monthly-charge',
] as const;
export type JobKind = (typeof JOB_KINDS)[number];
/** Davao's time zone: "this year" of a giving total, and every date shown, are Philippine time. */
export const PH_TIME_ZONE = 'Asia/Manila';
/** The longest search text (`q`) a list accepts, after trimming. */
export const SEARCH_QUERY_MAX = 100;
/** The Events page's date filter (`date`): today, this weekend (Saturday and Sunday) or this month, in Philippine time. */
export const EVENT_DATE_FILTERS = ['today', 'weekend', 'month'] as const;
export type EventDateFilter = (typeof EVENT_DATE_FILTERS)[number];
/** The widths of the smaller copies made of each upload; an image URL's `?w=` takes one of them. */
export const IMAGE_VARIANT_WIDTHS = [320, 640, 1280] as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

/** A volunteer's check-in code: this many characters from 0-9A-F (event_volunteers.check_in_code). */
export const CHECK_IN_CODE_LENGTH = 8;
/** Check-in and check-out open this long before an event starts... */
export const CHECK_IN_OPENS_HOURS_BEFORE = 2;
/** ...and close this long after it ends (after its start when it has no end), for late check-outs. */
export const CHECK_IN_CLOSES_HOURS_AFTER = 12;

/** Relief drives: the acceptance rules shown up front, at most this many characters. */
export const ACCEPTANCE_RULES_MAX = 1000;
/** A drive's need: what is needed ("Rice") and in what unit ("sacks of 25 kg"), and at most how many. */
export const NEED_ITEM_MAX = 120;
export const NEED_UNIT_MAX = 30;
export const NEED_QUANTITY_MAX = 1_000_000;
/** A drop-off point's texts. */
export const DROPOFF_NAME_MAX = 120;
export const DROPOFF_ADDRESS_MAX = 300;
export const DROPOFF_BARANGAY_MAX = 100;
export const DROPOFF_HOURS_MAX = 200;
export const DROPOFF_CONTACT_NAME_MAX = 120;
/** The desk's note on walk-in goods (who brought them, their state). */
export const GOODS_NOTE_MAX = 200;
/**
 * A pledge's status: `pledged` (nothing has arrived yet), `partly-received` (some arrived), `received` (all of it
 * arrived), `cancelled` (by the pledger, before anything arrived, or when their account was deleted).
 */
export const PLEDGE_STATUSES = ['pledged', 'partly-received', 'received', 'cancelled'] as const;
export type PledgeStatus = (typeof PLEDGE_STATUSES)[number];
/**
 * A pledge slip's code: this many characters from PLEDGE_CODE_ALPHABET, unique within the drive. The alphabet has
 * no 0/O or 1/I, so a code read aloud or copied from a crumpled slip is not mistaken for another.
 */
export const PLEDGE_CODE_LENGTH = 6;
export const PLEDGE_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** Updates from charities: a post's text is at most this many characters, with at most this many photos. */
export const UPDATE_BODY_MAX = 5000;
export const UPDATE_PHOTOS_MAX = 4;
/** The multipart file fields of a new update's photos, in the order they are shown. */
export const UPDATE_PHOTO_FIELDS = ['photo1', 'photo2', 'photo3', 'photo4'] as const;
/** A charity's or event's updates, a page at a time (the server's page size when the request has no `limit`). */
export const UPDATES_PAGE_SIZE = 5;

/**
 * The emails a person may turn off (Notifications, `/profile/notifications`), each also the topic of an unsubscribe
 * link: updates from charities they support, volunteer reminders, and monthly-giving reminders (stored now, sent
 * once monthly giving exists). Everything else Tabang emails (receipts, password resets, pledge slips, waitlist
 * places, cancellations) is always sent. All are on until the person turns them off.
 */
export const EMAIL_TOPICS = ['charityUpdates', 'volunteerReminders', 'monthlyGiving'] as const;
export type EmailTopic = (typeof EMAIL_TOPICS)[number];
/**
 * Where it went: gifts received outside Tabang (cash or goods), what the charity distributed, and the
 * event's report. A gift or distribution is never deleted: a mistake is voided, with who, when and why.
 */
export const OFFLINE_GIFT_KINDS = ['cash', 'goods'] as const;
export type OfflineGiftKind = (typeof OFFLINE_GIFT_KINDS)[number];
export const RECORD_STATUSES = ['recorded', 'voided'] as const;
export type RecordStatus = (typeof RECORD_STATUSES)[number];
/** Cash received outside Tabang, in pesos, at most this much in one record (the most one online gift may be). */
export const OFFLINE_CASH_MAX = 1_000_000;
/** The giver's name as the organiser wrote it (shown only to the charity), and the record's note. */
export const OFFLINE_DONOR_NAME_MAX = 120;
export const OFFLINE_NOTE_MAX = 500;
/** Why a gift or distribution was voided. */
export const VOID_REASON_MAX = 300;
export const DISTRIBUTION_BARANGAY_MAX = 120;
/** A distribution lists 1 to this many items. */
export const DISTRIBUTION_ITEMS_MAX = 30;
export const DISTRIBUTION_NOTE_MAX = 1000;
/** Photos of a distribution, each through the same checks as a charity's images. */
export const DISTRIBUTION_PHOTOS_MAX = 4;
export const DISTRIBUTION_HOUSEHOLDS_MAX = 1_000_000;
/** Pesos spent on one distribution, at most. */
export const DISTRIBUTION_SPENT_MAX = 100_000_000;
