import type { finding as english } from '../en/finding';
import type { Translation } from '../types';

/** Finding an event: the Events page's filters by date, category and open volunteer slots. */
export const finding = {
  heading: 'I-filter ang mga kalihokan',
  when: 'Kanus-a',
  anyDate: 'Bisan kanus-a',
  today: 'Karong adlawa',
  weekend: 'Karong weekend',
  month: 'Karong bulana',
  category: 'Kategorya',
  allCategories: 'Tanang kategorya',
  categoriesLoadFailed: 'Dili ma-load ang mga kategorya; mogana gihapon ang ubang filter.',
  openSlots: 'Naay bakanteng slot sa volunteer',
  openSlotsHint: 'Mga kalihokan nga naay bakanteng slot, o walay limit',
  noMatch:
    'Walay umaabot nga kalihokan nga mohaum niining mga filter. Sulayi ang laing petsa o kategorya, o tangtanga ang mga filter.',
  clear: 'Tangtanga ang mga filter',
} satisfies Translation<typeof english>;
