import { randomBytes } from 'node:crypto';
import { certificateNumber, t as message, philippineToday, receiptYear } from '@tabang/shared';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donationCertificates, organizations, taxDetails } from '../src/db/schema';
import { AppError } from '../src/errors';
import { SealedKeyError, seal, unseal } from '../src/lib/sealed';
import { loadTaxDetails } from '../src/modules/certificates/tax-details';
import { createDonation, createOrganization } from './factories';
import {
  changesHeard,
  createTestApp,
  createUser,
  giveThroughSandbox,
  loginAs,
  type TestApp,
} from './helpers';
import { multipart } from './multipart-form';

// Certificates of Donation (BIR Form 2322), decision 028. On PGlite by default; with TEST_DATABASE_URL on
// PostgreSQL, where the concurrent requests below run on separate connections at once.
let h: TestApp;
beforeAll(async () => {
  h = await createTestApp();
});
afterAll(() => h.close());

type Headers = Record<string, string>;
const DAY = 86_400_000;
const dayOffset = (days: number) => philippineToday(Date.now() + days * DAY);

async function signedIn(role: 'admin' | 'user' = 'user') {
  const user = await createUser(h.db, { role });
  const { headers } = await loginAs(h.db, user);
  return { user, headers };
}
const get = (url: string, headers: Headers = {}) => h.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object, headers: Headers = {}) =>
  h.app.inject({ method: 'POST', url, payload, headers });
const updateCharity = (fields: Record<string, string>, headers: Headers) => {
  const form = multipart(fields);
  return h.app.inject({
    method: 'POST',
    url: '/api/post/organizations/update',
    payload: form.payload,
    headers: { ...headers, ...form.headers },
  });
};
const certificate = (reqId: string, headers: Headers = {}) =>
  get(`/api/get/donations/${encodeURIComponent(reqId)}/certificate.pdf`, headers);

async function pdfText(pdf: Buffer) {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  return text.replace(/-\n/g, '-').replace(/\s+/g, ' ');
}
const numberOf = (response: { headers: Record<string, unknown> }) =>
  /certificate-of-donation-(\d{4}-\d{4})\.pdf/.exec(String(response.headers['content-disposition']))![1]!;

/** A charity whose donee status an admin checked, valid for a year unless told otherwise; its representative. */
async function doneeCharity(fields: Partial<typeof organizations.$inferInsert> = {}) {
  const rep = await signedIn();
  const charity = await createOrganization(h.db, {
    representativeUserId: rep.user.userID,
    tin: '123-456-789-000',
    birRegistrationNumber: 'BIR-DI-2026-0042',
    birRegistrationValidUntil: dayOffset(365),
    pcncAccreditationNumber: 'PCNC-2025-117',
    pcncValidUntil: dayOffset(400),
    deductibility: 'full',
    doneeCheckedAt: new Date(),
    ...fields,
  });
  return { charity, rep };
}

/** A completed gift straight in the database (no gateway), with its receipt number. */
const completedGift = (
  userId: number,
  organizationId: number,
  fields: Partial<Parameters<typeof createDonation>[1]> = {},
) =>
  createDonation(h.db, {
    userId,
    organizationId,
    status: 'completed',
    receiptNumber: `TB-T${randomBytes(5).toString('hex')}`,
    paymentMethod: 'GCASH',
    ...fields,
  });

/** A donor who gave their tax details. */
async function donorWithTin(tin = '987-654-321') {
  const donor = await signedIn();
  const saved = await post(
    '/api/post/my/tax-details',
    { tin, registeredAddress: '12 Quimpo Boulevard, Davao City' },
    donor.headers,
  );
  expect(saved.statusCode, saved.body).toBe(200);
  return donor;
}

