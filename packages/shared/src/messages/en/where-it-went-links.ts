/**
 * "Where it went" on the pages every visitor opens: the totals line (offline cash beside the online total, never
 * added into it) and the links to an event's report and the organiser's pages. The report and organiser pages'
 * own texts are `where-it-went-pages.ts`, loaded with those pages only.
 */
export const whereItWentLinks = {
  totalsLine: '{{online}} online · {{offline}} recorded by the charity',
  link: 'Where it went',
  organiserLink: 'Where it went (organiser)',
  charityGiftsLink: 'Gifts outside Tabang',
} as const;
