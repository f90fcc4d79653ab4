/** Editing a charity or an event, and cancelling an event (the dashboard, the edit pages, the Event page). */
export const editing = {
  invalidEvent: 'Choose an event to edit.',
  capacityBelowVolunteers:
    'This event already has {{count}} volunteers: it needs at least that many slots. Leave it empty for no limit.',
  charityUpdated: 'Charity updated.',
  charityBackToVerification:
    'Charity updated. It is back in verification: donations are paused until an admin checks it again.',
  eventUpdated: 'Event updated.',
  eventCancelled: 'Event cancelled. Its volunteers are being emailed.',
  eventAlreadyCancelled: 'This event was already cancelled.',
  eventIsCancelled: 'This event was cancelled, so it cannot be changed.',
  cancelledNoDonations: 'This event was cancelled: it takes no donations. You can still give to {{name}}.',
  reasonTooLong: 'The reason for cancelling can be at most {{max}} characters.',
  invalidReason: 'The reason for cancelling must be plain text.',
  email: {
    subject: 'Cancelled: {{event}}',
    body:
      'Hello {{name}},\n\n{{charity}} has cancelled "{{event}}" ({{date}}), which you signed up to volunteer for. ' +
      'You do not need to do anything.\n\n{{reason}}Thank you for offering your time.\n\nTabang',
    /** Put in the body's {{reason}} when the organiser gave one. */
    reason: 'Their reason: {{reason}}',
  },
  /** The web app. */
  edit: 'Edit',
  editCharityNamed: 'Edit {{name}}',
  editEventNamed: 'Edit {{name}}',
  cancelEvent: 'Cancel event',
  cancelled: 'Cancelled',
  charityTitle: 'Edit charity',
  eventTitle: 'Edit event',
  save: 'Save changes',
  saving: 'Saving…',
  back: 'Back to the dashboard',
  nothingChanged: 'Nothing has changed yet.',
  saveFailed: 'Could not save your changes.',
  loading: 'Loading…',
  loadFailed: 'Could not load this for editing. Check your connection and try again.',
  forbidden: 'Only the charity’s representative or an admin can edit this.',
  notFound: 'This was not found. It may have been removed.',
  currentPicture: 'Current {{field}}',
  replacePictureHint: 'Choose a new file only to replace the current one.',
  reregistrationHint:
    'Changing a registration number or date means an admin checks it again before it is shown.',
  /** On the edit form of a verified charity, once a field that says who it is has changed. */
  identityNotice: {
    title: 'Saving sends this charity back to verification',
    body: 'You changed who the charity is ({{fields}}). Until an admin checks it again it shows “Pending verification” and takes no donations.',
  },
  confirm: {
    title: 'Cancel “{{name}}”?',
    body: 'The event leaves every public list, its page will say it was cancelled, and everyone who signed up to volunteer (and the waitlist) will be emailed. This cannot be undone.',
    keep: 'Keep the event',
    confirm: 'Cancel event',
    cancelling: 'Cancelling…',
    reasonLabel: 'Reason (optional)',
    reasonHint:
      'Shown on the event page and in the email to volunteers, e.g. “Moved because of the typhoon; new date soon.” At most {{max}} characters.',
    failed: 'Could not cancel the event.',
  },
  banner: {
    title: 'This event was cancelled',
    body: 'It was cancelled on {{date}}. It takes no donations or volunteers.',
    reason: 'The charity’s reason: {{reason}}',
    otherEvents: 'Other events by {{name}}',
    noOtherEvents: '{{name}} has no other upcoming events yet.',
    seeCharity: 'See {{name}}',
  },
} as const;
