/** Finding an event: the Events page's filters by date, category and open volunteer slots. */
export const finding = {
  heading: 'Filter events',
  when: 'When',
  anyDate: 'Any date',
  today: 'Today',
  weekend: 'This weekend',
  month: 'This month',
  category: 'Category',
  allCategories: 'All categories',
  categoriesLoadFailed: 'Categories could not be loaded; the other filters still work.',
  openSlots: 'Open volunteer slots',
  openSlotsHint: 'Events with a free slot, or no limit',
  noMatch: 'No upcoming events match these filters. Try another date or category, or clear the filters.',
  clear: 'Clear filters',
} as const;
