import type { engagement as english } from '../en/engagement';
import type { Translation } from '../types';

export const engagement = {
  likeCharityLogin: 'Mag-log in para i-like ang charity na ito.',
  likeEventLogin: 'Mag-log in para i-like ang event na ito.',
  volunteerLogin: 'Mag-log in para mag-volunteer.',
  loginLink: 'Mag-log in',
  likeError: 'Hindi na-update ang like.',
  volunteerError: 'Hindi na-update ang pag-volunteer.',
  thanksForVolunteering: 'Salamat po sa pag-volunteer!',
  unvolunteered: 'Hindi ka na magvo-volunteer.',
  // Server answers of the like and volunteer calls.
  likedMessage: 'Na-like.',
  unlikedMessage: 'Inalis ang like.',
  invalidBody: 'Magpadala ng JSON object na may {{fields}}.',
  invalidId: 'Ang {{field}} ay dapat positibong buong numero.',
  notYourself: 'Puwede ka lang mag-like o mag-volunteer para sa sarili mo.',
  notYourData: 'Ang sarili mong likes at pag-volunteer lang ang makikita mo.',
  // Screen texts of the buttons and the volunteer count.
  volunteerCount_one: '{{count}} volunteer',
  volunteerCount_other: '{{count}} volunteer',
  volunteerCountFailed: 'Hindi makuha ang bilang ng volunteer',
  organiserSeesContacts: 'Makikita ng organizer ang pangalan, email at numero ng cellphone mo.',
  organiserSeesNameOnly:
    'Pangalan mo lang ang makikita ng organizer. Kapag na-verify na ng admin ang charity na ito, makikita na rin nila ang email at numero ng cellphone mo.',
  charitySeesPublicName:
    'Pangalan mo at unang titik ng apelyido mo lang ang makikita ng charity, hindi ang email o numero ng cellphone mo.',
} satisfies Translation<typeof english>;
