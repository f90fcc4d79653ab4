import { DASHBOARD_CARD_COLOURS } from '@tabang/shared';
import { describe, expect, it } from 'vitest';
import { contrastRatio, randomCardColour, textColourOn } from './colours';

describe('dashboard card colours', () => {
  it('every one of the ten colours gets text with at least 4.5:1 contrast (WCAG AA)', () => {
    expect(DASHBOARD_CARD_COLOURS).toHaveLength(10);
    for (const colour of DASHBOARD_CARD_COLOURS)
      expect(contrastRatio(colour, textColourOn(colour))).toBeGreaterThanOrEqual(4.5);
  });

  it('picks each colour for its slice of the random range', () => {
    expect(randomCardColour(() => 0)).toBe(DASHBOARD_CARD_COLOURS[0]);
    expect(randomCardColour(() => 0.999999)).toBe(DASHBOARD_CARD_COLOURS[9]);
    expect(randomCardColour(() => 0.35)).toBe(DASHBOARD_CARD_COLOURS[3]);
  });

  it('computes known contrast ratios', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBeCloseTo(1, 5);
  });
});
