/** Sharing a charity or an event: the page's link preview (Open Graph) and the Share buttons. */
export const share = {
  // The link preview of every page that is not a charity's or an event's.
  siteTitle: 'Tabang',
  siteDescription: 'Give to and volunteer for charities in Davao and across the Philippines.',
  siteImageAlt: 'Tabang, charity giving and volunteering in Davao',
  pageTitle: '{{name}} · Tabang',
  charityImageAlt: 'Picture of {{name}}',
  eventImageAlt: 'Poster of {{name}}',
  // The text a phone's share sheet sends with the link.
  charityText: 'Give to or volunteer for {{name}} on Tabang.',
  eventText: 'Join or support {{name}} on Tabang.',
  heading: 'Share',
  share: 'Share',
  shareLabel: 'Share {{name}}',
  facebook: 'Facebook',
  facebookLabel: 'Share {{name}} on Facebook (opens in a new tab)',
  messenger: 'Messenger',
  messengerLabel: 'Send {{name}} in Messenger (opens the app)',
  copyLink: 'Copy link',
  copied: 'Link copied',
  copyFallback:
    'Copying is not available here. The link is selected: copy it with your keyboard or long-press it.',
  linkLabel: 'Link to this page',
  failed: 'Sharing did not work. Use one of the links below instead.',
} as const;