describe("a charity's donee status", () => {
  it('is given whole on the edit form, checked by an admin, then public; a change clears the check', async () => {
    const rep = await signedIn();
    const admin = await signedIn('admin');
    const charity = await createOrganization(h.db, { representativeUserId: rep.user.userID });
    const id = String(charity.id);
    const donee = {
      organizationID: id,
      organizationTin: '123456789',
      birRegistrationNumber: 'BIR-DI-2026-0042',
      birRegistrationValidUntil: dayOffset(200),
      deductibility: 'limited',
    };

    // Not whole, a bad TIN, an expired date, an unknown deductibility: 400 each, nothing stored.
    const { organizationTin: _, ...withoutTin } = donee;
    for (const [fields, text] of [
      [withoutTin, message('certificates.donee.incomplete')],
      [{ ...donee, organizationTin: '12345' }, message('certificates.donee.invalidTin')],
      [{ ...donee, birRegistrationValidUntil: dayOffset(-1) }, message('certificates.donee.expired')],
      [{ ...donee, deductibility: 'most' }, message('certificates.donee.invalidDeductibility')],
      [{ ...donee, pcncAccreditationNumber: 'PCNC-1' }, message('certificates.donee.pcncIncomplete')],
    ] as const) {
      const refused = await updateCharity(fields, rep.headers);
      expect(refused.statusCode, JSON.stringify(fields)).toBe(400);
      expect(refused.json().message).toBe(text);
    }
    const [untouched] = await h.db.select().from(organizations).where(eq(organizations.id, charity.id));
    expect(untouched!.birRegistrationNumber).toBeNull();

    const saved = await updateCharity(donee, rep.headers);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      doneeDetails: {
        organizationTin: '123-456-789',
        deductibility: 'limited',
        pcncAccreditationNumber: null,
      },
      doneeCheckedAt: null,
      donee: null,
    });

    // Only an admin checks it.
    expect((await post(`/api/admin/organizations/${id}/check-donee`, {}, rep.headers)).statusCode).toBe(403);
    const checked = await post(`/api/admin/organizations/${id}/check-donee`, {}, admin.headers);
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json().doneeCheckedAt).toEqual(expect.any(String));
    await changesHeard(h.app);
    expect((await get(`/api/get/organizationsByID/${id}`)).json()[0].donee).toEqual({
      deductibility: 'limited',
      validUntil: donee.birRegistrationValidUntil,
      checkedAt: checked.json().doneeCheckedAt,
    });

    // Resending the same values keeps the check; changing one clears it, and the public line goes.
    const same = await updateCharity({ organizationID: id, deductibility: 'limited' }, rep.headers);
    expect(same.json().doneeCheckedAt).toBe(checked.json().doneeCheckedAt);
    const changed = await updateCharity({ organizationID: id, deductibility: 'full' }, rep.headers);
    expect(changed.json()).toMatchObject({ doneeCheckedAt: null, donee: null });
    await changesHeard(h.app);
    expect((await get(`/api/get/organizationsByID/${id}`)).json()[0].donee).toBeNull();
  });

  it('cannot be checked when none was given (400), for an unknown charity (404), nor once expired (409)', async () => {
    const admin = await signedIn('admin');
    const plain = await createOrganization(h.db);
    const check = (charityId: number | string) =>
      post(`/api/admin/organizations/${charityId}/check-donee`, {}, admin.headers);
    expect((await check(plain.id)).statusCode).toBe(400);
    expect((await check(999_999)).statusCode).toBe(404);
    const { charity } = await doneeCharity({
      birRegistrationValidUntil: dayOffset(-1),
      doneeCheckedAt: null,
    });
    const expired = await check(charity.id);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().message).toBe(message('certificates.admin.expired'));
  });

  it('is not public past a validity date, though checked', async () => {
    const { charity } = await doneeCharity({ pcncValidUntil: dayOffset(-1) });
    expect((await get(`/api/get/organizationsByID/${charity.id}`)).json()[0].donee).toBeNull();
  });
});

