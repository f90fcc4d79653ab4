import { describe, expect, it } from 'vitest';
import { isPermitValid, nextPermitChange } from './permits';

const permit = { type: 'dswd-regional', validFrom: '2026-05-01', validUntil: '2026-05-31' } as const;
/** An instant, written in Philippine time. */
const manila = (local: string) => Date.parse(`${local}+08:00`);

describe('a permit’s validity, by Philippine dates', () => {
  it('holds from the first minute of its first day to the last minute of its last', () => {
    expect(isPermitValid(permit, manila('2026-04-30T23:59'))).toBe(false);
    expect(isPermitValid(permit, manila('2026-05-01T00:00'))).toBe(true);
    expect(isPermitValid(permit, manila('2026-05-31T23:59'))).toBe(true);
    expect(isPermitValid(permit, manila('2026-06-01T00:00'))).toBe(false);
  });

  it('always holds for an exemption', () => {
    const exempt = { type: 'exempt', validFrom: null, validUntil: null } as const;
    expect(isPermitValid(exempt, manila('2030-01-01T00:00'))).toBe(true);
    expect(nextPermitChange(exempt, manila('2030-01-01T00:00'))).toBeNull();
  });

  it('changes next when its first day starts, then when the day after its last starts, then never', () => {
    expect(nextPermitChange(permit, manila('2026-04-20T12:00'))).toEqual(
      new Date(manila('2026-05-01T00:00')),
    );
    expect(nextPermitChange(permit, manila('2026-05-31T23:59'))).toEqual(
      new Date(manila('2026-06-01T00:00')),
    );
    expect(nextPermitChange(permit, manila('2026-06-01T00:00'))).toBeNull();
  });
});
