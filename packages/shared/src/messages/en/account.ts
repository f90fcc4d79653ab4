/** The profile page, password change, data download and account deletion. */
export const account = {
  profile: {
    title: 'My profile',
    heading: 'My profile',
    intro: 'Your details, your password and your data.',
    loading: 'Loading your profile...',
    loadError: 'Your profile could not be loaded. Please try again.',
    retry: 'Try again',
    detailsHeading: 'Your details',
    email: 'Email',
    emailHint: 'Your email is how you log in; it cannot be changed here.',
    save: 'Save changes',
    saving: 'Saving...',
    saved: 'Your profile has been saved.',
  },
  password: {
    heading: 'Change password',
    intro: 'You stay logged in here; you are logged out everywhere else.',
    current: 'Current password',
    new: 'New password',
    confirm: 'Confirm new password',
    submit: 'Change password',
    submitting: 'Changing...',
    changed: 'Your password has been changed. You have been logged out on your other devices.',
    currentRequired: 'Please enter your current password.',
    wrongCurrent: 'Your current password is not correct.',
  },
  data: {
    heading: 'Your data',
    intro:
      'Download everything Tabang holds about you as a JSON file: your account, likes, volunteering with check-ins and hours, donations with receipts, the charities and events you added, your calendar feed and where you are signed in.',
    download: 'Download my data',
    downloading: 'Preparing...',
    downloaded: 'Your data has been downloaded.',
  },
  delete: {
    heading: 'Delete my account',
    intro:
      'Your account, likes and volunteering are erased and you leave the leaderboard. Your donations stay in the charities’ records as “Deleted user”. This cannot be undone.',
    open: 'Delete my account',
    dialogTitle: 'Delete your account?',
    dialogText: 'Enter your password to confirm. This cannot be undone.',
    password: 'Password',
    confirm: 'Delete my account',
    deleting: 'Deleting...',
    cancel: 'Cancel',
    passwordRequired: 'Please enter your password.',
    wrongPassword: 'The password is not correct.',
    deleted: 'Your account has been deleted.',
  },
  deleted: {
    name: 'Deleted user',
  },
  /** Text messages (SMS): the profile's opt-in. */
  texts: {
    label: 'Text me reminders (SMS)',
    hint: 'A text to {{number}} the day before each event you volunteer for, sent between 8 AM and 8 PM. You can turn this off at any time.',
    needsMobile:
      'To get text messages, your contact number must be a Philippine mobile number, like 09171234567.',
  },
  language: {
    saved: 'Language saved.',
  },
} as const;
