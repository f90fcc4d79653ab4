import type { drives as english } from '../en/drives';
import type { Translation } from '../types';

/** Relief drives: needs, drop-off points, pledges of goods and the drop-off desk (the server's answers, the slip). */
export const drives = {
  // The server's answers.
  invalidBody: 'Ipadala ang request bilang JSON na may mga field na tinatanggap ng endpoint na ito.',
  invalidEventId: 'Dapat event id ang eventID (positibong buong numero).',
  invalidNeedId: 'Dapat need id ang needID (positibong buong numero).',
  invalidDropoffId: 'Dapat id ng drop-off point ang dropoffID (positibong buong numero).',
  invalidPledgeId: 'Dapat pledge id ang pledgeID (positibong buong numero).',
  invalidReliefDrive: 'Dapat naka-check o hindi ang relief drive.',
  invalidUrgent: 'Dapat naka-check o hindi ang urgent.',
  acceptanceRulesTooLong: 'Hanggang {{max}} character lang ang mga patakaran sa pagtanggap.',
  acceptanceRulesInvalid: 'May mga character na hindi puwede sa mga patakaran sa pagtanggap.',
  urgentNeedsDrive: 'Relief drive lang ang puwedeng markahang urgent.',
  itemInvalid: 'Sabihin kung ano ang kailangan, sa 1 hanggang {{max}} character.',
  unitInvalid: 'Ilagay ang unit (tulad ng "sako na tig-25 kg" o "kahon"), sa 1 hanggang {{max}} character.',
  quantityNeededInvalid: 'Dapat buong numero mula 1 hanggang {{max}} ang dami na kailangan.',
  quantityInvalid: 'Dapat buong numero mula 1 hanggang {{max}} ang dami.',
  enoughInvalid: 'Dapat true o false ang enough.',
  updateNeedEmpty: 'Magpadala ng bagong dami na kailangan, ng markang "sapat na", o pareho.',
  dropoffNameInvalid: 'Ilagay ang pangalan ng drop-off point, sa 1 hanggang {{max}} character.',
  dropoffAddressInvalid: 'Ilagay ang address ng drop-off point, sa 1 hanggang {{max}} character.',
  dropoffBarangayInvalid: 'Ilagay ang barangay ng drop-off point, sa 1 hanggang {{max}} character.',
  dropoffHoursInvalid:
    'Sabihin kung kailan tumatanggap ng donasyon ang drop-off point, sa 1 hanggang {{max}} character.',
  dropoffContactNameInvalid:
    'Ilagay ang pangalan ng taong puwedeng kontakin, sa 1 hanggang {{max}} character.',
  expectedOnInvalid: 'Piliin ang petsa ng pagdadala mo ng mga donasyon (YYYY-MM-DD).',
  codeInvalid: 'Ang pledge code ay {{length}} na letra at numero, gaya ng nakasulat sa slip.',
  noteTooLong: 'Hanggang {{max}} character lang ang tala, walang espesyal na character.',
  notADrive:
    'Hindi relief drive ang event na ito, kaya hindi ito tumatanggap ng pangangailangan, drop-off point o pledge.',
  eventNotFound: 'Wala ang event na ito. Baka nabura na.',
  needNotFound: 'Wala ang pangangailangang ito. Baka tinanggal na.',
  dropoffNotFound: 'Hindi kabilang sa drive na ito ang drop-off point na iyon.',
  pledgeNotFound: 'Wala ang pledge na ito.',
  unknownCode: 'Walang pledge sa drive na ito na may ganyang code.',
  forbidden:
    'Hindi mo puwedeng i-manage ang drive na ito. Ang kinatawan lang ng charity nito o isang admin ang puwede.',
  notYourPledge: 'Hindi sa iyo ang pledge na ito.',
  eventCancelled: 'Kinansela ang drive na ito, kaya hindi na ito tumatanggap ng pledge.',
  eventOver: 'Tapos na ang drive na ito, kaya hindi na ito tumatanggap ng pledge.',
  enough: 'Sapat na, salamat: hindi na tumatanggap ng pledge ang pangangailangang ito.',
  stillNeeded: '{{count}} {{unit}} na lang ang kailangan.',
  nothingNeeded: 'Wala nang kailangan dito sa ngayon, salamat.',
  expectedOnOutside: 'Pumili ng petsa mula {{from}} hanggang {{to}}, habang bukas ang drive.',
  cancelAfterReceived: 'Dumating na ang ilan sa pledge na ito, kaya hindi na ito puwedeng kanselahin.',
  alreadyCancelled: 'Nakansela na ang pledge na ito.',
  pledgeCancelled: 'Kinansela ang pledge na ito, kaya wala nang matatanggap para dito.',
  allReceived: 'Dumating na ang lahat ng pledge na ito.',
  receiveTooMuch: '{{count}} {{unit}} na lang ng pledge na ito ang hindi pa dumarating.',
  deletedAccount: 'Binurang account',
  // The pledge slip by email.
  emailSubject: 'Ang pledge mo sa {{event}}: code {{code}}',
  emailGreeting: 'Kumusta, {{name}}!',
  emailThanks:
    'Salamat sa pledge mo sa {{event}}. Dalhin mo ito kasama ang slip na ito; hihingin ng desk ang code.',
  emailItem: 'Ano: {{quantity}} {{unit}} na {{item}}',
  emailDropoff: 'Saan: {{name}}, {{address}}, {{barangay}}',
  emailHours: 'Bukas: {{hours}}',
  emailExpectedOn: 'Kailan: {{date}}',
  emailCode: 'Iyong pledge code: {{code}}',
  emailRules: 'Ang tinatanggap ng drive: {{rules}}',
  emailMyPledges: 'Tingnan ang mga pledge mo, ang slip at ang QR code nito: {{url}}',
  emailCancel: 'Kung hindi mo na ito madadala, kanselahin doon ang pledge para makapagbigay ang iba.',
} satisfies Translation<typeof english>;