describe("a donor's tax details", () => {
  it('take a TIN of 9 or 12 digits and an address; anything else is a 400 that names the field', async () => {
    const { headers } = await signedIn();
    for (const [body, text] of [
      [{ tin: '12-345-6789', registeredAddress: 'Davao' }, 'certificates.taxDetails.invalidTin'],
      [{ tin: '1234567890', registeredAddress: 'Davao' }, 'certificates.taxDetails.invalidTin'],
      [{ tin: '123-456-789' }, 'certificates.taxDetails.addressRequired'],
      [{ tin: '123-456-789', registeredAddress: '   ' }, 'certificates.taxDetails.addressRequired'],
    ] as const) {
      const refused = await post('/api/post/my/tax-details', body, headers);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(message(text));
    }
    expect(
      (await post('/api/post/my/tax-details', { tin: '123-456-789', registeredAddress: 'x' })).statusCode,
    ).toBe(401);
  });

  it('are stored sealed (the column holds no TIN) and shown back masked but the last 3 digits', async () => {
    const { user, headers } = await signedIn();
    expect((await get('/api/get/my/tax-details', headers)).json()).toEqual({ taxDetails: null });
    const saved = await post(
      '/api/post/my/tax-details',
      {
        tin: '246813579111',
        registeredName: 'Dela Cruz Trading',
        registeredAddress: 'Km 7, Lanang, Davao City',
      },
      headers,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      message: message('certificates.taxDetails.saved'),
      taxDetails: {
        tinMasked: '•••-•••-•••-111',
        registeredName: 'Dela Cruz Trading',
        registeredAddress: 'Km 7, Lanang, Davao City',
      },
    });
    const [row] = await h.db.select().from(taxDetails).where(eq(taxDetails.userId, user.userID));
    for (const plain of ['246813579111', '246-813-579-111', '813-579', 'Lanang'])
      expect(row!.sealed).not.toContain(plain);
    expect((await get('/api/get/my/tax-details', headers)).json().taxDetails.tinMasked).toBe(
      '•••-•••-•••-111',
    );
    // Saving again replaces them.
    await post(
      '/api/post/my/tax-details',
      { tin: '135 792 468'.replace(/ /g, '-'), registeredAddress: 'Toril' },
      headers,
    );
    expect((await get('/api/get/my/tax-details', headers)).json().taxDetails).toMatchObject({
      tinMasked: '•••-•••-468',
      registeredName: null,
    });
  });

  it("fail clearly under the wrong key, and do not open in another person's row", async () => {
    const { user } = await signedIn();
    const key = h.app.config.taxDetailsKey;
    const other = randomBytes(32);
    const sealed = seal(key, `tax_details:${user.userID}`, '{"tin":"111-222-333"}');
    expect(unseal(key, `tax_details:${user.userID}`, sealed)).toBe('{"tin":"111-222-333"}');
    expect(() => unseal(other, `tax_details:${user.userID}`, sealed)).toThrow(/TAX_DETAILS_KEY/);
    expect(() => unseal(key, `tax_details:${user.userID + 1}`, sealed)).toThrow(SealedKeyError);
    await h.db.insert(taxDetails).values({ userId: user.userID, sealed });
    const failure = await loadTaxDetails(h.db, other, user.userID).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({
      statusCode: 503,
      message: message('certificates.taxDetails.unreadable'),
    });
    expect(String((failure as AppError).cause)).toMatch(/TAX_DETAILS_KEY is the key/);
  });
});

