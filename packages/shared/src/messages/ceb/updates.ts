import type { updates as english } from '../en/updates';
import type { Translation } from '../types';

/** Updates from charities: the list on charity and event pages, the form, and the email to supporters. */
export const updates = {
  heading: 'Mga update',
  loading: 'Gi-load ang mga update...',
  loadError: 'Dili ma-load ang mga update.',
  empty:
    'Wala pay update. Isulti sa inyong mga tigsuporta kung unsa ang nahimo sa ilang tabang: i-post ang unang update sa ibabaw.',
  aboutEvent: 'Bahin sa {{event}}',
  edited: '(na-edit)',
  photoAlt: 'Hulagway {{number}} sa {{count}} niini nga update',
  endOfList: 'Wala nay laing update.',
  form: {
    heading: 'Pag-post og update',
    body: 'Unsay bag-o?',
    bodyHint:
      'Hangtod {{max}} ka character. Madawat kini sa email sa tanan nga nag-donate, nag-volunteer o nag-like.',
    photos: 'Mga hulagway (dili kinahanglan)',
    photosHint: 'Hangtod {{max}} ka hulagway: JPEG, PNG o WebP, dili molapas sa 5 MB matag usa.',
    consent:
      'Miuyon ang tanan nga makita niining mga hulagwaya nga makuhaan og litrato ug nga ipaambit ang mga hulagway, ug walay bata nga makita nga walay pagtugot sa ginikanan o tig-atiman.',
    submit: 'I-post ang update',
    posting: 'Gi-post...',
    tooManyPhotos: 'Pagpili og dili molapas sa {{max}} ka hulagway.',
  },
  posted: 'Na-post na ang inyong update. Madawat kini sa inyong mga tigsuporta pinaagi sa email.',
  edit: 'I-edit',
  editLabel: 'I-edit ang update',
  save: 'I-save',
  saving: 'Gi-save...',
  cancel: 'Ayaw na',
  saved: 'Na-save ang update.',
  delete: 'Papasa',
  deleteTitle: 'Papason ba kini nga update?',
  deleteBody:
    'Mawala kini sa page sa charity ug sa kalihokan. Dili na mabawi ang mga email nga napadala na sa mga tigsuporta.',
  deleteConfirm: 'Papasa ang update',
  deleting: 'Gipapas...',
  deleted: 'Napapas ang update.',
  bodyRequired: 'Pagsulat og bisan unsa para sa inyong update.',
  bodyTooLong: 'Hangtod {{max}} ka character lang ang usa ka update.',
  bodyInvalid: 'Adunay mga character sa update nga dili magamit.',
  consentInvalid: 'Tsekan o biyai nga blangko ang pagtugot sa hulagway.',
  consentRequired:
    'Palihug kumpirmaha nga miuyon ang mga tawo sa mga hulagway, ug walay bata nga makita nga walay pagtugot sa tig-atiman, o kuhaa ang mga hulagway.',
  invalidCharity: 'Pilia ang charity nga nag-post sa update.',
  invalidEvent: 'Pagpili og usa sa mga kalihokan sa charity, o wala.',
  eventNotOfCharity: 'Dili kalihokan niini nga charity kana nga kalihokan.',
  invalidUpdate: 'Isulti kung asa nga update kini.',
  notFound: 'Walay ingon ana nga update. Basin napapas na kini.',
  emailSubject: 'Adunay bag-ong update ang {{charity}}',
  emailSubjectEvent: '{{charity}}: balita bahin sa {{event}}',
  emailBody:
    'Maayong adlaw, {{name}}!\n\nNag-post og update ang {{charity}}:\n\n{{body}}\n\nTan-awa kini uban sa mga hulagway: {{link}}\n\nNadawat nimo kini nga email kay nag-donate ka, nag-volunteer o nag-like sa {{charity}} sa Tabang.',
  emailBodyEvent:
    'Maayong adlaw, {{name}}!\n\nNag-post ang {{charity}} og update bahin sa "{{event}}":\n\n{{body}}\n\nTan-awa kini uban sa mga hulagway: {{link}}\n\nNadawat nimo kini nga email kay nag-donate ka, nag-volunteer o nag-like sa "{{event}}" sa Tabang.',
} satisfies Translation<typeof english>;
