import { formatPeso, type Language, type MessageKey, textIn, toPesos } from '@tabang/shared';
import { ceb } from '@tabang/shared/messages/ceb';
import { fil } from '@tabang/shared/messages/fil';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { donations, users } from '../src/db/schema';
import { catalogueOf, inLanguage, t, waitText } from '../src/i18n';
import { buildSandboxWebhook, SANDBOX_SIGNATURE_HEADER } from '../src/payments/sandbox';
import { escapeHtml } from '../src/payments/sandbox-page';
import { createDonation, createOrganization } from './factories';
import { startSmtpServer } from './fakes/smtp';
import { changesHeard, createTestApp, createUser, loginAs, type TestApp } from './helpers';

// Expected texts come from the catalogues, never written out here, so these tests hold for any translation.
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let h: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  h = await createTestApp({ smtpUrl: smtp.url, publicUrl: 'https://tabang.example' }, { DEMO_SEED: '0' });
});
afterAll(async () => {
  await h.close();
  await smtp.close();
});

const text = (language: Language, key: MessageKey, values?: Record<string, string | number>) =>
  textIn(catalogueOf(language), key, values);
/** A mail as read: quoted-printable undone (its bytes read as UTF-8), one kind of line break. */
const readable = (mail: string) =>
  mail
    .replace(/=\r\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (bytes) => Buffer.from(bytes.replaceAll('=', ''), 'hex').toString('utf8'))
    .replace(/\r\n/g, '\n');

const forgot = (email: string, headers: Record<string, string> = {}) =>
  h.app.inject({ method: 'POST', url: '/auth/forgot-password', payload: { email }, headers });

describe('the language of an answer', () => {
  it('answers a failed body check in Cebuano to Accept-Language: ceb', async () => {
    const response = await forgot('not an email', { 'accept-language': 'ceb' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: text('ceb', 'auth.validation.emailInvalid'),
      code: 'validation_failed',
    });
    expect(text('ceb', 'auth.validation.emailInvalid')).not.toBe(text('en', 'auth.validation.emailInvalid'));
  });

  it.each([
    ['ceb-PH, en;q=0.5', {}, 'ceb'],
    ['tl-PH', {}, 'fil'],
    ['fil', {}, 'fil'],
    ['de-DE, fr;q=0.8', {}, 'en'],
    ['', {}, 'en'],
    ['de, ceb;q=0.2, fil;q=0.7', {}, 'fil'],
    // The cookie (the reader's own choice) beats the browser's list.
    ['ceb', { cookie: 'lang=fil' }, 'fil'],
    ['ceb', { cookie: 'other=1; lang=en' }, 'en'],
    // A cookie naming no language we speak is ignored.
    ['ceb', { cookie: 'lang=xx' }, 'ceb'],
  ] as const)('Accept-Language %j with %j answers in %s', async (header, extra, language) => {
    const response = await forgot('not an email', {
      ...(header ? { 'accept-language': header } : {}),
      ...extra,
    });
    expect(response.json()).toEqual({
      message: text(language, 'auth.validation.emailInvalid'),
      code: 'validation_failed',
    });
  });

  it('answers a malformed JSON body, a service error after database work and an unknown route in Cebuano', async () => {
    const headers = { 'accept-language': 'ceb' };
    const json = await h.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ message: text('ceb', 'errors.invalidJson'), code: 'invalid_json' });

    // Thrown after the user lookup and the password hash: awaits on the database and on argon2.
    const user = await createUser(h.db);
    const login = await h.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers,
      payload: { email: user.email, password: 'not the password at all' },
    });
    expect(login.statusCode).toBe(401);
    expect(login.json()).toEqual({
      message: text('ceb', 'auth.login.invalidCredentials'),
      code: 'invalid_credentials',
    });

    const missing = await h.app.inject({ method: 'GET', url: '/api/no/such/route', headers });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: text('ceb', 'errors.routeNotFound'), code: 'not_found' });
  });

  it('keeps each of many simultaneous requests in its own language', async () => {
    const languages = Array.from({ length: 30 }, (_, i) => (['en', 'fil', 'ceb'] as const)[i % 3]!);
    const answers = await Promise.all(
      languages.map((language) => forgot('nope', { 'accept-language': language }).then((r) => r.json())),
    );
    for (const [i, answer] of answers.entries())
      expect(answer).toEqual({
        message: text(languages[i]!, 'auth.validation.emailInvalid'),
        code: 'validation_failed',
      });
  });

  it('speaks English outside a request, and another language inside inLanguage', async () => {
    expect(t('errors.notFound')).toBe(text('en', 'errors.notFound'));
    const inside = await inLanguage('fil', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      return t('errors.notFound');
    });
    expect(inside).toBe(textIn(fil, 'errors.notFound'));
  });
});

