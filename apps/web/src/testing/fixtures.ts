import type { Event, Organization } from '@tabang/shared';

/** A charity as the API sends it, with every field filled; `fields` override. */
export const organization = (id: number, fields: Partial<Organization> = {}): Organization => ({
  organizationID: id,
  organizationName: `Charity ${id}`,
  organizationAbbreviation: 'CH',
  organizationDescription: `Helps Davao, number ${id}.`,
  organizationFeaturePicture: null,
  organizationProfilePicture: null,
  organizationAddress: 'Roxas Avenue, Davao City',
  organizationPhoneNumber: '(082) 555 0101',
  organizationEmail: `charity${id}@example.ph`,
  representativeName: 'Maria Clara Santos',
  representativeUserID: null,
  organizationFacebookLink: null,
  organizationInstagramLink: null,
  organizationMainWebsite: null,
  organizationType: 'community',
  totalDonationCollected: 0,
  offlineAmount: 0,
  verified: true,
  verifiedAt: '2026-10-01T02:00:00.000Z',
  categories: [],
  registration: null,
  donee: null,
  ...fields,
});

/** What a charity's editors and admins see of a donee status never given. */
export const NO_DONEE = {
  doneeDetails: {
    organizationTin: null,
    birRegistrationNumber: null,
    birRegistrationValidUntil: null,
    pcncAccreditationNumber: null,
    pcncValidUntil: null,
    deductibility: null,
  },
  doneeCheckedAt: null,
} as const;

/** An upcoming event as the API sends it; `fields` override. */
export const event = (id: number, fields: Partial<Event> = {}): Event => ({
  eventID: id,
  organizationID: 1,
  organizationName: 'Samal Coral Reef Guardians',
  organizationVerified: true,
  nameOfEvent: `Event ${id}`,
  descriptionOfEvent: 'Bring gloves and water.',
  location: 'Times Beach, Davao City',
  dateAndTimeStart: new Date(Date.now() + id * 60 * 60 * 1000).toISOString(),
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

/** Items `from` to `to` (inclusive) made by `make`. */
export const range = <T>(from: number, to: number, make: (id: number) => T) =>
  Array.from({ length: to - from + 1 }, (_, index) => make(from + index));
