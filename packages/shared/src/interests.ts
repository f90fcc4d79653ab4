/** The 25 interests a new member can choose, in the order the sign-up form lists them. */
export const INTERESTS = [
  'Education',
  'Animal Welfare',
  'Environment',
  'Health Care',
  'Child Protection',
  'Feeding Program',
  'Mental Health',
  'Community Support',
  'Environmental Action',
  'Awareness',
  'Sustainability',
  'Disaster Relief',
  'Elderly Care',
  'Wildlife Rescue',
  'Cancer',
  'Health',
  'Tree Planting',
  'Community Cleanup',
  'Stray',
  'Animals',
  'Dogs',
  'Cats',
  'Birds',
  'Ocean Life',
  'Coral Reef',
] as const;
export type Interest = (typeof INTERESTS)[number];

/**
 * The catalogue key of an interest's label, also used for a charity category of the same name; undefined for a
 * category an admin added under another name, which is shown as stored. Stored values stay the English names.
 */
export const interestLabelKey = (name: string): `interests.${Interest}` | undefined =>
  (INTERESTS as readonly string[]).includes(name) ? `interests.${name as Interest}` : undefined;
