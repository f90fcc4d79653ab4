/** What reaches a person and how (/profile/notifications), the emails' footer, and unsubscribe links. */
export const notifications = {
  title: 'Notifications',
  intro: 'Choose what Tabang sends you, and how.',
  loading: 'Loading your choices...',
  loadError: 'Could not load your choices.',
  emailHeading: 'Emails',
  topics: {
    charityUpdates: {
      label: 'Updates from charities I support',
      hint: 'When a charity or event you gave to, volunteered for or liked posts an update.',
      /** "Stop {{topic}}?", "You will no longer get {{topic}}." */
      name: 'emails about updates from charities you support',
    },
    volunteerReminders: {
      label: 'Volunteer reminders',
      hint: 'The day before an event you volunteer for, with the time, place and your check-in code.',
      name: 'volunteer reminder emails',
    },
    monthlyGiving: {
      label: 'Monthly giving reminders',
      hint: 'The pay-now reminders of your monthly gifts (notices that a gift failed, was skipped or ended always come).',
      name: 'monthly giving reminder emails',
    },
  },
  alwaysSent:
    'Receipts, password resets, pledge slips, waitlist places and cancelled events are always emailed: they are about something you did.',
  textsHeading: 'Text messages',
  textsNeedMobile: 'Texts go to a Philippine mobile number. Change your contact number in My profile first.',
  textsOn: 'Volunteer reminders also come by text to {{number}}.',
  textsOff: 'Text messages are off.',
  changeTexts: 'Turn texts on or off in My profile, beside your number',
  manageLink: 'Choose which emails and texts Tabang sends you',
  saved: 'Your choices are saved.',
  saveFailed: 'Your choice was not saved: {{message}}',
  invalidChoice: 'Each choice is on (true) or off (false).',
  invalidLink: 'This unsubscribe link is not valid. Sign in to choose your emails on the Notifications page.',
  unsubscribed: 'Done. You will no longer get {{topic}}.',
  resubscribed: 'You will get {{topic}} again.',
  emailFooter: 'Choose which emails Tabang sends you: {{link}}',
  emailFooterUnsubscribe: 'Stop {{topic}}: {{link}}',
  unsubscribe: {
    title: 'Unsubscribe',
    checking: 'Checking your link...',
    question: 'Stop {{topic}}?',
    explain: 'You can turn them on again at any time on the Notifications page.',
    confirm: 'Unsubscribe',
    working: 'Unsubscribing...',
    alreadyOff: 'You already do not get {{topic}}.',
    undo: 'Subscribe again',
    manage: 'Manage all your email choices',
    failed: 'That did not work: {{message}}',
  },
} as const;
