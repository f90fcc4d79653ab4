import type { calendar as english } from '../en/calendar';
import type { Translation } from '../types';

export const calendar = {
  // The .ics files and answers of the server.
  feedName: 'Tabang — ang pag-volunteer ko',
  feedDescription: 'Ang mga event na pinag-volunteer-an mo sa Tabang, Davao.',
  byCharity: 'Mula sa {{name}}',
  turnedOff: 'Naka-off ang link ng kalendaryo mo.',
  newTab: '(magbubukas sa bagong tab)',
  cancel: 'Huwag na lang',
  // "Add to calendar" on an event's page.
  add: {
    heading: 'Idagdag sa kalendaryo',
    ics: 'I-download ang .ics (Apple, Outlook)',
    google: 'Google Calendar',
  },
  // The personal feed on the dashboard.
  feed: {
    heading: 'Kalendaryo ng pag-volunteer mo',
    intro:
      'Mag-subscribe nang isang beses at lalabas sa kalendaryo ng phone o computer mo ang mga event na pinag-volunteer-an mo. Laging updated ito kapag sumali o umalis ka sa isa.',
    private:
      'Sa iyo lang ang link na ito: makikita ng sinumang may hawak nito ang mga event na pinag-volunteer-an mo. Gumawa ng bagong link kung may ibang nakakuha nito.',
    create: 'Gumawa ng link ng kalendaryo',
    working: 'Sandali lang…',
    linkLabel: 'Link ng kalendaryo mo',
    copy: 'Kopyahin',
    copied: 'Nakopya ang link ng kalendaryo.',
    copyFailed: 'Hindi makopya. Piliin ang link at ikaw na ang kumopya.',
    subscribe: 'Mag-subscribe (Apple Calendar, Outlook)',
    google: 'Idagdag sa Google Calendar',
    rotate: 'Gumawa ng bagong link',
    rotateTitle: 'Gumawa ng bagong link ng kalendaryo?',
    rotateConfirm:
      'Titigil agad ang lumang link: kailangang mag-subscribe sa bago ang mga kalendaryong gumagamit nito.',
    rotateAction: 'Gumawa ng bagong link',
    rotated: 'Handa na ang bagong link ng kalendaryo mo. Hindi na gumagana ang luma.',
    turnOff: 'I-off',
    turnOffTitle: 'I-off ang link ng kalendaryo mo?',
    turnOffConfirm:
      'Hindi na matatanggap ng mga kalendaryong naka-subscribe dito ang mga event mo. Puwede kang gumawa ng bagong link mamaya.',
    turnOffAction: 'I-off',
    loadFailed: 'Hindi ma-load ang link ng kalendaryo mo.',
    actionFailed: 'Hindi iyon gumana. Pakisubukan ulit.',
  },
} satisfies Translation<typeof english>;
