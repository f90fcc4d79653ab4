import type { editing as english } from '../en/editing';
import type { Translation } from '../types';

/** Editing a charity or an event, and cancelling an event (the dashboard, the edit pages, the Event page). */
export const editing = {
  invalidEvent: 'Pumili ng event na ie-edit.',
  capacityBelowVolunteers:
    'May {{count}} volunteer na ang event na ito: hindi na puwedeng mas kaunti roon ang slot. Iwanang blangko kung walang limit.',
  charityUpdated: 'Na-update ang charity.',
  charityBackToVerification:
    'Na-update ang charity. Ibinalik ito sa beripikasyon: nakahinto ang mga donasyon hangga’t hindi ito sinusuri ulit ng admin.',
  eventUpdated: 'Na-update ang event.',
  eventCancelled: 'Kinansela ang event. Ine-email na ang mga volunteer nito.',
  eventAlreadyCancelled: 'Nakansela na ang event na ito.',
  eventIsCancelled: 'Kinansela ang event na ito, kaya hindi na ito mababago.',
  cancelledNoDonations:
    'Kinansela ang event na ito: hindi na ito tumatanggap ng donasyon. Puwede ka pa ring magbigay sa {{name}}.',
  reasonTooLong: 'Hanggang {{max}} na character lang ang dahilan ng pagkansela.',
  invalidReason: 'Dapat simpleng teksto lang ang dahilan ng pagkansela.',
  email: {
    subject: 'Kinansela: {{event}}',
    body:
      'Kumusta, {{name}}!\n\nKinansela ng {{charity}} ang "{{event}}" ({{date}}), na pinag-sign up-an mo bilang ' +
      'volunteer. Wala ka nang kailangang gawin.\n\n{{reason}}Salamat po sa pag-aalok ng iyong oras.\n\nTabang',
    reason: 'Ang dahilan nila: {{reason}}',
  },
  /** The web app. */
  edit: 'I-edit',
  editCharityNamed: 'I-edit ang {{name}}',
  editEventNamed: 'I-edit ang {{name}}',
  cancelEvent: 'Kanselahin ang event',
  cancelled: 'Kinansela',
  charityTitle: 'I-edit ang charity',
  eventTitle: 'I-edit ang event',
  save: 'I-save ang mga pagbabago',
  saving: 'Sine-save…',
  back: 'Bumalik sa dashboard',
  nothingChanged: 'Wala ka pang binago.',
  saveFailed: 'Hindi ma-save ang mga pagbabago mo.',
  loading: 'Naglo-load…',
  loadFailed: 'Hindi ito ma-load para i-edit. Tingnan ang koneksyon mo at subukan ulit.',
  forbidden: 'Ang kinatawan lang ng charity o isang admin ang puwedeng mag-edit nito.',
  notFound: 'Hindi ito nakita. Baka natanggal na.',
  currentPicture: 'Kasalukuyang {{field}}',
  replacePictureHint: 'Pumili lang ng bagong file kung papalitan mo ang kasalukuyan.',
  reregistrationHint:
    'Kapag binago mo ang numero o petsa ng rehistro, susuriin ulit ito ng admin bago ipakita.',
  identityNotice: {
    title: 'Ibabalik sa beripikasyon ang charity kapag nag-save ka',
    body: 'Binago mo kung sino ang charity ({{fields}}). Hangga’t hindi ito sinusuri ulit ng admin, “Hinihintay ang beripikasyon” ang makikita rito at hindi ito tatanggap ng donasyon.',
  },
  confirm: {
    title: 'Kanselahin ang “{{name}}”?',
    body: 'Mawawala ang event sa lahat ng pampublikong listahan, sasabihin ng page nito na kinansela ito, at ie-email ang lahat ng nag-sign up para mag-volunteer (pati ang waitlist). Hindi na ito maibabalik.',
    keep: 'Huwag kanselahin',
    confirm: 'Kanselahin ang event',
    cancelling: 'Kinakansela…',
    reasonLabel: 'Dahilan (hindi kailangan)',
    reasonHint:
      'Makikita ito sa page ng event at sa email sa mga volunteer, hal. “Iniurong dahil sa bagyo; may bagong petsa sa lalong madaling panahon.” Hanggang {{max}} na character.',
    failed: 'Hindi makansela ang event.',
  },
  banner: {
    title: 'Kinansela ang event na ito',
    body: 'Kinansela ito noong {{date}}. Hindi na ito tumatanggap ng donasyon o volunteer.',
    reason: 'Dahilan ng charity: {{reason}}',
    otherEvents: 'Iba pang event ng {{name}}',
    noOtherEvents: 'Wala pang ibang paparating na event ang {{name}}.',
    seeCharity: 'Tingnan ang {{name}}',
  },
} satisfies Translation<typeof english>;