describe('POST /api/post/my/language', () => {
  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    h.app.inject({ method: 'POST', url: '/api/post/my/language', payload: payload as object, headers });

  it('is a 401 signed out and a 400 for a language we do not speak', async () => {
    const signedOut = await post({ language: 'ceb' });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({ message: text('en', 'errors.unauthorized'), code: 'unauthorized' });
    const { headers } = await loginAs(h.db, await createUser(h.db));
    expect((await post({ language: 'de' }, headers)).statusCode).toBe(400);
    expect((await post({}, headers)).statusCode).toBe(400);
  });

  it('saves the language, answers in it, and login and /auth/authenticated return it', async () => {
    const user = await createUser(h.db);
    const { headers } = await loginAs(h.db, user);
    const before = await h.app.inject({ method: 'GET', url: '/auth/authenticated', headers });
    expect(before.json().user.language).toBeNull();

    const response = await post({ language: 'ceb' }, headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: textIn(ceb, 'account.language.saved') });
    const [row] = await h.db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.id, user.userID));
    expect(row!.language).toBe('ceb');

    const after = await h.app.inject({ method: 'GET', url: '/auth/authenticated', headers });
    expect(after.json().user).toMatchObject({ userID: user.userID, language: 'ceb' });
    const login = await h.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ userID: user.userID, language: 'ceb' });
  });
});

describe('sign-up', () => {
  it("stores the request's language as the new account's", async () => {
    const email = `wika.${Date.now()}@example.ph`;
    const response = await h.app.inject({
      method: 'POST',
      url: '/auth/register',
      headers: { 'accept-language': 'tl-PH,tl;q=0.9,en;q=0.8' },
      payload: {
        firstName: 'Ligaya',
        lastName: 'Reyes',
        email,
        contactNumber: '09171234567',
        password: 'mangga at saging',
        confirmPassword: 'mangga at saging',
        dob: '1990-06-15',
        location: 'Davao City',
        interestedIn: 'Education',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message).toBe(textIn(fil, 'auth.register.created'));
    const [row] = await h.db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.id, response.json().userID));
    expect(row!.language).toBe('fil');
  });
});

describe('emails', () => {
  it("sends the password reset in the request's language", async () => {
    const user = await createUser(h.db, { firstName: 'Rosa', language: 'en' });
    const response = await forgot(user.email, { cookie: 'lang=fil' });
    expect(response.json()).toEqual({ message: textIn(fil, 'auth.forgot.sent') });
    // Rendered when enqueued, in the request's language; sent later, in none.
    await h.app.jobs.runDue();
    const body = readable(smtp.messages.find((mail) => mail.includes(`To: ${user.email}`))!);
    const greeting = textIn(fil, 'auth.forgot.emailBody', { name: 'Rosa', link: '\u0000' }).split(
      '\u0000',
    )[0]!;
    expect(body).toContain(greeting.trim());
  });

  it("emails a Cebuano donor's receipt, PDF included, in Cebuano though the webhook asked in English", async () => {
    const donor = await createUser(h.db, { firstName: 'Dodong', language: 'ceb' });
    const charity = await createOrganization(h.db, { name: 'Davao Bayanihan' });
    const row = await createDonation(h.db, {
      userId: donor.userID,
      organizationId: charity.id,
      amountCentavos: 50_000,
    });
    const { body, signature } = buildSandboxWebhook(
      h.app.config.payments.sandboxWebhookSecret,
      'pay',
      row,
      'gcash',
    );
    const webhook = await h.app.inject({
      method: 'POST',
      url: '/api/webhooks/sandbox',
      headers: {
        'content-type': 'application/json',
        'accept-language': 'en',
        [SANDBOX_SIGNATURE_HEADER]: signature,
      },
      payload: body,
    });
    expect(webhook.statusCode).toBe(200);
    const sentTo = () => smtp.messages.filter((mail) => mail.includes(`To: ${donor.email}`));
    await h.app.jobs.runDue();
    expect(sentTo()).toHaveLength(1);
    const [done] = await h.db.select().from(donations).where(eq(donations.id, row.id));
    const number = done!.receiptNumber!;
    const mail = sentTo()[0]!;
    expect(readable(mail)).toContain(
      textIn(ceb, 'receipts.emailBody', {
        name: 'Dodong',
        amount: formatPeso(toPesos(50_000), 2),
        charity: 'Davao Bayanihan',
        number,
      }).trim(),
    );
    const part = /Content-Type: application\/pdf[\s\S]*?\r\n\r\n([A-Za-z0-9+/=\r\n]+)/.exec(mail);
    const pdf = Buffer.from(part![1]!.replace(/\r\n/g, ''), 'base64');
    const { text: pdfText } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), {
      mergePages: true,
    });
    const flat = pdfText.replace(/\s+/g, ' ');
    expect(flat).toContain(textIn(ceb, 'receipts.date').replace(/\s+/g, ' '));
    expect(flat).toContain(number);
  });
});

