import { describe, expect, it } from 'vitest';
import { methodsTaking, methodTakes, PAYMENT_METHOD_IDS, PAYMENT_METHOD_LIMITS } from './payment-methods';

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
