import { donationDescription } from '@tabang/shared';
import { describe, expect, it } from 'vitest';
import { mismatchReason } from '../src/modules/donations/settle';
import { paymongoSignature } from '../src/payments/paymongo';
import { escapeHtml } from '../src/payments/sandbox-page';
import { xenditStatus } from '../src/payments/xendit';

describe('donation description', () => {
  it("names the event and the charity, or the charity alone, after the product's name", () => {
    expect(donationDescription('Davao Food Bank', 'Feeding Day')).toBe(
      'Tabang - Donation for Feeding Day by Davao Food Bank',
    );
    expect(donationDescription('Davao Food Bank')).toBe('Tabang - Donation for Davao Food Bank');
    expect(donationDescription('Davao Food Bank', null)).toBe('Tabang - Donation for Davao Food Bank');
  });
});

describe('gateway reports against the stored donation', () => {
  const donation = {
    reqId: 'req',
    providerRef: 'inv_1',
    amountCentavos: 25_000,
    currency: 'PHP',
  } as Parameters<typeof mismatchReason>[0];

  it('accepts a payment of the stored amount and currency for the same reference', () => {
    expect(
      mismatchReason(donation, {
        status: 'completed',
        reqId: 'req',
        providerRef: 'inv_1',
        amountCentavos: 25_000,
        currency: 'php',
      }),
    ).toBeNull();
  });

  it('names what does not match', () => {
    const paid = { status: 'completed' as const, amountCentavos: 25_000, currency: 'PHP' };
    expect(mismatchReason(donation, { ...paid, reqId: 'other' })).toBe('reference');
    expect(mismatchReason(donation, { ...paid, providerRef: 'inv_2' })).toBe('provider reference');
    expect(mismatchReason(donation, { ...paid, amountCentavos: 2_500 })).toBe('amount');
    expect(mismatchReason(donation, { ...paid, currency: 'USD' })).toBe('currency');
    expect(mismatchReason(donation, { status: 'completed' })).toBe('amount');
    expect(mismatchReason(donation, { status: 'expired' })).toBeNull();
  });
});

describe('gateway protocol details', () => {
  it("maps Xendit's invoice statuses", () => {
    expect(xenditStatus('PAID')).toBe('completed');
    expect(xenditStatus('SETTLED')).toBe('completed');
    expect(xenditStatus('EXPIRED')).toBe('expired');
    expect(xenditStatus('PENDING')).toBe('pending');
    expect(xenditStatus('COMPLETING')).toBe('pending');
  });

  it('signs PayMongo events as HMAC-SHA256 of "t.body" in hex', () => {
    // Computed independently: printf '1700000000.{"a":1}' | openssl dgst -sha256 -hmac whsk_test
    expect(paymongoSignature('whsk_test', 1_700_000_000, '{"a":1}')).toBe(
      'a301f3204b73e060e764a73234d6d0f46ff3f488e6d7e7a9f680e92c38bc812e',
    );
  });

  it('escapes everything the sandbox page prints', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});
