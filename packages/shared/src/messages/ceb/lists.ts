import type { lists as english } from '../en/lists';
import type { Translation } from '../types';

/** Errors of the paged, searchable list calls (limit, cursor, q, category): the parameter names stay as sent. */
export const lists = {
  invalidLimit: 'Ang limit kinahanglan tibuok nga numero gikan 1 hangtod {{max}}.',
  invalidCursor: 'Dili valid ang cursor. Sugod pag-usab sa unang page (walay cursor).',
  cursorOtherList:
    'Ang cursor para sa laing lista, pagpangita o kategorya. Sugod pag-usab sa unang page (walay cursor).',
  cursorWithoutLimit: 'Magamit lang ang cursor uban sa limit.',
  invalidSearch: 'Ang q kinahanglan usa ka search text nga walay control character.',
  searchTooLong: 'Hangtod {{max}} ka character lang ang q (ang search text).',
  invalidCategory: 'Ang category kinahanglan numero sa kategorya.',
  invalidDate: 'Ang date kinahanglan today, weekend o month.',
  invalidOpenSlots: 'Ang openSlots kinahanglan 1, o ayaw ibutang.',
  invalidUrgent: 'Ang urgent kinahanglan 1, o ayaw ibutang.',
} satisfies Translation<typeof english>;
