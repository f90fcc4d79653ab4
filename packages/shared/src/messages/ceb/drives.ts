import type { drives as english } from '../en/drives';
import type { Translation } from '../types';

/** Relief drives: needs, drop-off points, pledges of goods and the drop-off desk (the server's answers, the slip). */
export const drives = {
  // The server's answers.
  invalidBody: 'Ipadala ang request isip JSON nga naay mga field nga gidawat niini nga endpoint.',
  invalidEventId: 'Ang eventID kinahanglan event id (positibo nga tibuok nga numero).',
  invalidNeedId: 'Ang needID kinahanglan need id (positibo nga tibuok nga numero).',
  invalidDropoffId: 'Ang dropoffID kinahanglan id sa drop-off point (positibo nga tibuok nga numero).',
  invalidPledgeId: 'Ang pledgeID kinahanglan pledge id (positibo nga tibuok nga numero).',
  invalidReliefDrive: 'Ang relief drive kinahanglan naka-check o dili.',
  invalidUrgent: 'Ang urgent kinahanglan naka-check o dili.',
  acceptanceRulesTooLong: 'Hangtod {{max}} ka character lang ang mga lagda sa pagdawat.',
  acceptanceRulesInvalid: 'Naay mga character sa mga lagda sa pagdawat nga dili pwede.',
  urgentNeedsDrive: 'Relief drive lang ang pwede markahan nga urgent.',
  itemInvalid: 'Isulti kung unsa ang gikinahanglan, sa 1 hangtod {{max}} ka character.',
  unitInvalid:
    'Ibutang ang unit (sama sa "sako nga tig-25 kg" o "kahon"), sa 1 hangtod {{max}} ka character.',
  quantityNeededInvalid:
    'Ang gidaghanon nga gikinahanglan kinahanglan tibuok nga numero gikan 1 hangtod {{max}}.',
  quantityInvalid: 'Ang gidaghanon kinahanglan tibuok nga numero gikan 1 hangtod {{max}}.',
  enoughInvalid: 'Ang enough kinahanglan true o false.',
  updateNeedEmpty: 'Ipadala ang bag-ong gidaghanon nga gikinahanglan, ang marka nga "igo na", o pareho.',
  dropoffNameInvalid: 'Ibutang ang ngalan sa drop-off point, sa 1 hangtod {{max}} ka character.',
  dropoffAddressInvalid: 'Ibutang ang address sa drop-off point, sa 1 hangtod {{max}} ka character.',
  dropoffBarangayInvalid: 'Ibutang ang barangay sa drop-off point, sa 1 hangtod {{max}} ka character.',
  dropoffHoursInvalid:
    'Isulti kanus-a modawat og donasyon ang drop-off point, sa 1 hangtod {{max}} ka character.',
  dropoffContactNameInvalid: 'Ibutang ang ngalan sa tawo nga kontakon, sa 1 hangtod {{max}} ka character.',
  expectedOnInvalid: 'Pilia ang petsa nga imong dad-on ang mga donasyon (YYYY-MM-DD).',
  codeInvalid: 'Ang pledge code kay {{length}} ka letra ug numero, sama sa nakasulat sa slip.',
  noteTooLong: 'Hangtod {{max}} ka character lang ang nota, walay espesyal nga character.',
  notADrive:
    'Dili relief drive kini nga kalihokan, mao nga dili kini modawat og panginahanglan, drop-off point o pledge.',
  eventNotFound: 'Wala kini nga kalihokan. Basin natangtang na.',
  needNotFound: 'Wala kini nga panginahanglan. Basin gitangtang na.',
  dropoffNotFound: 'Dili apil niini nga drive kana nga drop-off point.',
  pledgeNotFound: 'Wala kini nga pledge.',
  unknownCode: 'Walay pledge niini nga drive nga naay ingon ana nga code.',
  forbidden:
    'Dili nimo madumala kini nga drive. Ang representante lang sa charity niini o usa ka admin ang makahimo.',
  notYourPledge: 'Dili imo kini nga pledge.',
  eventCancelled: 'Gikansela kini nga drive, mao nga dili na kini modawat og pledge.',
  eventOver: 'Human na kini nga drive, mao nga dili na kini modawat og pledge.',
  enough: 'Igo na, salamat: dili na modawat og pledge kini nga panginahanglan.',
  stillNeeded: '{{count}} {{unit}} na lang ang gikinahanglan.',
  nothingNeeded: 'Wala nay gikinahanglan niini karon, salamat.',
  expectedOnOutside: 'Pili og petsa gikan {{from}} hangtod {{to}}, samtang abli ang drive.',
  cancelAfterReceived: 'Niabot na ang pipila sa kini nga pledge, mao nga dili na kini makansela.',
  alreadyCancelled: 'Nakansela na kini nga pledge.',
  pledgeCancelled: 'Gikansela kini nga pledge, mao nga wala nay madawat para niini.',
  allReceived: 'Niabot na ang tanan sa kini nga pledge.',
  receiveTooMuch: '{{count}} {{unit}} na lang sa kini nga pledge ang wala pa moabot.',
  deletedAccount: 'Gitangtang nga account',
  // The pledge slip by email.
  emailSubject: 'Ang imong pledge sa {{event}}: code {{code}}',
  emailGreeting: 'Maayong adlaw, {{name}}!',
  emailThanks:
    'Salamat sa imong pledge sa {{event}}. Dad-a kini uban niini nga slip; pangayoon sa desk ang code.',
  emailItem: 'Unsa: {{quantity}} {{unit}} nga {{item}}',
  emailDropoff: 'Asa: {{name}}, {{address}}, {{barangay}}',
  emailHours: 'Abli: {{hours}}',
  emailExpectedOn: 'Kanus-a: {{date}}',
  emailCode: 'Imong pledge code: {{code}}',
  emailRules: 'Ang gidawat sa drive: {{rules}}',
  emailMyPledges: 'Tan-awa ang imong mga pledge, ang slip ug ang QR code niini: {{url}}',
  emailCancel: 'Kung dili na nimo kini madala, kanselaha didto ang pledge aron makahatag ang uban.',
} satisfies Translation<typeof english>;
