import type { Interest } from '../../interests';

/**
 * Labels of the sign-up interests and of the charity categories (a category named like an interest): the stored
 * value stays the English name, only what people read is translated (see `interestLabel`).
 */
export const interests = {
  Education: 'Education',
  'Animal Welfare': 'Animal Welfare',
  Environment: 'Environment',
  'Health Care': 'Health Care',
  'Child Protection': 'Child Protection',
  'Feeding Program': 'Feeding Program',
  'Mental Health': 'Mental Health',
  'Community Support': 'Community Support',
  'Environmental Action': 'Environmental Action',
  Awareness: 'Awareness',
  Sustainability: 'Sustainability',
  'Disaster Relief': 'Disaster Relief',
  'Elderly Care': 'Elderly Care',
  'Wildlife Rescue': 'Wildlife Rescue',
  Cancer: 'Cancer',
  Health: 'Health',
  'Tree Planting': 'Tree Planting',
  'Community Cleanup': 'Community Cleanup',
  Stray: 'Stray',
  Animals: 'Animals',
  Dogs: 'Dogs',
  Cats: 'Cats',
  Birds: 'Birds',
  'Ocean Life': 'Ocean Life',
  'Coral Reef': 'Coral Reef',
} as const satisfies Record<Interest, string>;
