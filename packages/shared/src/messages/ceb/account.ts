import type { account as english } from '../en/account';
import type { Translation } from '../types';

/** The profile page, password change, data download and account deletion. */
export const account = {
  profile: {
    title: 'Akong profile',
    heading: 'Akong profile',
    intro: 'Imong detalye, password ug data.',
    loading: 'Gina-load ang imong profile...',
    loadError: 'Dili ma-load ang imong profile. Sulayi pag-usab.',
    retry: 'Sulayi pag-usab',
    detailsHeading: 'Imong detalye',
    email: 'Email',
    emailHint: 'Imong email ang gamiton nimo sa pag-log in; dili kini mausab dinhi.',
    save: 'I-save ang mga kausaban',
    saving: 'Gina-save...',
    saved: 'Na-save na ang imong profile.',
  },
  password: {
    heading: 'Usba ang password',
    intro: 'Magpabilin kang naka-log in dinhi; ma-log out ka sa tanang ubang device.',
    current: 'Karon nga password',
    new: 'Bag-ong password',
    confirm: 'Kumpirmaha ang bag-ong password',
    submit: 'Usba ang password',
    submitting: 'Ginausab...',
    changed: 'Nausab na ang imong password. Na-log out ka na sa imong ubang device.',
    currentRequired: 'Palihug isulod ang imong karon nga password.',
    wrongCurrent: 'Sayop ang imong karon nga password.',
  },
  data: {
    heading: 'Imong data',
    intro:
      'I-download isip JSON file ang tanan nga gitipigan sa Tabang bahin nimo: imong account, likes, pag-volunteer uban ang check-in ug oras, mga donasyon uban ang resibo, ang mga charity ug event nga imong gidugang, imong calendar feed ug asa ka naka-log in.',
    download: 'I-download akong data',
    downloading: 'Ginaandam...',
    downloaded: 'Na-download na ang imong data.',
  },
  delete: {
    heading: 'I-delete akong account',
    intro:
      'Ma-delete ang imong account, likes ug pag-volunteer, ug mawala ka sa Mga Nanguna. Magpabilin ang imong mga donasyon sa rekord sa mga charity isip “Na-delete nga user”. Dili na kini mabawi.',
    open: 'I-delete akong account',
    dialogTitle: 'I-delete ang imong account?',
    dialogText: 'Isulod ang imong password aron makumpirma. Dili na kini mabawi.',
    password: 'Password',
    confirm: 'I-delete akong account',
    deleting: 'Gina-delete...',
    cancel: 'Ayaw na lang',
    passwordRequired: 'Palihug isulod ang imong password.',
    wrongPassword: 'Sayop ang password.',
    deleted: 'Na-delete na ang imong account.',
  },
  deleted: {
    name: 'Na-delete nga user',
  },
  /** Text messages (SMS): the profile's opt-in. */
  texts: {
    label: 'I-text ko og pahinumdom (SMS)',
    hint: 'Usa ka text sa {{number}} usa ka adlaw sa dili pa ang matag kalihokan nga imong gi-volunteer-an, ipadala tali sa 8 AM ug 8 PM. Puwede nimo kini i-off bisan kanus-a.',
    needsMobile:
      'Aron makadawat og text, kinahanglan Philippine mobile number ang imong numero sa telepono, sama sa 09171234567.',
  },
  language: {
    saved: 'Na-save ang pinulongan.',
  },
} satisfies Translation<typeof english>;
