import type { lists as english } from '../en/lists';
import type { Translation } from '../types';

/** Errors of the paged, searchable list calls (limit, cursor, q, category): the parameter names stay as sent. */
export const lists = {
  invalidLimit: 'Ang limit ay dapat buong numero mula 1 hanggang {{max}}.',
  invalidCursor: 'Hindi valid ang cursor. Magsimula ulit sa unang page (walang cursor).',
  cursorOtherList:
    'Ang cursor ay para sa ibang listahan, paghahanap o kategorya. Magsimula ulit sa unang page (walang cursor).',
  cursorWithoutLimit: 'Magagamit lang ang cursor kasama ng limit.',
  invalidSearch: 'Ang q ay dapat iisang search text na walang control character.',
  searchTooLong: 'Hanggang {{max}} character lang ang q (ang search text).',
  invalidCategory: 'Ang category ay dapat numero ng kategorya.',
  invalidDate: 'Ang date ay dapat today, weekend o month.',
  invalidOpenSlots: 'Ang openSlots ay dapat 1, o huwag ilagay.',
  invalidUrgent: 'Ang urgent ay dapat 1, o huwag ilagay.',
} satisfies Translation<typeof english>;
