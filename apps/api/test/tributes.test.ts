import { randomBytes } from 'node:crypto';
import { type FailedJob, t as message, textIn } from '@tabang/shared';
import { ceb } from '@tabang/shared/messages/ceb';
import { eq, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donations } from '../src/db/schema';
import { inLanguage } from '../src/i18n';
import { tributeText } from '../src/modules/donations/tributes';
import { buildSandboxWebhook, SANDBOX_SIGNATURE_HEADER } from '../src/payments/sandbox';
import { createEvent, createOrganization } from './factories';
import { decodeQuotedPrintable, startSmtpServer } from './fakes/smtp';
import { createTestApp, createUser, jobsOf, loginAs, type TestApp } from './helpers';

// Tributes (decision 031): a gift in memory or in honour of someone, on the receipt and My giving, and the family's
// one email when the gift completes. On PGlite by default; on PostgreSQL with TEST_DATABASE_URL.
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let h: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  h = await createTestApp({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await h.close();
  await smtp.close();
});

type Headers = Record<string, string>;
async function signedIn(fields: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(h.db, fields);
  const { headers } = await loginAs(h.db, user);
  return { user, headers };
}
const unique = () => randomBytes(4).toString('hex');

const create = (headers: Headers, payload: Record<string, unknown>) =>
  h.app.inject({ method: 'POST', url: '/api/post/donation/create', headers, payload });

async function startGift(headers: Headers, payload: Record<string, unknown>) {
  const response = await create(headers, { amount: 1250, description: 'x', ...payload });
  expect(response.statusCode, response.body).toBe(200);
  const reqId = (response.json() as { req_id: string }).req_id;
  const [row] = await h.db.select().from(donations).where(eq(donations.reqId, reqId));
  return row!;
}

/** A signed sandbox webhook saying the donation was paid, delivered to the webhook route. */
async function deliverPaid(row: { reqId: string; amountCentavos: number; currency: string }) {
  const { body, signature } = buildSandboxWebhook(
    h.app.config.payments.sandboxWebhookSecret,
    'pay',
    row,
    'gcash',
  );
  const response = await h.app.inject({
    method: 'POST',
    url: '/api/webhooks/sandbox',
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
    payload: body,
  });
  expect(response.statusCode).toBe(200);
}

/** The tribute jobs of one donation. */
const tributeJobs = async (donationId: number) =>
  (await jobsOf(h.db, 'email')).filter(
    (job) => job.data.purpose === 'tribute' && job.data.donationId === donationId,
  );

/** The emails the fake SMTP server accepted for an address, as readable UTF-8 text. */
const mailTo = (address: string) =>
  smtp.messages
    .map((raw) => Buffer.from(decodeQuotedPrintable(raw), 'latin1').toString('utf8'))
    .filter((mail) => mail.includes(`To: ${address}`));

/** A text of the family's email in a language, filled in. */
const emailText = (
  language: 'en' | 'ceb',
  pick: Parameters<typeof tributeText>[0],
  values: Record<string, string> = {},
) => inLanguage(language, () => tributeText(pick, values));

async function pdfText(pdf: Buffer) {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  return text.replace(/-\n/g, '-').replace(/\s+/g, ' ');
}

