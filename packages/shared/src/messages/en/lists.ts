/** Errors of the paged, searchable list calls (limit, cursor, q, category). */
export const lists = {
  invalidLimit: 'limit must be a whole number from 1 to {{max}}.',
  invalidCursor: 'cursor is not valid. Start again from the first page (without cursor).',
  cursorOtherList:
    'cursor belongs to another list, search or category. Start again from the first page (without cursor).',
  cursorWithoutLimit: 'cursor can only be used together with limit.',
  invalidSearch: 'q must be one search text without control characters.',
  searchTooLong: 'q (the search text) can be at most {{max}} characters.',
  invalidCategory: 'category must be a category number.',
  invalidDate: 'date must be today, weekend or month.',
  invalidOpenSlots: 'openSlots must be 1, or left out.',
  invalidUrgent: 'urgent must be 1, or left out.',
} as const;
