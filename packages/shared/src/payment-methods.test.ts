import { describe, expect, it } from 'vitest';
import { t } from './messages';
import {
  methodRefusal,
  methodsTaking,
  methodTakes,
  PAYMENT_METHOD_IDS,
  PAYMENT_METHOD_LIMITS,
  refusalText,
} from './payment-methods';

describe('payment method limits', () => {
  it('takes an amount inside a range, to the centavo at both ends', () => {
    expect(methodTakes('qrph', 50_000)).toBe('ok');
    expect(methodTakes('qrph', 50_000.01)).toBe('above');
    expect(methodTakes('7eleven', 50)).toBe('ok');
    expect(methodTakes('7eleven', 49.99)).toBe('below');
    expect(methodTakes('gcash', 100_000)).toBe('ok');
    expect(methodTakes('gcash', 100_001)).toBe('above');
  });

  it('keeps the offered order and leaves out the methods the amount does not fit', () => {
    expect(methodsTaking(PAYMENT_METHOD_IDS, 20)).toEqual(['gcash', 'grabpay', 'qrph', 'maya', 'card']);
    expect(methodsTaking(PAYMENT_METHOD_IDS, 75_000)).toEqual(['gcash', 'grabpay', 'maya', 'card']);
    expect(methodsTaking(['gcash', 'qrph'], 200_000)).toEqual([]);
  });

  it('never lets a method go below the smallest donation or above the largest', () => {
    for (const method of PAYMENT_METHOD_IDS) {
      expect(PAYMENT_METHOD_LIMITS[method].min).toBeGreaterThanOrEqual(1);
      expect(PAYMENT_METHOD_LIMITS[method].max).toBeLessThanOrEqual(1_000_000);
    }
  });
});

describe('methodRefusal: the rule the server answers with and the dialog warns with', () => {
  it('names the chosen method and its limit, or the most any offered method takes', () => {
    const all = PAYMENT_METHOD_IDS;
    expect(methodRefusal(all, 500, 'qrph')).toBeNull();
    expect(methodRefusal(all, 60_000, 'qrph')).toEqual({
      key: 'donations.methodAboveMax',
      method: 'qrph',
      values: { max: '₱50,000' },
    });
    expect(methodRefusal(all, 20, '7eleven')).toMatchObject({
      key: 'donations.methodBelowMin',
      values: { min: '₱50' },
    });
    expect(methodRefusal(['gcash'], 20, 'card')).toMatchObject({ key: 'donations.methodUnavailable' });
    expect(methodRefusal(['gcash', 'qrph'], 150_000.5, undefined)).toEqual({
      key: 'donations.noMethodTakes',
      values: { amount: '₱150,000.50', max: '₱100,000' },
    });
    expect(methodRefusal(['7eleven'], 20, undefined)).toMatchObject({ key: 'donations.noMethodTakesSmall' });
    expect(methodRefusal(all, 999_999, undefined)).toBeNull();
  });

  it('reads in words with the method named in the language given', () => {
    const refusal = methodRefusal(PAYMENT_METHOD_IDS, 60_000, 'qrph')!;
    expect(refusalText((key, values) => t(key, values), refusal)).toBe(
      'QR Ph (any bank or e-wallet) takes at most ₱50,000 in one payment. Give less, or choose another way to pay.',
    );
  });
});
