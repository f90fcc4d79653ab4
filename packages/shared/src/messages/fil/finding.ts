import type { finding as english } from '../en/finding';
import type { Translation } from '../types';

/** Finding an event: the Events page's filters by date, category and open volunteer slots. */
export const finding = {
  heading: 'I-filter ang mga event',
  when: 'Kailan',
  anyDate: 'Kahit kailan',
  today: 'Ngayong araw',
  weekend: 'Ngayong weekend',
  month: 'Ngayong buwan',
  category: 'Kategorya',
  allCategories: 'Lahat ng kategorya',
  categoriesLoadFailed: 'Hindi ma-load ang mga kategorya; gumagana pa rin ang ibang filter.',
  openSlots: 'May bakanteng volunteer slot',
  openSlotsHint: 'Mga event na may bakanteng slot, o walang limit',
  noMatch:
    'Walang paparating na event na tugma sa mga filter na ito. Subukan ang ibang petsa o kategorya, o alisin ang mga filter.',
  clear: 'Alisin ang mga filter',
} satisfies Translation<typeof english>;
