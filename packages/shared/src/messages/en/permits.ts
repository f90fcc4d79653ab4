/**
 * Solicitation permits (PD 1564) of events that ask the public for money or goods: the event form's fieldset, the
 * badge on the event page and its link preview, the refusals, and the admin page's check.
 */
export const permits = {
  legend: 'Solicitation permit',
  hint: 'Asking the public for money or goods needs a permit (PD 1564): from a DSWD field office for one region, from DSWD national for more than one, or from the city or municipality for a drive inside it. Barangay projects and religious institutions are exempt. Required when the event has a goal.',
  typeLabel: 'Kind of permit',
  typeNone: 'No permit (the event asks for no money)',
  types: {
    'dswd-regional': 'DSWD regional permit',
    'dswd-national': 'DSWD national permit',
    lgu: 'City or municipal (LGU) permit',
    exempt: 'Exempt from a permit',
  },
  numberLabel: 'Permit number',
  numberHint: 'As printed on the permit, for example DSWD-SB-SP-00123-2026.',
  issuerLabel: 'Issued by',
  issuerHint: 'For example DSWD Field Office XI, or Davao City.',
  validFromLabel: 'Valid from',
  validUntilLabel: 'Valid until',
  datesHint: 'A temporary calamity permit (3 or 6 months) is entered the same way.',
  reasonLabel: 'Why it is exempt',
  reasonHint: 'For example: a project of Barangay 23-C, or a drive of our parish.',
  scanLabel: 'Photo or scan of the permit',
  scanHint: 'JPEG, PNG or WebP. Only your charity and the Tabang team can see it.',
  viewScan: 'View the permit you sent',
  /** Whole sentences per field, as the other forms' errors. */
  invalidType: 'Choose a kind of permit from the list.',
  invalidNumber:
    'The permit number may hold only letters, digits, spaces, dots, slashes and hyphens, with at least one digit ({{min}} to {{max}} characters).',
  issuerTooLong: 'The issuing office can be at most {{max}} characters.',
  invalidIssuer: 'The issuing office has characters that are not allowed.',
  invalidDate: "The permit's dates must be dates (YYYY-MM-DD).",
  reasonTooLong: 'The reason for the exemption can be at most {{max}} characters.',
  invalidReason: 'The reason for the exemption has characters that are not allowed.',
  typeFirst: 'Choose the kind of permit these details belong to.',
  reasonRequired: 'Say why the drive needs no permit, for example a barangay project.',
  numberRequired: 'Enter the permit number.',
  issuerRequired: 'Enter the office that issued the permit.',
  validFromRequired: 'Enter the first day the permit is valid.',
  validUntilRequired: 'Enter the last day the permit is valid.',
  untilBeforeFrom: "The permit's last day cannot come before its first.",
  expired: 'This permit has already expired: enter one that is still valid.',
  required:
    'An event that asks for donations needs its solicitation permit (DSWD or LGU), or the reason it is exempt.',
  scanRequired: 'Add a photo or scan of the permit (JPEG, PNG or WebP).',
  scanWithoutPermit: 'A scan belongs to a permit: choose the kind of permit first.',
  /** 409 to a donation (or pledge) outside the permit's dates. */
  outsideValidity:
    "This drive's solicitation permit is valid from {{from}} to {{until}}; it cannot take donations or pledges outside those dates.",
  /** The badge on the event page and in its link preview. */
  badgeDswd: 'DSWD Permit No. {{number}} · valid until {{date}}',
  badgeLgu: '{{issuer}} Permit No. {{number}} · valid until {{date}}',
  badgeExempt: 'Exempt from a solicitation permit: {{reason}}',
  unchecked: 'Not yet checked by Tabang',
  checked: 'Checked by Tabang',
  notYetValid: "This drive's permit is valid from {{date}}: it takes donations from that day.",
  lapsed: "This drive's permit expired on {{date}}: it takes no more donations.",
  admin: {
    heading: 'Permits to check',
    intro:
      'Compare each permit with its scan, and with the issuer when in doubt. The event page says "Not yet checked by Tabang" until you mark it checked.',
    loading: 'Loading the permits…',
    loadFailed: 'The permits could not be loaded.',
    empty: 'No permit is waiting for a check.',
    byCharity: 'by {{name}}',
    starts: 'Starts {{date}}',
    viewScan: 'Open the scan',
    noScan: 'No scan was sent.',
    markChecked: 'Mark as checked',
    checkedToast: 'The permit of {{name}} is marked as checked.',
    failed: 'Not done: {{message}}',
    nothingToCheck: 'This event has no permit to check.',
    changedMeanwhile: 'The organiser changed this permit while you were looking at it: look at it again.',
  },
} as const;
