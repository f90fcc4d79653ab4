import type { permits as english } from '../en/permits';
import type { Translation } from '../types';

/**
 * Solicitation permits (PD 1564) of events that ask the public for money or goods: the event form's fieldset, the
 * badge on the event page and its link preview, the refusals, and the admin page's check.
 */
export const permits = {
  legend: 'Solicitation permit',
  hint: 'Kinahanglan og permit ang pagpangayo og kwarta o butang sa publiko (PD 1564): gikan sa field office sa DSWD para sa usa ka rehiyon, sa DSWD national kung labaw sa usa, o sa siyudad o munisipyo kung sulod ra niini ang drive. Dili na kinahanglan og permit ang proyekto sa barangay ug sa mga relihiyosong institusyon. Kinahanglan kini kung adunay target ang event.',
  typeLabel: 'Klase sa permit',
  typeNone: 'Walay permit (dili mangayo og kwarta ang event)',
  types: {
    'dswd-regional': 'Regional nga permit sa DSWD',
    'dswd-national': 'National nga permit sa DSWD',
    lgu: 'Permit sa siyudad o munisipyo (LGU)',
    exempt: 'Dili kinahanglan og permit',
  },
  numberLabel: 'Numero sa permit',
  numberHint: 'Sama sa nakasulat sa permit, pananglitan DSWD-SB-SP-00123-2026.',
  issuerLabel: 'Naghatag sa permit',
  issuerHint: 'Pananglitan DSWD Field Office XI, o Davao City.',
  validFromLabel: 'Balido gikan',
  validUntilLabel: 'Balido hangtod',
  datesHint: 'Ingon ani usab isulod ang temporaryo nga permit para sa kalamidad (3 o 6 ka bulan).',
  reasonLabel: 'Nganong dili kinahanglan og permit',
  reasonHint: 'Pananglitan: proyekto sa Barangay 23-C, o drive sa among parokya.',
  scanLabel: 'Litrato o scan sa permit',
  scanHint: 'JPEG, PNG o WebP. Ang inyong charity ug ang Tabang team ra ang makakita niini.',
  viewScan: 'Tan-awa ang permit nga imong gipadala',
  invalidType: 'Pilia ang klase sa permit gikan sa lista.',
  invalidNumber:
    'Ang numero sa permit mahimong adunay letra, numero, espasyo, tuldok, slash ug hyphen ra, nga adunay bisan usa ka numero ({{min}} hangtod {{max}} ka karakter).',
  issuerTooLong: 'Hangtod {{max}} ka karakter ra ang naghatag sa permit.',
  invalidIssuer: 'Adunay mga karakter nga dili pwede sa naghatag sa permit.',
  invalidDate: 'Kinahanglan petsa (YYYY-MM-DD) ang mga petsa sa permit.',
  reasonTooLong: 'Hangtod {{max}} ka karakter ra ang rason.',
  invalidReason: 'Adunay mga karakter nga dili pwede sa rason.',
  typeFirst: 'Pilia kung unsang klase sa permit kining mga detalye.',
  reasonRequired: 'Isulti nganong dili kinahanglan og permit ang drive, pananglitan proyekto sa barangay.',
  numberRequired: 'Isulod ang numero sa permit.',
  issuerRequired: 'Isulod ang opisina nga naghatag sa permit.',
  validFromRequired: 'Isulod ang unang adlaw nga balido ang permit.',
  validUntilRequired: 'Isulod ang katapusang adlaw nga balido ang permit.',
  untilBeforeFrom: 'Dili pwede nga mauna ang katapusang adlaw sa permit sa unang adlaw niini.',
  expired: 'Expired na kini nga permit: isulod ang permit nga balido pa.',
  required:
    'Kinahanglan og solicitation permit (DSWD o LGU) ang event nga mangayo og donasyon, o ang rason nganong dili kini kinahanglan.',
  scanRequired: 'Ibutang ang litrato o scan sa permit (JPEG, PNG o WebP).',
  scanWithoutPermit: 'Uban sa permit ang scan: pilia una ang klase sa permit.',
  outsideValidity:
    'Balido ang solicitation permit niini nga drive gikan {{from}} hangtod {{until}}; dili kini makadawat og donasyon o pledge gawas niadtong mga petsa.',
  badgeDswd: 'DSWD Permit No. {{number}} · balido hangtod {{date}}',
  badgeLgu: 'Permit sa {{issuer}} No. {{number}} · balido hangtod {{date}}',
  badgeExempt: 'Dili kinahanglan og solicitation permit: {{reason}}',
  unchecked: 'Wala pa masusi sa Tabang',
  checked: 'Nasusi na sa Tabang',
  notYetValid:
    'Balido ang permit niini nga drive gikan {{date}}: modawat kini og donasyon sugod nianang adlawa.',
  lapsed: 'Na-expire ang permit niini nga drive niadtong {{date}}: dili na kini modawat og donasyon.',
  admin: {
    heading: 'Mga permit nga susihon',
    intro:
      'Itandi ang matag permit sa scan niini, ug sa naghatag niini kung adunay duda. "Wala pa masusi sa Tabang" ang nakasulat sa page sa event hangtod nga imo kining markahang nasusi.',
    loading: 'Gikarga ang mga permit…',
    loadFailed: 'Dili makarga ang mga permit.',
    empty: 'Walay permit nga naghulat nga masusi.',
    byCharity: 'sa {{name}}',
    starts: 'Magsugod {{date}}',
    viewScan: 'Ablihi ang scan',
    noScan: 'Walay scan nga gipadala.',
    markChecked: 'Markahi nga nasusi',
    checkedToast: 'Namarkahan nga nasusi ang permit sa {{name}}.',
    failed: 'Wala nahuman: {{message}}',
    nothingToCheck: 'Walay permit nga susihon kini nga event.',
    changedMeanwhile: 'Giusab sa organizer ang permit samtang imo kining gitan-aw: tan-awa pag-usab.',
  },
} satisfies Translation<typeof english>;
