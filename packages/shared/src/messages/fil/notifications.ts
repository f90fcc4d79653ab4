import type { notifications as english } from '../en/notifications';
import type { Translation } from '../types';

/** What reaches a person and how (/profile/notifications), the emails' footer, and unsubscribe links. */
export const notifications = {
  title: 'Mga abiso',
  intro: 'Piliin kung ano ang ipapadala sa iyo ng Tabang, at kung paano.',
  loading: 'Nilo-load ang mga pinili mo...',
  loadError: 'Hindi ma-load ang mga pinili mo.',
  emailHeading: 'Mga email',
  topics: {
    charityUpdates: {
      label: 'Mga update mula sa mga charity na sinusuportahan ko',
      hint: 'Kapag nag-post ng update ang charity o event na dinonate-an, pinag-volunteer-an o ni-like mo.',
      name: 'mga email tungkol sa update ng mga charity na sinusuportahan mo',
    },
    volunteerReminders: {
      label: 'Paalala sa pag-volunteer',
      hint: 'Isang araw bago ang event na pinag-volunteer-an mo, kasama ang oras, lugar at iyong check-in code.',
      name: 'mga email na paalala sa pag-volunteer',
    },
    monthlyGiving: {
      label: 'Paalala sa buwanang pagbibigay',
      hint: 'Ang mga paalalang may link sa pagbabayad ng iyong buwanang donasyon (laging dumarating ang abiso na pumalya, nilaktawan o natapos ang isang donasyon).',
      name: 'mga email na paalala sa buwanang pagbibigay',
    },
  },
  alwaysSent:
    'Laging ini-email ang mga resibo, pag-reset ng password, pledge slip, slot mula sa waitlist at kinanselang event: tungkol ang mga ito sa isang bagay na ginawa mo.',
  textsHeading: 'Mga text message',
  textsNeedMobile:
    'Sa Philippine mobile number lang ipinapadala ang mga text. Palitan muna ang contact number mo sa Profile ko.',
  textsOn: 'Dumarating din sa text sa {{number}} ang mga paalala sa pag-volunteer.',
  textsOff: 'Naka-off ang mga text message.',
  changeTexts: 'I-on o i-off ang mga text sa Profile ko, katabi ng number mo',
  manageLink: 'Piliin kung aling mga email at text ang ipapadala sa iyo ng Tabang',
  saved: 'Na-save ang mga pinili mo.',
  saveFailed: 'Hindi na-save ang pinili mo: {{message}}',
  invalidChoice: 'Bukas (true) o sarado (false) ang bawat pagpipilian.',
  invalidLink:
    'Hindi valid ang unsubscribe link na ito. Mag-sign in para piliin ang mga email mo sa page ng Mga abiso.',
  unsubscribed: 'Tapos na. Hindi ka na makakatanggap ng {{topic}}.',
  resubscribed: 'Makakatanggap ka ulit ng {{topic}}.',
  emailFooter: 'Piliin kung aling mga email ang ipapadala sa iyo ng Tabang: {{link}}',
  emailFooterUnsubscribe: 'Itigil ang {{topic}}: {{link}}',
  unsubscribe: {
    title: 'Mag-unsubscribe',
    checking: 'Sinusuri ang link mo...',
    question: 'Itigil ang {{topic}}?',
    explain: 'Puwede mo itong buksan ulit anumang oras sa page ng Mga abiso.',
    confirm: 'Mag-unsubscribe',
    working: 'Ina-unsubscribe...',
    alreadyOff: 'Hindi ka na talaga nakakatanggap ng {{topic}}.',
    undo: 'Mag-subscribe ulit',
    manage: 'Pamahalaan ang lahat ng pinili mong email',
    failed: 'Hindi ito gumana: {{message}}',
  },
} satisfies Translation<typeof english>;
