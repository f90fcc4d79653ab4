import type { updates as english } from '../en/updates';
import type { Translation } from '../types';

/** Updates from charities: the list on charity and event pages, the form, and the email to supporters. */
export const updates = {
  heading: 'Mga update',
  loading: 'Nilo-load ang mga update...',
  loadError: 'Hindi ma-load ang mga update.',
  empty:
    'Wala pang update. Ikuwento sa inyong mga tagasuporta kung ano ang nagawa ng kanilang tulong: i-post ang unang update sa itaas.',
  aboutEvent: 'Tungkol sa {{event}}',
  edited: '(na-edit)',
  photoAlt: 'Larawan {{number}} sa {{count}} ng update na ito',
  endOfList: 'Wala nang iba pang update.',
  form: {
    heading: 'Mag-post ng update',
    body: 'Ano ang bago?',
    bodyHint:
      'Hanggang {{max}} na character. Matatanggap ito sa email ng lahat ng nag-donate, nag-volunteer o nag-like.',
    photos: 'Mga larawan (hindi kailangan)',
    photosHint: 'Hanggang {{max}} larawan: JPEG, PNG o WebP, hindi lalampas sa 5 MB bawat isa.',
    consent:
      'Pumayag ang lahat ng nasa mga larawang ito na makunan at maibahagi ang mga larawan, at walang batang makikita rito nang walang pahintulot ng magulang o tagapag-alaga.',
    submit: 'I-post ang update',
    posting: 'Pino-post...',
    tooManyPhotos: 'Pumili ng hindi hihigit sa {{max}} larawan.',
  },
  posted: 'Na-post na ang update ninyo. Matatanggap ito ng inyong mga tagasuporta sa email.',
  edit: 'I-edit',
  editLabel: 'I-edit ang update',
  save: 'I-save',
  saving: 'Sine-save...',
  cancel: 'Kanselahin',
  saved: 'Na-save ang update.',
  delete: 'Burahin',
  deleteTitle: 'Burahin ang update na ito?',
  deleteBody:
    'Mawawala ito sa page ng charity at ng event. Hindi na mababawi ang mga email na naipadala na sa mga tagasuporta.',
  deleteConfirm: 'Burahin ang update',
  deleting: 'Binubura...',
  deleted: 'Nabura ang update.',
  bodyRequired: 'Sumulat ng kahit ano para sa update ninyo.',
  bodyTooLong: 'Hanggang {{max}} na character lang ang isang update.',
  bodyInvalid: 'May mga character sa update na hindi puwedeng gamitin.',
  consentInvalid: 'Lagyan ng tsek o iwanang blangko ang pahintulot sa larawan.',
  consentRequired:
    'Pakikumpirma na pumayag ang mga tao sa mga larawan, at walang batang makikita nang walang pahintulot ng tagapag-alaga, o alisin ang mga larawan.',
  invalidCharity: 'Piliin ang charity na nagpo-post ng update.',
  invalidEvent: 'Pumili ng isa sa mga event ng charity, o wala.',
  eventNotOfCharity: 'Hindi event ng charity na ito ang event na iyan.',
  invalidUpdate: 'Sabihin kung aling update ito.',
  notFound: 'Walang ganoong update. Baka nabura na ito.',
  emailSubject: 'May bagong update ang {{charity}}',
  emailSubjectEvent: '{{charity}}: balita tungkol sa {{event}}',
  emailBody:
    'Kumusta, {{name}}!\n\nNag-post ng update ang {{charity}}:\n\n{{body}}\n\nTingnan ito kasama ang mga larawan: {{link}}\n\nNatanggap mo ang email na ito dahil nag-donate ka, nag-volunteer o nag-like sa {{charity}} sa Tabang.',
  emailBodyEvent:
    'Kumusta, {{name}}!\n\nNag-post ang {{charity}} ng update tungkol sa "{{event}}":\n\n{{body}}\n\nTingnan ito kasama ang mga larawan: {{link}}\n\nNatanggap mo ang email na ito dahil nag-donate ka, nag-volunteer o nag-like sa "{{event}}" sa Tabang.',
} satisfies Translation<typeof english>;
