export const calendar = {
  // The .ics files and answers of the server.
  feedName: 'Tabang — my volunteering',
  feedDescription: 'The events you volunteer for on Tabang, Davao.',
  byCharity: 'By {{name}}',
  turnedOff: 'Your calendar link is turned off.',
  newTab: '(opens in a new tab)',
  cancel: 'Cancel',
  // "Add to calendar" on an event's page.
  add: {
    heading: 'Add to calendar',
    ics: 'Download .ics (Apple, Outlook)',
    google: 'Google Calendar',
  },
  // The personal feed on the dashboard.
  feed: {
    heading: 'Your volunteering calendar',
    intro:
      'Subscribe once and the events you volunteer for appear in your phone’s or computer’s calendar, and stay up to date when you join or leave one.',
    private:
      'Keep this link to yourself: anyone who has it can see the events you volunteer for. Make a new link if it got out.',
    create: 'Create my calendar link',
    working: 'Working…',
    linkLabel: 'Your calendar link',
    copy: 'Copy',
    copied: 'Calendar link copied.',
    copyFailed: 'Could not copy. Select the link and copy it yourself.',
    subscribe: 'Subscribe (Apple Calendar, Outlook)',
    google: 'Add to Google Calendar',
    rotate: 'Make a new link',
    rotateTitle: 'Make a new calendar link?',
    rotateConfirm: 'The old link stops working at once: calendars that use it must subscribe to the new one.',
    rotateAction: 'Make a new link',
    rotated: 'Your new calendar link is ready. The old one no longer works.',
    turnOff: 'Turn off',
    turnOffTitle: 'Turn off your calendar link?',
    turnOffConfirm: 'Calendars subscribed to it stop getting your events. You can create a new link later.',
    turnOffAction: 'Turn off',
    loadFailed: 'Your calendar link could not be loaded.',
    actionFailed: 'That did not work. Please try again.',
  },
} as const;
