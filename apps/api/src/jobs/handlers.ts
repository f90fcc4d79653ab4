import type { Language } from '@tabang/shared';
import type { FastifyInstance } from 'fastify';
import { deleteExpiredSessions } from '../lib/sessions';
import { deleteOldLoginFailures } from '../modules/auth/rate-limit';
import { deleteExpiredPasswordResets } from '../modules/auth/service';
import { reconcilePendingDonations } from '../modules/donations/reconcile';
import { tributeEmail } from '../modules/donations/tributes';
import { receiptEmail } from '../modules/giving/receipt';
import { mailExtras, TOPIC_OF_PURPOSE } from '../modules/notifications/service';
import { chargeMonth, monthlyStartedEmail, runMonthlyGiving } from '../modules/recurring/schedule';
import { sendText } from '../modules/texts/service';
import { enqueueUpdateEmails, updateExists } from '../modules/updates/emails';
import { sendDueReminders } from '../modules/volunteering/reminders';
import type { JobHandlers } from './kinds';

/**
 * An email job's Message-ID: the same for every try of that job, so a send repeated after a worker died mid-send
 * reads as one message (mail clients and many servers drop the copy).
 */
export const jobMessageId = (jobId: string, publicUrl: string) => `<${jobId}@${new URL(publicUrl).hostname}>`;

/** What each kind of job does; each calls services, as a route would. */
export function jobHandlers(app: FastifyInstance): JobHandlers {
  return {
    async email(data, job) {
      const message = !('donationId' in data)
        ? data
        : data.purpose === 'receipt'
          ? await receiptEmail(app.db, data.donationId)
          : data.purpose === 'tribute'
            ? await tributeEmail(app.db, data.donationId)
            : await monthlyStartedEmail(
                { payments: app.payments, publicUrl: app.config.publicUrl },
                data.donationId,
              );
      // An email about a donation whose donor deleted their account since (or whose plan was cancelled since):
      // there is nobody to write to, or nothing to say.
      if (!message) return;
      // An update deleted since it was posted: its emails are not sent.
      if (
        'updateId' in message &&
        message.updateId !== undefined &&
        !(await updateExists(app.db, message.updateId))
      )
        return;
      const { to, subject, text } = message;
      // Every email links to the Notifications page; one the reader turned off since it was enqueued is not sent.
      const extras = await mailExtras(app.db, app.config.publicUrl, {
        to,
        userId: 'userId' in message ? message.userId : undefined,
        topic: TOPIC_OF_PURPOSE[data.purpose],
        // A tribute notice's footer in the language of its text (the donor's), as its reader may have no account.
        language: 'language' in message ? (message.language as Language) : undefined,
      });
      if (!extras) return;
      const attachments = 'attachments' in message ? message.attachments : undefined;
      await app.mailer.send({
        to,
        subject,
        text: `${text}${extras.footer}`,
        attachments,
        headers: extras.headers,
        messageId: jobMessageId(job.id, app.config.publicUrl),
      });
    },
    sms: (data, job) =>
      sendText({ db: app.db, jobs: app.jobs, texts: app.texts, now: app.now, log: app.log }, data, job.id),
    'reconcile-donations': () => reconcilePendingDonations(app.payments, app.now()),
    async housekeeping() {
      const now = new Date(app.now());
      await deleteExpiredSessions(app.db, now);
      await deleteExpiredPasswordResets(app.db, now);
      await deleteOldLoginFailures(app.db, app.config.login.windowMs, now);
    },
    'volunteer-reminders': () =>
      sendDueReminders({ db: app.db, jobs: app.jobs, config: app.config, now: app.now }),
    'update-emails': ({ updateId }) =>
      enqueueUpdateEmails({ db: app.db, jobs: app.jobs, config: app.config }, updateId),
    'monthly-giving': () => runMonthlyGiving({ payments: app.payments, publicUrl: app.config.publicUrl }),
    'monthly-charge': ({ donationId }) =>
      chargeMonth({ payments: app.payments, publicUrl: app.config.publicUrl }, donationId),
  };
}
