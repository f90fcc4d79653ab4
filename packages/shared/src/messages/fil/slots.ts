import type { slots as english } from '../en/slots';
import type { Translation } from '../types';

/** Volunteer slots and the waitlist (Add event, event cards, the Event page, the volunteer calls, the email). */
export const slots = {
  fieldLabel: 'Slot ng volunteer (opsyonal)',
  fieldHint:
    'Ilang volunteer ang kaya mong tanggapin. Iwanang blangko kung walang limit; sa waitlist mapupunta ang sobra.',
  invalid: 'Dapat buong numero mula 1 hanggang {{max}} ang slot ng volunteer.',
  // Event cards and the Event page.
  left_one: '{{left}} sa {{count}} na slot ang bakante',
  left_other: '{{left}} sa {{count}} na slot ang bakante',
  full: 'Puno na — sumali sa waitlist',
  // The volunteer button and the notice under it.
  joinWaitlist: 'Sumali sa waitlist',
  onWaitlist: 'Nasa waitlist',
  waitlisted: 'Nasa waitlist ka — numero {{position}}',
  waitlistedHint: 'Mag-e-email kami kapag may nabakanteng slot. Puwede kang umalis sa waitlist anumang oras.',
  // The Event page, to someone holding a slot (instead of "Full" for them).
  youreIn: 'Pasok ka na!',
  youreInHint: 'Nakareserba na ang slot mo. Ipakita ang check-in code mo pagdating mo.',
  cantMakeIt: 'Hindi makakapunta?',
  cantMakeItHint: 'Aalisin ka nito sa event, para may ibang makakuha ng slot mo.',
  // The Undo in the toast after leaving an event, and what it did.
  undo: 'Bawiin',
  undoneSlotBack: 'Nabawi: nasa iyo ulit ang slot mo.',
  undoneWaitlisted:
    'Nabawi, pero naibigay na ang slot mo sa susunod sa waitlist. Nasa waitlist ka — numero {{position}}.',
  undoneWaitlistBack: 'Nabawi: nasa waitlist ka ulit — numero {{position}}.',
  undoFailed: 'Hindi nabawi: {{reason}}',
  // Server answers.
  waitlistedMessage: 'Nasa waitlist ka — numero {{position}}.',
  eventCancelled: 'Kinansela ang event na ito, kaya hindi na ito tumatanggap ng volunteer.',
  // The email to someone who moved up from the waitlist.
  promotedSubject: 'May nabakanteng slot para sa volunteer: {{event}}',
  promotedBody:
    'Kumusta, {{name}}!\n\nMay nabakanteng slot para sa volunteer sa "{{event}}" ({{date}}), at sa iyo na ito: nakuha mo na ang slot mula sa waitlist.\n\nTingnan ang event: {{link}}\n\nKung hindi ka na makakapunta, paki-withdraw sa page ng event para makuha ng susunod ang slot mo.\n\nSalamat po sa pag-volunteer!\nTabang',
} satisfies Translation<typeof english>;
