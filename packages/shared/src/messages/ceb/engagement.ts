import type { engagement as english } from '../en/engagement';
import type { Translation } from '../types';

export const engagement = {
  likeCharityLogin: 'Palihug pag-log in aron ma-like kini nga charity.',
  likeEventLogin: 'Palihug pag-log in aron ma-like kini nga kalihokan.',
  volunteerLogin: 'Palihug pag-log in aron maka-volunteer.',
  loginLink: 'Pag-log in',
  likeError: 'Wala ma-update ang like.',
  volunteerError: 'Wala ma-update ang pag-volunteer.',
  thanksForVolunteering: 'Daghang salamat sa pag-volunteer!',
  unvolunteered: 'Gikansela na nimo ang imong pag-volunteer.',
  // Server answers of the like and volunteer calls.
  likedMessage: 'Na-like.',
  unlikedMessage: 'Gikuha ang like.',
  invalidBody: 'Pagpadala og JSON object nga adunay {{fields}}.',
  invalidId: 'Ang {{field}} kinahanglan positibo nga tibuok nga numero.',
  notYourself: 'Maka-like o maka-volunteer ka para sa imong kaugalingon ra.',
  notYourData: 'Imong kaugalingong likes ug pag-volunteer ra ang imong makita.',
  // Screen texts of the buttons and the volunteer count.
  volunteerCount_one: '{{count}} ka volunteer',
  volunteerCount_other: '{{count}} ka volunteer',
  volunteerCountFailed: 'Dili makuha ang ihap sa volunteer',
  organiserSeesContacts: 'Makita sa organizer ang imong ngalan, email ug numero sa cellphone.',
  organiserSeesNameOnly:
    'Ang imong ngalan ra ang makita sa organizer. Kung ma-verify na sa admin kini nga charity, makita na usab nila ang imong email ug numero sa cellphone.',
  charitySeesPublicName:
    'Ang imong ngalan ug ang unang letra sa imong apelyido ra ang makita sa charity, dili ang imong email o numero sa cellphone.',
} satisfies Translation<typeof english>;
