/** Volunteer slots and the waitlist (Add event, event cards, the Event page, the volunteer calls, the email). */
export const slots = {
  fieldLabel: 'Volunteer slots (optional)',
  fieldHint:
    'How many volunteers you can take. Leave it empty for no limit; people beyond it join a waitlist.',
  invalid: 'Volunteer slots must be a whole number from 1 to {{max}}.',
  // Event cards and the Event page.
  left_one: '{{left}} of {{count}} slot left',
  left_other: '{{left}} of {{count}} slots left',
  full: 'Full — join the waitlist',
  // The volunteer button and the notice under it.
  joinWaitlist: 'Join the waitlist',
  onWaitlist: 'On the waitlist',
  waitlisted: 'You’re on the waitlist — number {{position}}',
  waitlistedHint: 'We’ll email you if a slot opens up. You can leave the waitlist at any time.',
  // The Event page, to someone holding a slot (instead of "Full" for them).
  youreIn: 'You’re in!',
  youreInHint: 'Your slot is saved. Show your check-in code when you arrive.',
  cantMakeIt: 'Can’t make it?',
  cantMakeItHint: 'This takes you off the event, so someone else can have your slot.',
  // The Undo in the toast after leaving an event, and what it did.
  undo: 'Undo',
  undoneSlotBack: 'Undone: your slot is back.',
  undoneWaitlisted:
    'Undone, but your slot already went to the next person on the waitlist. You’re on the waitlist — number {{position}}.',
  undoneWaitlistBack: 'Undone: you’re back on the waitlist — number {{position}}.',
  undoFailed: 'Could not undo: {{reason}}',
  // Server answers.
  waitlistedMessage: 'You’re on the waitlist — number {{position}}.',
  eventCancelled: 'This event was cancelled, so it no longer takes volunteers.',
  // The email to someone who moved up from the waitlist.
  promotedSubject: 'A volunteer slot opened up: {{event}}',
  promotedBody:
    'Hi {{name}},\n\nA volunteer slot opened up for "{{event}}" ({{date}}), and it is yours: you have moved up from the waitlist.\n\nSee the event: {{link}}\n\nIf you can no longer come, please withdraw on the event page so the next person can take your place.\n\nThank you for volunteering!\nTabang',
} as const;