describe('a tribute on a donation', () => {
  it('is refused with a 400 naming the problem when it is not whole, and nothing is stored', async () => {
    const { user, headers } = await signedIn();
    const charity = await createOrganization(h.db);
    const base = { amount: 100, organizationID: charity.id };
    for (const [tribute, text] of [
      [{ kind: 'remembrance', name: 'Lola Rosa' }, message('tributes.validation.kind')],
      [{ name: 'Lola Rosa' }, message('tributes.validation.kind')],
      [{ kind: 'memory', name: '' }, message('tributes.validation.nameRequired')],
      [{ kind: 'memory', name: '   ' }, message('tributes.validation.nameRequired')],
      [{ kind: 'memory' }, message('tributes.validation.nameRequired')],
      [{ kind: 'honour', name: 'x'.repeat(101) }, message('tributes.validation.nameTooLong', { max: 100 })],
      [{ kind: 'honour', name: 'Lolo\u0000Ben' }, message('tributes.validation.nameRequired')],
      [
        { kind: 'honour', name: 'Lolo Ben', notifyEmail: 'not an email' },
        message('tributes.validation.email'),
      ],
      [{ kind: 'honour', name: 'Lolo Ben', notifyEmail: 42 }, message('tributes.validation.email')],
      [{ kind: 'honour', name: 'Lolo Ben', showAmount: 'yes' }, message('tributes.validation.showAmount')],
    ] as const) {
      const refused = await create(headers, { ...base, tribute });
      expect(refused.statusCode, JSON.stringify(tribute)).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'validation_failed' });
      expect(refused.json().message, JSON.stringify(tribute)).toContain(text);
    }
    expect(await h.db.select().from(donations).where(eq(donations.userId, user.userID))).toEqual([]);
  });

  it('is stored trimmed, printed on the receipt (PDF and email) and shown in My giving', async () => {
    const { user, headers } = await signedIn({ firstName: 'Maria', lastName: 'Santos' });
    const charity = await createOrganization(h.db);
    const name = `Lola Rosa ${unique()}`;
    const row = await startGift(headers, {
      organizationID: charity.id,
      tribute: { kind: 'memory', name: `  ${name}  ` },
    });
    expect(row).toMatchObject({
      tributeKind: 'memory',
      tributeName: name,
      tributeNotifyEmail: null,
      tributeShowAmount: false,
    });
    await deliverPaid(row);
    await h.app.jobs.runDue();
    const [done] = await h.db.select().from(donations).where(eq(donations.id, row.id));

    const pdf = await h.app.inject({
      method: 'GET',
      url: `/api/get/donations/${encodeURIComponent(row.reqId)}/receipt.pdf`,
      headers,
    });
    expect(pdf.statusCode).toBe(200);
    expect(await pdfText(pdf.rawPayload)).toContain(`In memory of ${name}`);
    const receiptMail = mailTo(user.email).find((mail) => mail.includes(done!.receiptNumber!));
    expect(receiptMail).toContain(`In memory of ${name}`);

    const mine = await h.app.inject({ method: 'GET', url: '/api/get/my/donations', headers });
    expect(mine.json()[0]).toMatchObject({ req_id: row.reqId, tribute: { kind: 'memory', name } });
    // Without a family address, no tribute email is ever enqueued.
    expect(await tributeJobs(row.id)).toEqual([]);
  });

  it('prints in the language of the receipt: "In honour of" in Cebuano for a Cebuano request', async () => {
    const { headers } = await signedIn();
    const charity = await createOrganization(h.db);
    const row = await startGift(headers, {
      organizationID: charity.id,
      tribute: { kind: 'honour', name: 'Nanay Lita' },
    });
    await deliverPaid(row);
    const pdf = await h.app.inject({
      method: 'GET',
      url: `/api/get/donations/${encodeURIComponent(row.reqId)}/receipt.pdf`,
      headers: { ...headers, cookie: 'lang=ceb' },
    });
    expect(await pdfText(pdf.rawPayload)).toContain(
      textIn(ceb, 'tributes.line.honour', { name: 'Nanay Lita' }),
    );
  });
});