describe('pages', () => {
  it('shows the sandbox checkout in Filipino with lang="fil"', async () => {
    const donor = await createUser(h.db);
    const charity = await createOrganization(h.db);
    const row = await createDonation(h.db, { userId: donor.userID, organizationId: charity.id });
    const page = await h.app.inject({
      method: 'GET',
      url: `/sandbox/checkout/${row.reqId}`,
      headers: { 'accept-language': 'fil-PH' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="fil">');
    expect(page.body).toContain(escapeHtml(textIn(fil, 'payment.sandbox.pay')));
  });
});

describe('values inside sentences', () => {
  it('writes a wait in the current language, rounded up', () => {
    const wait = (language: Language, ms: number) => inLanguage(language, () => waitText(ms));
    expect(wait('en', 1000)).toBe('1 second');
    expect(wait('en', 12_500)).toBe('13 seconds');
    expect(wait('en', 59_990)).toBe('1 minute');
    expect(wait('en', 15 * 60_000)).toBe('15 minutes');
    expect(wait('ceb', 12_500)).toBe(text('ceb', 'common.wait.seconds_other', { count: 13 }));
    expect(wait('ceb', 59_990)).toBe(text('ceb', 'common.wait.minutes_one', { count: 1 }));
    expect(wait('fil', 15 * 60_000)).toBe(text('fil', 'common.wait.minutes_other', { count: 15 }));
    expect(wait('ceb', 59_990)).not.toMatch(/minute/);
  });

  it("says a pending donation's status in Filipino when its receipt is asked for", async () => {
    const donor = await createUser(h.db);
    const charity = await createOrganization(h.db);
    const row = await createDonation(h.db, { userId: donor.userID, organizationId: charity.id });
    const response = await h.app.inject({
      method: 'GET',
      url: `/api/get/donations/${row.reqId}/receipt.pdf`,
      headers: { ...(await loginAs(h.db, donor)).headers, 'accept-language': 'fil' },
    });
    expect(response.statusCode).toBe(409);
    const status = text('fil', 'payment.statusInSentence.pending');
    expect(response.json()).toEqual({
      message: text('fil', 'receipts.notCompleted', { status }),
      code: 'conflict',
    });
    expect(response.json().message).not.toMatch(/pending/);
  });

  it.each([
    ['failed', 'ceb'],
    ['cancelled', 'fil'],
  ] as const)("says a %s test payment's status in the page's language (%s)", async (status, language) => {
    const donor = await createUser(h.db);
    const charity = await createOrganization(h.db);
    const row = await createDonation(h.db, { userId: donor.userID, organizationId: charity.id, status });
    const page = await h.app.inject({
      method: 'GET',
      url: `/sandbox/checkout/${row.reqId}`,
      headers: { 'accept-language': language },
    });
    const word = text(language, `payment.statusInSentence.${status}`);
    expect(page.body).toContain(escapeHtml(text(language, 'payment.sandbox.notPending', { status: word })));
    expect(page.body).not.toContain(status);
  });
});

describe('the public cache', () => {
  it('never gives a body kept for one language to a reader of another', async () => {
    const donor = await createUser(h.db);
    const charity = await createOrganization(h.db);
    await createDonation(h.db, {
      userId: donor.userID,
      organizationId: charity.id,
      status: 'completed',
      anonymous: true,
    });
    await changesHeard(h.app);
    const url = `/api/get/organizations/${charity.id}/recent-donations`;
    const read = (headers: Record<string, string>) => h.app.inject({ method: 'GET', url, headers });

    const english = await read({ 'accept-language': 'en' });
    expect(english.json()[0].donorName).toBe(text('en', 'gifts.anonymousName'));
    // Kept: the same reader again is a hit. The cache keeps and answers only while it has heard from the database
    // within the last second, which a busy machine can hold up (PGlite answers the heartbeat between the reads'
    // queries), so the reads are asked again until one is a hit.
    await vi.waitFor(
      async () => {
        await changesHeard(h.app);
        const hits = h.app.publicCache.stats.hits;
        expect((await read({ 'accept-language': 'en' })).json()[0].donorName).toBe(
          text('en', 'gifts.anonymousName'),
        );
        expect(h.app.publicCache.stats.hits).toBe(hits + 1);
      },
      { timeout: 10_000 },
    );

    const cebuano = await read({ 'accept-language': 'ceb' });
    expect(cebuano.json()[0].donorName).toBe(textIn(ceb, 'gifts.anonymousName'));
    const byCookie = await read({ 'accept-language': 'en', cookie: 'lang=fil' });
    expect(byCookie.json()[0].donorName).toBe(textIn(fil, 'gifts.anonymousName'));
    // Shared caches must keep one copy per language; the ETags differ with the bytes.
    expect(cebuano.headers.vary).toMatch(/Accept-Language/);
    expect(cebuano.headers.etag).not.toBe(english.headers.etag);
    // A cache holding the English copy asks again for a reader whose cookie says Filipino: not a 304.
    const revalidated = await read({
      'accept-language': 'en',
      cookie: 'lang=fil',
      'if-none-match': String(english.headers.etag),
    });
    expect(revalidated.statusCode).toBe(200);
    expect(revalidated.json()[0].donorName).toBe(textIn(fil, 'gifts.anonymousName'));
  });
});
