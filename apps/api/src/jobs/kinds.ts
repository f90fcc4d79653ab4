import type { JobKind } from '@tabang/shared';

/** Why an email was sent: the admin page's words for a failed one (`admin.jobs.about.*`). */
export type EmailPurpose = 'passwordReset' | 'waitlistPromotion' | 'eventCancelled';

/**
 * An email job's data. A message rendered when it was enqueued (in its reader's language), or a receipt, which
 * holds only the donation: its text and PDF are made when it is sent, from the donation as it is then, so the
 * payload stays small and a donor who deleted their account in between is not written to.
 */
export type EmailJob =
  | { purpose: EmailPurpose; to: string; subject: string; text: string; event?: string }
  | { purpose: 'receipt'; donationId: number };

/** The data each kind of job carries. The scheduled kinds carry none: they do whatever is due when they run. */
export type JobData = {
  email: EmailJob;
  'reconcile-donations': Record<string, never>;
  housekeeping: Record<string, never>;
};

/** A running job, as its handler sees it. */
export type RunningJob = { id: string; kind: JobKind; tries: number; lastTry: boolean };

export type JobHandlers = { [K in JobKind]: (data: JobData[K], job: RunningJob) => Promise<unknown> };
