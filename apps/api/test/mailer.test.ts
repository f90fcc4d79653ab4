import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServiceAway } from '../src/errors';
import { createMailer } from '../src/modules/mail/mailer';
import { startSmtpServer } from './fakes/smtp';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp?.close());

describe('an attachment', () => {
  it('is made only when the mail server takes the message: never while it is away', async () => {
    const mailer = createMailer({ smtpUrl: smtp.url, from: 'Tabang <no-reply@tabang.ph>', log: console });
    let made = 0;
    const message = {
      to: 'rosa@example.ph',
      subject: 'Your receipt',
      text: 'Attached.',
      attachments: [
        {
          filename: 'receipt.pdf',
          contentType: 'application/pdf',
          content: async () => {
            made += 1;
            return Buffer.from('%PDF-1.4 a receipt');
          },
        },
      ],
    };

    smtp.down();
    try {
      await expect(mailer.send(message)).rejects.toBeInstanceOf(ServiceAway);
    } finally {
      smtp.up();
    }
    expect(made).toBe(0);

    const received = smtp.next();
    await mailer.send(message);
    expect(made).toBe(1);
    const mail = await received;
    expect(mail).toContain('filename=receipt.pdf');
    expect(mail).toContain(Buffer.from('%PDF-1.4 a receipt').toString('base64'));
  });
});