describe('GET /api/get/donations/{req_id}/certificate.pdf', () => {
  it('fills in Form 2322 for the donor: TIN, amount in figures and words, the charity, a number', async () => {
    const { charity } = await doneeCharity();
    const donor = await donorWithTin('987-654-321');
    const gift = await completedGift(donor.user.userID, charity.id, { amountCentavos: 125_050 });
    const response = await certificate(gift.reqId, donor.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toContain('no-store');
    const year = receiptYear(gift.completedAt!);
    expect(numberOf(response)).toBe(certificateNumber(year, 1));
    const text = await pdfText(response.rawPayload);
    for (const expected of [
      'BIR Form No. 2322',
      '987-654-321',
      '12 Quimpo Boulevard, Davao City',
      `${donor.user.firstName} ${donor.user.lastName}`,
      charity.name,
      '123-456-789-000',
      'BIR-DI-2026-0042',
      'PCNC-2025-117',
      '₱1,250.50',
      'One thousand two hundred fifty pesos and fifty centavos',
      gift.receiptNumber!,
      certificateNumber(year, 1),
      message('certificates.certificate.signature'),
    ])
      expect(text).toContain(expected);
    // Under ₱50,000: no Notice of Donation.
    expect(text).not.toContain('Notice of Donation');
  });

  it('reminds of the Notice of Donation for ₱50,000 or more', async () => {
    const { charity } = await doneeCharity();
    const donor = await donorWithTin();
    const gift = await completedGift(donor.user.userID, charity.id, { amountCentavos: 5_000_000 });
    const response = await certificate(gift.reqId, donor.headers);
    expect(await pdfText(response.rawPayload)).toContain(
      message('certificates.certificate.noticeOfDonation'),
    );
  });

  it('is for the donor, the representative and admins: others 403, signed out 401, unknown 404', async () => {
    const { charity, rep } = await doneeCharity();
    const donor = await donorWithTin();
    const admin = await signedIn('admin');
    const stranger = await signedIn();
    const gift = await completedGift(donor.user.userID, charity.id, { anonymous: true });

    expect((await certificate(gift.reqId)).statusCode).toBe(401);
    expect((await certificate(gift.reqId, stranger.headers)).statusCode).toBe(403);
    expect((await certificate('no-such-request-id-0000000000', donor.headers)).statusCode).toBe(404);
    // The representative and admins only once the donor has asked: asking is the donor's choice to be named.
    for (const who of [rep, admin]) {
      const early = await certificate(gift.reqId, who.headers);
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toBe(message('certificates.certificate.notRequested'));
    }
    const own = await certificate(gift.reqId, donor.headers);
    expect(own.statusCode).toBe(200);
    for (const who of [rep, admin]) {
      const copy = await certificate(gift.reqId, who.headers);
      expect(copy.statusCode).toBe(200);
      expect(numberOf(copy)).toBe(numberOf(own));
      expect(await pdfText(copy.rawPayload)).toContain('987-654-321');
    }
  });

  it('answers 409 with the reason: not completed, not a valid donee on the day, no tax details', async () => {
    const { charity } = await doneeCharity();
    const donor = await donorWithTin();
    const reason = async (reqId: string, headers: Headers) => {
      const response = await certificate(reqId, headers);
      expect(response.statusCode).toBe(409);
      return response.json().message as string;
    };

    const pending = await createDonation(h.db, { userId: donor.user.userID, organizationId: charity.id });
    expect(await reason(pending.reqId, donor.headers)).toBe(
      message('certificates.certificate.notCompleted', {
        status: message('payment.statusInSentence.pending'),
      }),
    );

    const plain = await createOrganization(h.db);
    const toPlain = await completedGift(donor.user.userID, plain.id);
    expect(await reason(toPlain.reqId, donor.headers)).toBe(
      message('certificates.certificate.notDonee', { charity: plain.name }),
    );
    // Given but never checked.
    const { charity: unchecked } = await doneeCharity({ doneeCheckedAt: null });
    const toUnchecked = await completedGift(donor.user.userID, unchecked.id);
    expect(await reason(toUnchecked.reqId, donor.headers)).toContain(unchecked.name);

    // Valid on the gift's day is what counts: a gift made before the registration ran out still gets one, one
    // made after does not.
    const { charity: lapsed } = await doneeCharity({
      birRegistrationValidUntil: dayOffset(-5),
      pcncAccreditationNumber: null,
      pcncValidUntil: null,
    });
    const before = await completedGift(donor.user.userID, lapsed.id, {
      completedAt: new Date(Date.now() - 10 * DAY),
    });
    expect((await certificate(before.reqId, donor.headers)).statusCode).toBe(200);
    const after = await completedGift(donor.user.userID, lapsed.id, {
      completedAt: new Date(Date.now() - 2 * DAY),
    });
    expect(await reason(after.reqId, donor.headers)).toContain(lapsed.name);

    const noTin = await signedIn();
    const gift = await completedGift(noTin.user.userID, charity.id);
    expect(await reason(gift.reqId, noTin.headers)).toBe(message('certificates.certificate.noTaxDetails'));
  });

  it("numbers each charity's certificates per year, once per gift, never twice, under concurrent requests", async () => {
    const { charity } = await doneeCharity();
    const { charity: another } = await doneeCharity();
    const donor = await donorWithTin();
    const gifts = await Promise.all(
      Array.from({ length: 4 }, () => completedGift(donor.user.userID, charity.id)),
    );
    // Every gift asked for twice at once.
    const responses = await Promise.all(
      [...gifts, ...gifts].map((gift) => certificate(gift.reqId, donor.headers)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    const numbers = responses.map(numberOf);
    const year = receiptYear(new Date());
    expect(new Set(numbers.slice(0, 4)).size).toBe(4);
    expect(numbers.slice(4)).toEqual(numbers.slice(0, 4));
    expect([...numbers.slice(0, 4)].sort()).toEqual([1, 2, 3, 4].map((n) => certificateNumber(year, n)));
    // Asked again later: the same number.
    expect(numberOf(await certificate(gifts[0]!.reqId, donor.headers))).toBe(numbers[0]);
    // Another charity's series starts at 1; another year's too.
    const elsewhere = await completedGift(donor.user.userID, another.id);
    expect(numberOf(await certificate(elsewhere.reqId, donor.headers))).toBe(certificateNumber(year, 1));
    const rows = await h.db
      .select()
      .from(donationCertificates)
      .where(eq(donationCertificates.organizationId, charity.id));
    expect(rows).toHaveLength(4);
  });

  it('works for a gift paid through the gateway, and My giving says which gifts can have one', async () => {
    const { charity } = await doneeCharity();
    const plain = await createOrganization(h.db);
    const donor = await donorWithTin();
    await giveThroughSandbox(h.app, donor.headers, charity.id);
    await giveThroughSandbox(h.app, donor.headers, plain.id);
    const mine = (await get('/api/get/my/donations', donor.headers)).json() as {
      req_id: string;
      organizationID: number;
      certificateAvailable: boolean;
    }[];
    expect(mine.map((d) => [d.organizationID, d.certificateAvailable])).toEqual([
      [plain.id, false],
      [charity.id, true],
    ]);
    const toDonee = mine.find((d) => d.organizationID === charity.id)!;
    expect((await certificate(toDonee.req_id, donor.headers)).statusCode).toBe(200);
  });
});

describe('yearly statements', () => {
  it('list the years with gifts and give each as a PDF with receipts, charities, amounts and the total', async () => {
    const donor = await signedIn();
    const charity = await createOrganization(h.db);
    const lastYear = new Date(Date.UTC(receiptYear(new Date()) - 1, 5, 15));
    const old = await completedGift(donor.user.userID, charity.id, {
      amountCentavos: 70_000,
      completedAt: lastYear,
    });
    const a = await completedGift(donor.user.userID, charity.id, { amountCentavos: 25_000 });
    const b = await completedGift(donor.user.userID, charity.id, { amountCentavos: 100_025 });
    await createDonation(h.db, {
      userId: donor.user.userID,
      organizationId: charity.id,
      amountCentavos: 999_900,
    });
    const year = receiptYear(new Date());

    const years = await get('/api/get/my/statements', donor.headers);
    expect(years.json()).toEqual([
      { year, count: 2, total: 1250.25 },
      { year: year - 1, count: 1, total: 700 },
    ]);
    const pdf = await get(`/api/get/my/statements/${year}.pdf`, donor.headers);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    for (const expected of [
      a.receiptNumber!,
      b.receiptNumber!,
      charity.name,
      '₱250.00',
      '₱1,000.25',
      '₱1,250.25',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain(old.receiptNumber!);
    expect(text).not.toContain('₱9,999.00');

    expect((await get(`/api/get/my/statements/${year - 5}.pdf`, donor.headers)).statusCode).toBe(404);
    expect((await get('/api/get/my/statements/20x6.pdf', donor.headers)).statusCode).toBe(404);
    expect((await get(`/api/get/my/statements/${year}.pdf`)).statusCode).toBe(401);
  });
});

describe('deleting the account', () => {
  it('deletes the tax details: no certificate can be made any more, its number stays', async () => {
    const { charity, rep } = await doneeCharity();
    const donor = await donorWithTin();
    const gift = await completedGift(donor.user.userID, charity.id);
    expect((await certificate(gift.reqId, donor.headers)).statusCode).toBe(200);
    const data = (await get('/api/get/my/data', donor.headers)).json();
    expect(data.taxDetails).toMatchObject({ tin: '987-654-321' });

    const deleted = await post('/api/post/my/delete', { password: donor.user.password }, donor.headers);
    expect(deleted.statusCode).toBe(200);
    expect(await h.db.select().from(taxDetails).where(eq(taxDetails.userId, donor.user.userID))).toEqual([]);
    const refused = await certificate(gift.reqId, rep.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(message('certificates.certificate.donorNoTaxDetails'));
    expect(
      await h.db.select().from(donationCertificates).where(eq(donationCertificates.donationId, gift.id)),
    ).toHaveLength(1);
  });
});
