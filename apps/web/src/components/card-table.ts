/**
 * A table that becomes a list of cards at phone widths (below `md`), so no column sits off-screen to the right: each
 * row a card, the column heads kept for screen readers only, and each labelled cell saying what it is from its
 * `data-label` (the roster and the reports). From `md` up it is an ordinary table; add each part's own wide-screen
 * classes beside these.
 */
export const cardTable = {
  table: 'max-md:block',
  head: 'max-md:sr-only',
  body: 'max-md:grid max-md:gap-3',
  row: 'max-md:block max-md:rounded-xl max-md:border max-md:border-stone-200 max-md:bg-white max-md:p-3',
  /** A cell as a line of its card: its label on the left, its value on the right. */
  cell: 'max-md:flex max-md:justify-between max-md:gap-3 max-md:px-0 max-md:py-1',
  /** With `data-label={…}` on the cell: the label its column head gives it on wide screens. */
  label: 'max-md:before:font-semibold max-md:before:text-stone-700 max-md:before:content-[attr(data-label)]',
} as const;
