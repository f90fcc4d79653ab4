export const engagement = {
  likeCharityLogin: 'Please log in to like this charity.',
  likeEventLogin: 'Please log in to like this event.',
  volunteerLogin: 'Please log in to volunteer.',
  likeError: 'Error updating like status.',
  volunteerError: 'Error updating volunteer status.',
  thanksForVolunteering: 'Thank you for volunteering!',
  unvolunteered: 'You have unvolunteered.',
} as const;
