import type { MessageKey } from '.';

/**
 * Keys whose Filipino or Cebuano text may be the English one: names, numbers and addresses, and the words Davao
 * says in English (see docs/i18n.md). Any other text identical to English is a text nobody translated, and the
 * catalogue test fails on it. One key a line, by namespace, each with the reason.
 */
export const SAME_IN_EVERY_LANGUAGE: ReadonlySet<MessageKey> = new Set<MessageKey>([
  // Interests and categories Davao names in English (Bislish, Taglish).
  'interests.Feeding Program',
  'interests.Sustainability',
  'interests.Tree Planting',
  'interests.Community Cleanup',
  // Names, contact details and addresses.
  'common.appName',
  'common.footer.phone',
  'common.footer.email',
  'common.footer.address',
  // dashboard, admin: site names, 'Charity #{{id}}', and words Davao says in English (Dashboard, Email, Logo…).
  'dashboard.title',
  'dashboard.recentDonations.unknownCharity',
  'dashboard.charityFields.organizationAddress',
  'dashboard.charityFields.organizationEmail',
  'dashboard.charityFields.organizationFacebookLink',
  'dashboard.charityFields.organizationInstagramLink',
  'dashboard.charityFields.organizationMainWebsite',
  'dashboard.charityFields.organizationProfilePicture',
  'dashboard.eventFields.organizationID',
  'dashboard.charityForm.types.non-profit',
  'admin.heading',
  'admin.details.address',
  'admin.details.email',
  'admin.details.website',
  'admin.details.facebook',
  'admin.details.instagram',
  'admin.jobs.kinds.email',
  'admin.jobs.kinds.housekeeping',
  // common, home, auth: words Davao says in English (glossary: Home, Dashboard, account, email, password).
  'common.nav.home',
  'common.nav.dashboard',
  'home.title',
  'auth.login.email',
  'auth.login.password',
  'auth.register.steps.account',
  'auth.register.email',
  'auth.register.password',
  'auth.forgot.email',
  // Donations and payment: "charity" and (in Filipino) "event" are the words Davao uses (docs/i18n.md glossary).
  'payment.sandbox.charity',
  'payment.sandbox.event',
  // Payment methods' brand names.
  'donations.methodNames.gcash',
  'donations.methodNames.grabpay',
  'donations.methodNames.7eleven',
  'donations.methodNames.maya',
  // My giving: "Status" is said in English; Filipino keeps "Event:" as the glossary does.
  'giving.status',
  'giving.eventPrefix',
  // Goals: a bare number format, and "1 donor" reads the same in Filipino.
  'goals.percent',
  'goals.donors_one',
  // Receipts: the app's name, the document's English title (Philippine bookkeeping names it so, as it keeps the
  // amount in words in English), the empty-cell dash, and the payment methods' brand names.
  'receipts.brand',
  'receipts.title',
  'receipts.none',
  'receipts.methods.gcash',
  'receipts.methods.grabpay',
  'receipts.methods.sevenEleven',
  'receipts.methods.maya',
  'receipts.methods.card',
  'receipts.methods.qrph',
  // calendar, share, reports, roster, volunteering: product names, formats and glossary loanwords.
  'calendar.add.google', // product name
  'share.siteTitle', // app name
  'share.pageTitle', // "{{name}} · Tabang" format
  'share.facebook', // product name
  'share.messenger', // product name
  'reports.event', // Filipino says "Event" (glossary); Cebuano translates it
  'reports.csv.donations.event', // as reports.event
  'reports.csv.donations.donor', // "donor" in the glossary
  'reports.csv.roster.email', // "email" in the glossary
  'roster.waitlistHeading', // "waitlist" in the glossary
  'roster.status', // "Status" is said in English (as on GCash and Maya), as giving.status
  'reports.csv.donations.status', // as roster.status
  'reports.csv.roster.status', // as roster.status
  'roster.codeLabel', // "check-in code", as every other text calls it
  'roster.statusVolunteered', // "volunteer" (person) in the glossary
  'roster.statusWaitlisted', // "Waitlist #{{position}}": glossary word and a number
  'volunteering.waitlisted', // as roster.statusWaitlisted
  // account, charities, events, engagement: field labels Davao says in English (glossary: email, password,
  // address), brand names, and a count whose noun is the loanword "volunteer" with no plural ending.
  'account.profile.email',
  'account.delete.password',
  'charities.address',
  'charities.email',
  'charities.website',
  'charities.registration.number', // "No. 12345", as permits and IDs print it
  'events.email',
  'events.address',
  'events.facebook',
  'events.instagram',
  'engagement.volunteerCount_one',
  // reliefDrives: loanwords Davao uses for relief work (relief drive, drop-off point, drop-off desk, pledge code,
  // status), "Barangay" with its name, and lines made only of names, numbers and units.
  'reliefDrives.formHeading',
  'reliefDrives.barangay',
  'reliefDrives.dropoffLabel',
  'reliefDrives.dropoffOption',
  'reliefDrives.what',
  'reliefDrives.statusLabel',
  'reliefDrives.dropoffBarangay',
  'reliefDrives.deskTitle',
  'reliefDrives.deskTitleFor',
  'reliefDrives.codeLabel',
  'reliefDrives.needOption',
  // permits: the legal term, as DSWD and the LGUs print it on the permit.
  'permits.legend',
  // certificates: the BIR's own names on Form 2322 (Certificate of Donation, donee institution, TIN, deductibility,
  // cash), printed in English on the form and said so in Davao, and the loanwords donor, charity, address, total.
  'certificates.donee.deductibility',
  'certificates.admin.heading',
  'certificates.admin.deductibility',
  'certificates.taxDetails.tin',
  'certificates.certificate.button',
  'certificates.certificate.title',
  'certificates.certificate.form',
  'certificates.certificate.doneeHeading',
  'certificates.certificate.tin',
  'certificates.certificate.address',
  'certificates.certificate.deductibility',
  'certificates.certificate.donorHeading',
  'certificates.certificate.cash',
  'certificates.statement.donor',
  'certificates.statement.charity',
  'certificates.statement.total',
]);
