/** Home's texts: a page's, in a module of their own so they come with the catalogue chunk, not the entry. */
export const home = {
  title: 'Home',
  heroHeading: 'Help that reaches Davao',
  heroText: 'Give to local charities, join their events and see your kindness add up.',
  introHeading: 'Tabang means help',
  introText:
    'Tabang brings together the charities of Davao and the people who want to help them. Browse verified charities, join a feeding program or a coastal cleanup, or donate in pesos through GCash, GrabPay or 7-Eleven.',
  introCharities: 'Find a charity you believe in',
  introEvents: 'Volunteer at an event near you',
  introDonate: 'Donate safely in a few taps',
  spotlightHeading: 'Charity spotlight',
  spotlightVisit: 'Visit {{name}}',
  monthEvents: 'Events this month',
  seeAllEvents: 'See all events',
  seeFullLeaderboard: 'See the full leaderboard',
  spotlightFailed: "The charity spotlight couldn't be loaded.",
} as const;
