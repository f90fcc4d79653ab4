import type { slots as english } from '../en/slots';
import type { Translation } from '../types';

/** Volunteer slots and the waitlist (Add event, event cards, the Event page, the volunteer calls, the email). */
export const slots = {
  fieldLabel: 'Slot sa volunteer (opsyonal)',
  fieldHint:
    'Pila ka volunteer ang imong madawat. Biyai nga blangko kung walay limit; sa waitlist mapunta ang sobra.',
  invalid: 'Ang slot sa volunteer kinahanglan tibuok nga numero gikan 1 hangtod {{max}}.',
  // Event cards and the Event page.
  left_one: '{{left}} sa {{count}} ka slot ang nahabilin',
  left_other: '{{left}} sa {{count}} ka slot ang nahabilin',
  full: 'Puno na — apil sa waitlist',
  // The volunteer button and the notice under it.
  joinWaitlist: 'Apil sa waitlist',
  onWaitlist: 'Naa sa waitlist',
  waitlisted: 'Naa ka sa waitlist — numero {{position}}',
  waitlistedHint:
    'Mag-email mi nimo kung naay mabakante nga slot. Puwede ka mobiya sa waitlist bisan kanus-a.',
  // The Event page, to someone holding a slot (instead of "Full" for them).
  youreIn: 'Sulod na ka!',
  youreInHint: 'Naa na kay slot. Ipakita ang imong check-in code inig abot nimo.',
  cantMakeIt: 'Dili ka makaadto?',
  cantMakeItHint: 'Matangtang ka niini sa kalihokan, aron naay lain nga makakuha sa imong slot.',
  // The Undo in the toast after leaving an event, and what it did.
  undo: 'Bawia',
  undoneSlotBack: 'Nabawi: imo na usab ang imong slot.',
  undoneWaitlisted:
    'Nabawi, pero nahatag na ang imong slot sa sunod sa waitlist. Naa ka sa waitlist — numero {{position}}.',
  undoneWaitlistBack: 'Nabawi: naa na usab ka sa waitlist — numero {{position}}.',
  undoFailed: 'Dili mabawi: {{reason}}',
  // Server answers.
  waitlistedMessage: 'Naa ka sa waitlist — numero {{position}}.',
  eventCancelled: 'Gikansela kini nga kalihokan, mao nga dili na kini modawat og volunteer.',
  // The email to someone who moved up from the waitlist.
  promotedSubject: 'Naay nabakante nga slot sa volunteer: {{event}}',
  promotedBody:
    'Maayong adlaw, {{name}}!\n\nNaay nabakante nga slot sa volunteer para sa "{{event}}" ({{date}}), ug imoha na kini: nakuha na nimo ang slot gikan sa waitlist.\n\nTan-awa ang kalihokan: {{link}}\n\nKung dili na ka makaadto, palihug pag-withdraw sa page sa kalihokan aron makuha sa sunod nga tawo ang imong slot.\n\nDaghang salamat sa imong pag-volunteer!\nTabang',
} satisfies Translation<typeof english>;