describe("the family's email", () => {
  it('is enqueued once with the completion, even when the webhook comes twice, and leaves the amount out', async () => {
    const { headers } = await signedIn({ firstName: 'Jose', lastName: 'Rizal' });
    const charity = await createOrganization(h.db);
    const event = await createEvent(h.db, charity.id);
    const family = `family-${unique()}@example.com`;
    const row = await startGift(headers, {
      amount: 777,
      organizationID: charity.id,
      eventID: event.id,
      tribute: { kind: 'memory', name: 'Lola Rosa', notifyEmail: `  ${family.toUpperCase()} ` },
    });
    expect(row.tributeNotifyEmail).toBe(family);
    // Nothing before the gift completes.
    expect(await tributeJobs(row.id)).toEqual([]);
    await deliverPaid(row);
    await deliverPaid(row);
    expect(await tributeJobs(row.id)).toHaveLength(1);
    await h.app.jobs.runDue();
    const mails = mailTo(family);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail).toContain(
      `Subject: ${emailText('en', (x) => x.emailSubject.memory, { name: 'Lola Rosa' })}`,
    );
    expect(mail).toContain(
      emailText('en', (x) => x.emailBody.memory, {
        donor: 'Jose Rizal',
        recipient: emailText('en', (x) => x.forEvent, { event: event.name, charity: charity.name }),
        name: 'Lola Rosa',
      }).replace(/\n/g, '\r\n'),
    );
    expect(mail).not.toContain('777');
    // The normal footer, and no unsubscribe header: it is not a marketing email.
    expect(mail).toContain('/profile/notifications');
    expect(mail).not.toContain('List-Unsubscribe');
  });

  it('says the amount when the donor chose, in the donor language, and "Someone" for an anonymous gift', async () => {
    const { headers } = await signedIn({ firstName: 'Ana', lastName: 'Reyes', language: 'ceb' });
    const charity = await createOrganization(h.db);
    const family = `family-${unique()}@example.com`;
    const row = await startGift(headers, {
      amount: 1500,
      organizationID: charity.id,
      anonymous: true,
      tribute: { kind: 'honour', name: 'Tatay Ben', notifyEmail: family, showAmount: true },
    });
    await deliverPaid(row);
    await h.app.jobs.runDue();
    const [mail] = mailTo(family);
    expect(mail).toContain(
      `Subject: ${emailText('ceb', (x) => x.emailSubject.honour, { name: 'Tatay Ben' })}`,
    );
    expect(mail).toContain(
      emailText('ceb', (x) => x.emailBody.honour, {
        donor: emailText('ceb', (x) => x.someone),
        recipient: charity.name,
        name: 'Tatay Ben',
      }).replace(/\n/g, '\r\n'),
    );
    expect(mail).not.toContain('Ana Reyes');
    expect(mail).toContain(emailText('ceb', (x) => x.emailAmount, { amount: '₱1,500.00' }));
  });

  it('is not sent when the donor deleted the account before it went out, and the deletion clears the tribute', async () => {
    const person = await signedIn({ firstName: 'Luz', lastName: 'Cruz' });
    const charity = await createOrganization(h.db);
    const family = `family-${unique()}@example.com`;
    const name = `Lolo ${unique()}`;
    const row = await startGift(person.headers, {
      organizationID: charity.id,
      tribute: { kind: 'memory', name, notifyEmail: family, showAmount: true },
    });
    await deliverPaid(row);
    expect(await tributeJobs(row.id)).toHaveLength(1);

    // The data download holds the tribute and the family's address.
    const data = await h.app.inject({ method: 'GET', url: '/api/get/my/data', headers: person.headers });
    expect(data.json().donations).toEqual([
      expect.objectContaining({
        reference: row.reqId,
        tributeKind: 'memory',
        tributeName: name,
        tributeNotifyEmail: family,
        tributeShowAmount: true,
      }),
    ]);

    const deleted = await h.app.inject({
      method: 'POST',
      url: '/api/post/my/delete',
      headers: person.headers,
      payload: { password: person.user.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const [after] = await h.db.select().from(donations).where(eq(donations.id, row.id));
    expect(after).toMatchObject({
      status: 'completed',
      tributeKind: null,
      tributeName: null,
      tributeNotifyEmail: null,
      tributeShowAmount: null,
    });
    await h.app.jobs.runDue();
    expect(mailTo(family)).toEqual([]);
  });

  it('reads on the admin page, when it failed, as a tribute notice with its receipt number and a masked address', async () => {
    const { headers } = await signedIn();
    const admin = await signedIn({ role: 'admin' });
    const charity = await createOrganization(h.db);
    const family = `fam${unique()}@example.org`;
    const row = await startGift(headers, {
      organizationID: charity.id,
      tribute: { kind: 'honour', name: 'Lolo Ben', notifyEmail: family },
    });
    await deliverPaid(row);
    const [job] = await tributeJobs(row.id);
    // As the queue leaves a job whose every try failed.
    await h.db.execute(
      sql`update pgboss.job set state = 'failed', completed_on = now() where id = ${job!.id}::uuid`,
    );
    const listed = await h.app.inject({
      method: 'GET',
      url: '/api/admin/jobs?state=failed',
      headers: admin.headers,
    });
    const [done] = await h.db.select().from(donations).where(eq(donations.id, row.id));
    expect((listed.json() as FailedJob[]).find((item) => item.id === job!.id)).toMatchObject({
      kind: 'email',
      about: message('admin.jobs.about.tribute', { number: done!.receiptNumber!, to: 'f…@example.org' }),
    });
  });
});

/** Resolves once the deletion's transaction has begun writing (or the deletion has answered). */
async function transactionUnderWay(deleting: Promise<unknown>) {
  let answered = false;
  void deleting.finally(() => {
    answered = true;
  });
  while (!answered) {
    const { rows } = (await h.db.execute(
      sql`select count(*)::int as running from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and state <> 'idle'
            and query ~ 'from "donations" where .* for update|update "users" set'`,
    )) as unknown as { rows: { running: number }[] };
    if (Number(rows[0]!.running) > 0) return;
  }
}

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))(
  'a deletion and the payment of a gift with a tribute at once (PostgreSQL only)',
  () => {
    it('both finish, in either order, the tribute is gone and the family is not written to', async () => {
      const charity = await createOrganization(h.db);
      for (let round = 0; round < 8; round += 1) {
        const person = await signedIn();
        const family = `race-${round}-${unique()}@example.com`;
        const row = await startGift(person.headers, {
          organizationID: charity.id,
          tribute: { kind: 'memory', name: `Lola ${round}`, notifyEmail: family },
        });
        const deleting = h.app.inject({
          method: 'POST',
          url: '/api/post/my/delete',
          headers: person.headers,
          payload: { password: person.user.password },
        });
        // The payment arrives while the deletion's transaction is running (after the password check).
        await transactionUnderWay(deleting);
        const [deleted, paid] = await Promise.all([
          deleting,
          h.app.inject({
            method: 'POST',
            url: `/sandbox/checkout/${encodeURIComponent(row.reqId)}/pay`,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: 'method=gcash',
          }),
        ]);
        expect(deleted.statusCode, `round ${round}: ${deleted.body}`).toBe(200);
        expect(paid.statusCode, `round ${round}: ${paid.body}`).toBeLessThan(400);
        const [after] = await h.db.select().from(donations).where(eq(donations.id, row.id));
        expect(after, `round ${round}`).toMatchObject({
          status: 'completed',
          tributeName: null,
          tributeNotifyEmail: null,
        });
        await h.app.jobs.runDue();
        expect(mailTo(family), `round ${round}`).toEqual([]);
      }
    });
  },
);
