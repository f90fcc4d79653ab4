import { describe, expect, it } from 'vitest';
import {
  TRUNCATE_CHARITY_DESCRIPTION,
  TRUNCATE_CHARITY_NAME,
  TRUNCATE_EVENT_DESCRIPTION,
  TRUNCATE_EVENT_LOCATION,
} from './constants';
import { eventTruncation, formatPeso, truncate } from './format';

describe('truncate', () => {
  it('leaves text at or under the limit untouched', () => {
    expect(truncate('Davao Cancer Society', 35)).toBe('Davao Cancer Society');
    expect(truncate('a'.repeat(35), 35)).toBe('a'.repeat(35));
    expect(truncate('', 10)).toBe('');
  });

  it('cuts longer text to the limit, ellipsis included', () => {
    const cut = truncate('a'.repeat(36), 35);
    expect(Array.from(cut)).toHaveLength(35);
    expect(cut).toBe(`${'a'.repeat(34)}…`);
  });

  it('does not leave a space before the ellipsis', () => {
    expect(truncate('Feeding program in Buhangin district', 9)).toBe('Feeding…');
  });

  it('counts characters, not UTF-16 units, so emoji and ñ are never split', () => {
    expect(truncate('Niño 🎉🎉🎉 Foundation', 7)).toBe('Niño 🎉…');
    expect(truncate('🎉🎉🎉', 3)).toBe('🎉🎉🎉');
  });

  it('applies the charity card limits: 35 for a name, 70 for a description', () => {
    expect(TRUNCATE_CHARITY_NAME).toBe(35);
    expect(TRUNCATE_CHARITY_DESCRIPTION).toBe(70);
    const description = 'x'.repeat(200);
    expect(Array.from(truncate(description, TRUNCATE_CHARITY_DESCRIPTION))).toHaveLength(70);
  });
});

describe('eventTruncation', () => {
  it('gives 70/50 over 600 px', () => {
    expect(eventTruncation(601)).toEqual({ description: 70, location: 50 });
    expect(eventTruncation(1280)).toEqual({ description: 70, location: 50 });
  });

  it('gives 50/30 from 400 to 600 px, both ends included', () => {
    expect(eventTruncation(600)).toEqual({ description: 50, location: 30 });
    expect(eventTruncation(500)).toEqual({ description: 50, location: 30 });
    expect(eventTruncation(400)).toEqual({ description: 50, location: 30 });
  });

  it('gives 35/20 under 400 px', () => {
    expect(eventTruncation(399)).toEqual({ description: 35, location: 20 });
    expect(eventTruncation(320)).toEqual({ description: 35, location: 20 });
  });

  it('matches the constants', () => {
    expect(TRUNCATE_EVENT_DESCRIPTION).toEqual({ wide: 70, medium: 50, narrow: 35 });
    expect(TRUNCATE_EVENT_LOCATION).toEqual({ wide: 50, medium: 30, narrow: 20 });
  });
});

describe('formatPeso', () => {
  // Intl may separate the sign with a no-break space; compare on plain spaces.
  const plain = (text: string) => text.replace(/\s/g, ' ');

  it('formats PHP with 0 decimals for the leaderboard, rounding', () => {
    expect(plain(formatPeso(1250, 0))).toBe('₱1,250');
    expect(plain(formatPeso(1250.5, 0))).toBe('₱1,251');
    expect(plain(formatPeso(1_000_000, 0))).toBe('₱1,000,000');
    expect(plain(formatPeso(0, 0))).toBe('₱0');
  });

  it('formats PHP with 2 decimals for the dashboard', () => {
    expect(plain(formatPeso(1250, 2))).toBe('₱1,250.00');
    expect(plain(formatPeso(99.5, 2))).toBe('₱99.50');
    expect(plain(formatPeso(0.01, 2))).toBe('₱0.01');
  });

  it('writes what Intl.NumberFormat writes, for any amount in centavos and the edges of rounding', () => {
    const intl = (amount: number, decimals: number) =>
      new Intl.NumberFormat('en-PH', {
        style: 'currency',
        currency: 'PHP',
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      }).format(amount);
    const edges = [0, -0, 1, -1, 0.5, 1.5, 2.5, -2.5, 0.005, 1.005, 2.675, 999.995, 1234.565, 0.125, -0.004];
    const wide = [1e9, 123456789.01, 99999999999.99, 1e-7, 1e21, Number.NaN, Number.POSITIVE_INFINITY];
    // Amounts as the app has them: whole centavos, up to ₱10 billion, a few thousand of them.
    let seed = 7;
    const random = () => {
      seed = (seed * 48271) % 2147483647;
      return seed / 2147483647;
    };
    const centavos = Array.from(
      { length: 5000 },
      (_, i) => Math.floor(random() * 10 ** (1 + (i % 12))) / 100,
    );
    for (const amount of [...edges, ...wide, ...centavos])
      for (const decimals of [0, 2]) expect(formatPeso(amount, decimals)).toBe(intl(amount, decimals));
  });
});
