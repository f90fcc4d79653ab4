import type { JobKind } from '@tabang/shared';

/** Why an email was sent: the admin page's words for a failed one (`admin.jobs.about.*`). */
export type EmailPurpose =
  | 'passwordReset'
  | 'waitlistPromotion'
  | 'eventCancelled'
  | 'volunteerReminder'
  | 'pledgeSlip'
  | 'charityUpdate'
  | 'reportPublished'
  | 'monthlyReminder'
  | 'monthlyNotice';

/** Why a text message was sent: the admin page's words for a failed one (`admin.jobs.about.texts.*`). */
export type TextPurpose = 'volunteerReminder' | 'monthlyReminder';

/**
 * An email job's data. A message rendered when it was enqueued (in its reader's language), or a receipt or tribute
 * notice, which holds only the donation: its text and PDF are made when it is sent, from the donation as it is then, so the
 * payload stays small and a donor who deleted their account in between is not written to.
 */
export type EmailJob =
  | {
      purpose: EmailPurpose;
      to: string;
      subject: string;
      text: string;
      event?: string;
      /**
       * The account it is for. An email a person may turn off (notifications/service.ts, TOPIC_OF_PURPOSE) names
       * it, so the send checks their choice as it is then and signs their unsubscribe link.
       */
      userId?: number;
      /** A charity's update it is about: not sent once the update was deleted. */
      updateId?: number;
    }
  | { purpose: DonationEmailPurpose; donationId: number };

/**
 * The emails about a completed donation, which hold only its id: the donor's receipt, the tribute notice to the
 * family the donor named (decision 031), and the start of a monthly plan (its first completed gift, decision 030).
 */
export type DonationEmailPurpose = 'receipt' | 'tribute' | 'monthlyStarted';

/**
 * A text message job's data: rendered when enqueued, in its reader's language, to a number in the gateway's form
 * (`639XXXXXXXXX`). `userId`, when the text is for an account, makes the send check first that the person still
 * wants texts at that number (they may have opted out, changed it or deleted the account since). Texts that are
 * not `transactional` go out only in the day's hours, and none goes at or after `notAfter` (ISO 8601).
 */
export type TextJob = {
  purpose: TextPurpose;
  to: string;
  text: string;
  userId?: number;
  event?: string;
  transactional?: boolean;
  notAfter?: string;
};

/** The data each kind of job carries. The scheduled kinds carry none: they do whatever is due when they run. */
export type JobData = {
  email: EmailJob;
  sms: TextJob;
  'reconcile-donations': Record<string, never>;
  housekeeping: Record<string, never>;
  'volunteer-reminders': Record<string, never>;
  /** Enqueues the emails about a new update to its charity's or event's supporters (modules/updates/emails.ts). */
  'update-emails': { updateId: number };
  'monthly-giving': Record<string, never>;
  /** Charges a monthly plan's month, a pending donation made for it (modules/recurring/schedule.ts). */
  'monthly-charge': { donationId: number };
};

/** A running job, as its handler sees it. */
export type RunningJob = { id: string; kind: JobKind; tries: number; lastTry: boolean };

export type JobHandlers = { [K in JobKind]: (data: JobData[K], job: RunningJob) => Promise<unknown> };
