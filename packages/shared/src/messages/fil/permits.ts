import type { permits as english } from '../en/permits';
import type { Translation } from '../types';

/**
 * Solicitation permits (PD 1564) of events that ask the public for money or goods: the event form's fieldset, the
 * badge on the event page and its link preview, the refusals, and the admin page's check.
 */
export const permits = {
  legend: 'Solicitation permit',
  hint: 'Kailangan ng permit ang paghingi ng pera o gamit sa publiko (PD 1564): mula sa field office ng DSWD para sa isang rehiyon, sa DSWD national kung higit sa isa, o sa lungsod o munisipyo kung sa loob lang nito ang drive. Hindi na kailangan ng permit ang proyekto ng barangay at ng mga relihiyosong institusyon. Kailangan ito kapag may target ang event.',
  typeLabel: 'Uri ng permit',
  typeNone: 'Walang permit (hindi humihingi ng pera ang event)',
  types: {
    'dswd-regional': 'Regional na permit ng DSWD',
    'dswd-national': 'National na permit ng DSWD',
    lgu: 'Permit ng lungsod o munisipyo (LGU)',
    exempt: 'Hindi kailangan ng permit',
  },
  numberLabel: 'Numero ng permit',
  numberHint: 'Gaya ng nakasulat sa permit, halimbawa DSWD-SB-SP-00123-2026.',
  issuerLabel: 'Nagbigay ng permit',
  issuerHint: 'Halimbawa DSWD Field Office XI, o Davao City.',
  validFromLabel: 'May bisa mula',
  validUntilLabel: 'May bisa hanggang',
  datesHint: 'Ganito rin ilalagay ang pansamantalang permit para sa kalamidad (3 o 6 na buwan).',
  reasonLabel: 'Bakit hindi kailangan ng permit',
  reasonHint: 'Halimbawa: proyekto ng Barangay 23-C, o drive ng aming parokya.',
  scanLabel: 'Litrato o scan ng permit',
  scanHint: 'JPEG, PNG o WebP. Ang charity ninyo at ang Tabang team lang ang makakakita nito.',
  viewScan: 'Tingnan ang ipinadalang permit',
  invalidType: 'Pumili ng uri ng permit sa listahan.',
  invalidNumber:
    'Ang numero ng permit ay puwedeng may letra, numero, espasyo, tuldok, slash at gitling lang, na may kahit isang numero ({{min}} hanggang {{max}} karakter).',
  issuerTooLong: 'Hanggang {{max}} karakter lang ang nagbigay ng permit.',
  invalidIssuer: 'May mga karakter na hindi puwede sa nagbigay ng permit.',
  invalidDate: 'Dapat petsa (YYYY-MM-DD) ang mga petsa ng permit.',
  reasonTooLong: 'Hanggang {{max}} karakter lang ang dahilan.',
  invalidReason: 'May mga karakter na hindi puwede sa dahilan.',
  typeFirst: 'Piliin kung anong uri ng permit ang mga detalyeng ito.',
  reasonRequired: 'Sabihin kung bakit hindi kailangan ng permit ang drive, halimbawa proyekto ng barangay.',
  numberRequired: 'Ilagay ang numero ng permit.',
  issuerRequired: 'Ilagay ang opisinang nagbigay ng permit.',
  validFromRequired: 'Ilagay ang unang araw na may bisa ang permit.',
  validUntilRequired: 'Ilagay ang huling araw na may bisa ang permit.',
  untilBeforeFrom: 'Hindi puwedeng mauna ang huling araw ng permit sa unang araw nito.',
  expired: 'Lipas na ang permit na ito: maglagay ng permit na may bisa pa.',
  required:
    'Kailangan ng solicitation permit (DSWD o LGU) ang event na humihingi ng donasyon, o ang dahilan kung bakit hindi ito kailangan.',
  scanRequired: 'Maglagay ng litrato o scan ng permit (JPEG, PNG o WebP).',
  scanWithoutPermit: 'Kasama ng permit ang scan: piliin muna ang uri ng permit.',
  outsideValidity:
    'May bisa ang solicitation permit ng drive na ito mula {{from}} hanggang {{until}}; hindi ito puwedeng tumanggap ng donasyon o pledge sa labas ng mga petsang iyon.',
  badgeDswd: 'DSWD Permit No. {{number}} · may bisa hanggang {{date}}',
  badgeLgu: 'Permit ng {{issuer}} No. {{number}} · may bisa hanggang {{date}}',
  badgeExempt: 'Hindi kailangan ng solicitation permit: {{reason}}',
  unchecked: 'Hindi pa nasusuri ng Tabang',
  checked: 'Nasuri na ng Tabang',
  notYetValid:
    'May bisa ang permit ng drive na ito mula {{date}}: tatanggap ito ng donasyon mula sa araw na iyon.',
  lapsed: 'Nag-expire ang permit ng drive na ito noong {{date}}: hindi na ito tumatanggap ng donasyon.',
  admin: {
    heading: 'Mga permit na susuriin',
    intro:
      'Ihambing ang bawat permit sa scan nito, at sa nagbigay nito kung may duda. "Hindi pa nasusuri ng Tabang" ang nakasulat sa page ng event hangga\'t hindi ninyo ito minamarkahang nasuri.',
    loading: 'Nilo-load ang mga permit…',
    loadFailed: 'Hindi ma-load ang mga permit.',
    empty: 'Walang permit na naghihintay masuri.',
    byCharity: 'ng {{name}}',
    starts: 'Magsisimula {{date}}',
    viewScan: 'Buksan ang scan',
    noScan: 'Walang ipinadalang scan.',
    markChecked: 'Markahang nasuri',
    checkedToast: 'Namarkahang nasuri ang permit ng {{name}}.',
    failed: 'Hindi natuloy: {{message}}',
    nothingToCheck: 'Walang permit na susuriin ang event na ito.',
    changedMeanwhile: 'Binago ng organizer ang permit habang tinitingnan ninyo ito: tingnan ulit.',
  },
} satisfies Translation<typeof english>;
