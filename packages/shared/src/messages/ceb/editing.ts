import type { editing as english } from '../en/editing';
import type { Translation } from '../types';

/** Editing a charity or an event, and cancelling an event (the dashboard, the edit pages, the Event page). */
export const editing = {
  invalidEvent: 'Pili og kalihokan nga i-edit.',
  capacityBelowVolunteers:
    'Naa nay {{count}} ka volunteer kini nga kalihokan: dili puwede moubos niana ang gidaghanon sa slot. Biyai nga blangko kung walay limit.',
  charityUpdated: 'Na-update ang charity.',
  charityBackToVerification:
    'Na-update ang charity. Gibalik kini sa beripikasyon: hunong una ang mga donasyon hangtod masusi kini pag-usab sa admin.',
  eventUpdated: 'Na-update ang kalihokan.',
  eventCancelled: 'Gikansela ang kalihokan. Gina-email na ang mga volunteer niini.',
  eventAlreadyCancelled: 'Nakansela na kini nga kalihokan.',
  eventIsCancelled: 'Gikansela kini nga kalihokan, busa dili na kini mausab.',
  cancelledNoDonations:
    'Gikansela kini nga kalihokan: dili na kini modawat og donasyon. Makahatag ka gihapon sa {{name}}.',
  reasonTooLong: 'Hangtod {{max}} ka character lang ang rason sa pagkansela.',
  invalidReason: 'Yano nga teksto lang ang rason sa pagkansela.',
  email: {
    subject: 'Gikansela: {{event}}',
    body:
      'Maayong adlaw, {{name}}!\n\nGikansela sa {{charity}} ang "{{event}}" ({{date}}) nga imong gi-sign up-an ' +
      'isip volunteer. Wala na kay kinahanglan buhaton.\n\n{{reason}}Daghang salamat sa paghatag sa imong oras.\n\nTabang',
    reason: 'Ang ilang rason: {{reason}}',
  },
  /** The web app. */
  edit: 'I-edit',
  editCharityNamed: 'I-edit ang {{name}}',
  editEventNamed: 'I-edit ang {{name}}',
  cancelEvent: 'Kanselaha ang kalihokan',
  cancelled: 'Gikansela',
  charityTitle: 'I-edit ang charity',
  eventTitle: 'I-edit ang kalihokan',
  save: 'I-save ang mga kausaban',
  saving: 'Gina-save…',
  back: 'Balik sa dashboard',
  nothingChanged: 'Wala pa kay giusab.',
  saveFailed: 'Wala ma-save ang imong mga kausaban.',
  loading: 'Naga-load…',
  loadFailed: 'Dili ni ma-load para i-edit. Tan-awa ang imong koneksyon ug sulayi pag-usab.',
  forbidden: 'Ang representante lang sa charity o usa ka admin ang maka-edit niini.',
  notFound: 'Wala kini makit-an. Basin natangtang na.',
  currentPicture: 'Ang {{field}} karon',
  replacePictureHint: 'Pili lang og bag-ong file kung ilisan nimo ang karon.',
  reregistrationHint:
    'Kung usbon nimo ang numero o petsa sa rehistro, susihon kini pag-usab sa admin sa dili pa kini ipakita.',
  identityNotice: {
    title: 'Kung i-save nimo, mobalik sa beripikasyon kini nga charity',
    body: 'Giusab nimo kung kinsa ang charity ({{fields}}). Hangtod masusi kini pag-usab sa admin, “Naghulat sa beripikasyon” ang makita niini ug dili kini makadawat og donasyon.',
  },
  confirm: {
    title: 'Kanselahon ang “{{name}}”?',
    body: 'Mawala ang kalihokan sa tanang publikong lista, moingon ang page niini nga gikansela kini, ug i-email ang tanan nga nag-sign up aron mag-volunteer (apil ang waitlist). Dili na kini mabawi.',
    keep: 'Ayaw kanselaha',
    confirm: 'Kanselaha ang kalihokan',
    cancelling: 'Ginakansela…',
    reasonLabel: 'Rason (dili kinahanglan)',
    reasonHint:
      'Makita kini sa page sa kalihokan ug sa email sa mga volunteer, pananglitan “Giurong tungod sa bagyo; naay bag-ong petsa sa dili madugay.” Hangtod {{max}} ka character.',
    failed: 'Dili makansela ang kalihokan.',
  },
  banner: {
    title: 'Gikansela kini nga kalihokan',
    body: 'Gikansela kini niadtong {{date}}. Dili na kini modawat og donasyon o volunteer.',
    reason: 'Rason sa charity: {{reason}}',
    otherEvents: 'Ubang kalihokan sa {{name}}',
    noOtherEvents: 'Wala pay laing umaabot nga kalihokan ang {{name}}.',
    seeCharity: 'Tan-awa ang {{name}}',
  },
} satisfies Translation<typeof english>;
