import type { Event } from '@tabang/shared';
import { describe, expect, it } from 'vitest';
import { isThisMonthsEvent } from '../../lib/dates';

const event = (fields: Partial<Event>): Event => ({
  eventID: 1,
  organizationID: 1,
  organizationName: 'Samal Coral Reef Guardians',
  organizationVerified: true,
  nameOfEvent: 'Coastal Cleanup',
  descriptionOfEvent: 'Bring gloves and water.',
  location: 'Times Beach, Davao City',
  dateAndTimeStart: '2026-06-14T00:00:00.000Z',
  dateAndTimeEnd: null,
  whoCanJoin: '',
  status: 0,
  eventImage: null,
  donationsAfterEnd: false,
  goalAmount: null,
  raisedAmount: 0,
  donorCount: 0,
  offlineAmount: 0,
  hasReport: false,
  volunteerCapacity: null,
  volunteerCount: 0,
  waitlistCount: 0,
  cancelledAt: null,
  cancelReason: null,
  reliefDrive: false,
  urgent: false,
  acceptanceRules: null,
  permit: null,
  ...fields,
});

describe('isThisMonthsEvent (Philippine time)', () => {
  const now = new Date('2026-06-20T04:00:00.000Z'); // 20 June, noon in Davao

  it('takes events that start later this month', () => {
    expect(isThisMonthsEvent(event({ dateAndTimeStart: '2026-06-30T15:00:00.000Z' }), now)).toBe(true);
  });

  it('leaves out events of next month, by Philippine time', () => {
    // 1 July 00:30 in Davao is still 30 June in UTC.
    expect(isThisMonthsEvent(event({ dateAndTimeStart: '2026-06-30T16:30:00.000Z' }), now)).toBe(false);
    expect(isThisMonthsEvent(event({ dateAndTimeStart: '2026-08-01T00:00:00.000Z' }), now)).toBe(false);
  });

  it('keeps an event that started before and is still going on', () => {
    expect(isThisMonthsEvent(event({ dateAndTimeStart: '2026-05-28T00:00:00.000Z' }), now)).toBe(true);
  });
});
