import type { calendar as english } from '../en/calendar';
import type { Translation } from '../types';

export const calendar = {
  // The .ics files and answers of the server.
  feedName: 'Tabang — akong pag-volunteer',
  feedDescription: 'Ang mga kalihokan nga imong gi-volunteer-an sa Tabang, Davao.',
  byCharity: 'Gikan sa {{name}}',
  turnedOff: 'Naka-off ang imong link sa kalendaryo.',
  newTab: '(moabli sa bag-ong tab)',
  cancel: 'Ayaw na lang',
  // "Add to calendar" on an event's page.
  add: {
    heading: 'Idugang sa kalendaryo',
    ics: 'I-download ang .ics (Apple, Outlook)',
    google: 'Google Calendar',
  },
  // The personal feed on the dashboard.
  feed: {
    heading: 'Imong kalendaryo sa pag-volunteer',
    intro:
      'Mag-subscribe kausa ug makita na sa kalendaryo sa imong phone o computer ang mga kalihokan nga imong gi-volunteer-an. Updated kini kanunay kung moapil o mobiya ka sa usa.',
    private:
      'Ayaw ihatag kini nga link sa uban: bisan kinsa nga naa niini makakita sa mga kalihokan nga imong gi-volunteer-an. Paghimo og bag-ong link kung nakuha kini sa uban.',
    create: 'Paghimo og link sa kalendaryo',
    working: 'Kadiyot lang…',
    linkLabel: 'Imong link sa kalendaryo',
    copy: 'Kopyaha',
    copied: 'Nakopya ang link sa kalendaryo.',
    copyFailed: 'Dili makopya. Pilia ang link ug ikaw na ang mokopya.',
    subscribe: 'Mag-subscribe (Apple Calendar, Outlook)',
    google: 'Idugang sa Google Calendar',
    rotate: 'Paghimo og bag-ong link',
    rotateTitle: 'Mohimo ka og bag-ong link sa kalendaryo?',
    rotateConfirm:
      'Mohunong dayon ang daan nga link: ang mga kalendaryo nga naggamit niini kinahanglan mo-subscribe sa bag-o.',
    rotateAction: 'Paghimo og bag-ong link',
    rotated: 'Andam na ang imong bag-ong link sa kalendaryo. Dili na molihok ang daan.',
    turnOff: 'I-off',
    turnOffTitle: 'I-off ang imong link sa kalendaryo?',
    turnOffConfirm:
      'Ang mga kalendaryo nga naka-subscribe niini dili na makadawat sa imong mga kalihokan. Makahimo ka og bag-ong link unya.',
    turnOffAction: 'I-off',
    loadFailed: 'Dili ma-load ang imong link sa kalendaryo.',
    actionFailed: 'Wala kini molihok. Palihug sulayi pag-usab.',
  },
} satisfies Translation<typeof english>;
