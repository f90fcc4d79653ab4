import type { account as english } from '../en/account';
import type { Translation } from '../types';

/** The profile page, password change, data download and account deletion. */
export const account = {
  profile: {
    title: 'Profile ko',
    heading: 'Profile ko',
    intro: 'Ang iyong detalye, password at data.',
    loading: 'Naglo-load ang iyong profile...',
    loadError: 'Hindi ma-load ang iyong profile. Subukan ulit.',
    retry: 'Subukan ulit',
    detailsHeading: 'Iyong detalye',
    email: 'Email',
    emailHint: 'Ang email mo ang ginagamit mo sa pag-log in; hindi ito mapapalitan dito.',
    save: 'I-save ang mga pagbabago',
    saving: 'Sine-save...',
    saved: 'Na-save na ang iyong profile.',
  },
  password: {
    heading: 'Palitan ang password',
    intro: 'Mananatili kang naka-log in dito; mala-log out ka sa lahat ng iba pang device.',
    current: 'Kasalukuyang password',
    new: 'Bagong password',
    confirm: 'Kumpirmahin ang bagong password',
    submit: 'Palitan ang password',
    submitting: 'Pinapalitan...',
    changed: 'Napalitan na ang iyong password. Na-log out ka na sa iba mong device.',
    currentRequired: 'Pakilagay ang kasalukuyan mong password.',
    wrongCurrent: 'Mali ang kasalukuyan mong password.',
  },
  data: {
    heading: 'Iyong data',
    intro:
      'I-download bilang JSON file ang lahat ng hawak ng Tabang tungkol sa iyo: ang iyong account, likes, pag-volunteer kasama ang check-in at oras, mga donasyon kasama ang resibo, ang mga charity at event na idinagdag mo, ang iyong calendar feed at kung saan ka naka-log in.',
    download: 'I-download ang data ko',
    downloading: 'Inihahanda...',
    downloaded: 'Na-download na ang iyong data.',
  },
  delete: {
    heading: 'Burahin ang account ko',
    intro:
      'Mabubura ang iyong account, likes at pag-volunteer, at aalis ka sa Mga Nangunguna. Mananatili ang iyong mga donasyon sa talaan ng mga charity bilang “Binurang user”. Hindi na ito maibabalik.',
    open: 'Burahin ang account ko',
    dialogTitle: 'Burahin ang account mo?',
    dialogText: 'Ilagay ang iyong password para kumpirmahin. Hindi na ito maibabalik.',
    password: 'Password',
    confirm: 'Burahin ang account ko',
    deleting: 'Binubura...',
    cancel: 'Huwag na lang',
    passwordRequired: 'Pakilagay ang iyong password.',
    wrongPassword: 'Mali ang password.',
    deleted: 'Nabura na ang iyong account.',
  },
  deleted: {
    name: 'Binurang user',
  },
  /** Text messages (SMS): the profile's opt-in. */
  texts: {
    label: 'I-text ako ng paalala (SMS)',
    hint: 'Isang text sa {{number}} isang araw bago ang bawat event na pinag-volunteer-an mo, ipinapadala mula 8 AM hanggang 8 PM. Puwede mo itong patayin anumang oras.',
    needsMobile:
      'Para makatanggap ng text, dapat Philippine mobile number ang numero ng telepono mo, gaya ng 09171234567.',
  },
  language: {
    saved: 'Na-save ang wika.',
  },
} satisfies Translation<typeof english>;
