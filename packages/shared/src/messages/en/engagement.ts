export const engagement = {
  likeCharityLogin: 'Please log in to like this charity.',
  likeEventLogin: 'Please log in to like this event.',
  volunteerLogin: 'Please log in to volunteer.',
  loginLink: 'Log in',
  likeError: 'Error updating like status.',
  volunteerError: 'Error updating volunteer status.',
  thanksForVolunteering: 'Thank you for volunteering!',
  unvolunteered: 'You have unvolunteered.',
  // Server answers of the like and volunteer calls.
  likedMessage: 'Liked.',
  unlikedMessage: 'Like removed.',
  invalidBody: 'Send a JSON object with {{fields}}.',
  invalidId: '{{field}} must be a positive whole number.',
  notYourself: 'You can only like or volunteer as yourself.',
  notYourData: 'You can only see your own likes and volunteering.',
  // Screen texts of the buttons and the volunteer count.
  volunteerCount_one: '{{count}} volunteer',
  volunteerCount_other: '{{count}} volunteers',
  volunteerCountFailed: 'Volunteer count unavailable',
  // Under the Volunteer button: what the organiser will see of whoever signs up (the roster's contact rule).
  organiserSeesContacts: 'The organiser will see your name, email and phone number.',
  organiserSeesNameOnly:
    'The organiser will see your name only. Once an admin verifies this charity, they will also see your email and phone number.',
  charitySeesPublicName:
    'The charity will see your first name and last initial only, not your email or phone number.',
} as const;
