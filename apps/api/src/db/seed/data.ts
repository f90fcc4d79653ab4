import type { PermitType } from '@tabang/shared';

// The demo data set: fictional Davao charities, their events and some donors. Every name, address and link is made
// up; links use example domains so they never point at a real organization.

export const CATEGORY_NAMES = [
  'Education',
  'Animal Welfare',
  'Environment',
  'Health Care',
  'Child Protection',
  'Feeding Program',
  'Disaster Relief',
  'Elderly Care',
  'Community Support',
  'Ocean Life',
] as const;
type CategoryName = (typeof CATEGORY_NAMES)[number];

type DemoCharity = {
  key: string;
  name: string;
  abbreviation: string;
  description: string;
  address: string;
  phoneNumber: string;
  email: string;
  representativeName: string;
  representativeContactNumber: string;
  type: 'non-profit' | 'community' | 'educational' | 'other';
  categories: CategoryName[];
  facebookLink?: string;
  instagramLink?: string;
  websiteLink?: string;
  /** Main colour of its generated logo and picture. */
  colour: string;
  /** The demo member represents this charity, so their dashboard has one to show. */
  representedByDemoUser?: boolean;
  /**
   * Its SEC registration and DSWD licence or permit, as an admin has checked them (the permit valid until the end
   * of next year); most real charities have both, a young community group may have neither.
   */
  registration?: { sec: string; dswd?: string };
};

export const CHARITIES: DemoCharity[] = [
  {
    key: 'dchf',
    name: "Davao Children's Hope Foundation",
    abbreviation: 'DCHF',
    description:
      'We keep children in school and out of harm. Our social workers follow 300 children in Matina and Talomo, ' +
      'paying for uniforms, school supplies and check-ups, and our safe house gives shelter to children who need it.',
    address: 'Quimpo Boulevard, Matina, Davao City 8000',
    phoneNumber: '(082) 297 4410',
    email: 'hello@childrenshope.example.ph',
    representativeName: 'Ma. Teresa Alcantara',
    representativeContactNumber: '09171234501',
    type: 'non-profit',
    categories: ['Child Protection', 'Education'],
    facebookLink: 'https://www.facebook.com/childrenshope.example',
    websiteLink: 'https://childrenshope.example.ph',
    colour: '#0f766e',
    registration: { sec: 'CN200912345', dswd: 'DSWD-SB-L-00087-2024' },
  },
  {
    key: 'sirg',
    name: 'Samal Island Reef Guardians',
    abbreviation: 'SIRG',
    description:
      'Fisherfolk and divers protecting the coral reefs around Samal. We replant coral, patrol the marine ' +
      'sanctuaries with the barangays and teach visitors how to snorkel without harming the reef.',
    address: 'Peñaplata, Island Garden City of Samal, Davao del Norte 8119',
    phoneNumber: '(084) 301 2288',
    email: 'reef@samalguardians.example.ph',
    representativeName: 'Rolando Mangubat',
    representativeContactNumber: '09181234502',
    type: 'community',
    categories: ['Ocean Life', 'Environment'],
    instagramLink: 'https://www.instagram.com/samalguardians.example',
    colour: '#0369a1',
    registration: { sec: 'CN201604127' },
  },
  {
    key: 'bck',
    name: 'Buhangin Community Kitchen',
    abbreviation: 'BCK',
    description:
      'Hot meals for children and seniors in Buhangin every Saturday. Volunteers cook, serve and wash up; every ' +
      '₱50 feeds one child a nutritious lunch of rice, vegetables and fish.',
    address: 'Buhangin Road, Buhangin District, Davao City 8000',
    phoneNumber: '(082) 241 0932',
    email: 'kitchen@buhangin.example.ph',
    representativeName: 'Josephine Dacanay',
    representativeContactNumber: '09191234503',
    type: 'community',
    categories: ['Feeding Program', 'Community Support'],
    facebookLink: 'https://www.facebook.com/buhanginkitchen.example',
    colour: '#c2410c',
    registration: { sec: 'CN201811032', dswd: 'DSWD-SB-SP-00023-2026' },
  },
  {
    key: 'pdr',
    name: 'Paws of Davao Rescue',
    abbreviation: 'PDR',
    description:
      'We rescue, treat and rehome stray dogs and cats in Davao City, and run free spay-and-neuter days with ' +
      'volunteer veterinarians so fewer animals end up on the street.',
    address: 'Ma-a Road, Talomo District, Davao City 8000',
    phoneNumber: '(082) 285 7731',
    email: 'rescue@pawsofdavao.example.ph',
    representativeName: 'Kristine Abellana',
    representativeContactNumber: '09201234504',
    type: 'non-profit',
    categories: ['Animal Welfare'],
    facebookLink: 'https://www.facebook.com/pawsofdavao.example',
    instagramLink: 'https://www.instagram.com/pawsofdavao.example',
    websiteLink: 'https://pawsofdavao.example.ph',
    colour: '#7c3aed',
    registration: { sec: 'CN201307781', dswd: 'DSWD-SB-L-00112-2025' },
  },
  {
    key: 'trc',
    name: 'Toril Reading Circle',
    abbreviation: 'TRC',
    description:
      'A reading club for grade-school pupils in Toril. Volunteer tutors read with children twice a week and our ' +
      'book drive has stocked eleven barangay reading corners.',
    address: 'Saavedra Street, Toril, Davao City 8000',
    phoneNumber: '(082) 291 5520',
    email: 'read@torilcircle.example.ph',
    representativeName: 'Juan Dela Cruz',
    representativeContactNumber: '09171234567',
    type: 'educational',
    categories: ['Education'],
    colour: '#1d4ed8',
    registration: { sec: 'CN201902264' },
    representedByDemoUser: true,
  },
  {
    key: 'mdrn',
    name: 'Mindanao Disaster Response Network',
    abbreviation: 'MDRN',
    description:
      'Trained volunteers who bring food packs, water and hygiene kits to families hit by floods, landslides and ' +
      'earthquakes across Davao Region, and who teach barangays how to prepare before the next one.',
    address: 'J.P. Laurel Avenue, Bajada, Davao City 8000',
    phoneNumber: '(082) 222 9911',
    email: 'respond@mdrn.example.ph',
    representativeName: 'Engr. Ricardo Salcedo',
    representativeContactNumber: '09221234506',
    type: 'non-profit',
    categories: ['Disaster Relief', 'Community Support'],
    websiteLink: 'https://mdrn.example.ph',
    colour: '#b45309',
    registration: { sec: 'CN201105519', dswd: 'DSWD-SB-L-00041-2023' },
  },
  {
    key: 'gycd',
    name: 'Golden Years Care Davao',
    abbreviation: 'GYCD',
    description:
      'Companionship and health care for elderly people living alone. Volunteers visit, nurses check blood ' +
      'pressure and medicines, and a monthly day out brings lolos and lolas together.',
    address: 'Km. 7 McArthur Highway, Bangkal, Davao City 8000',
    phoneNumber: '(082) 296 3047',
    email: 'care@goldenyears.example.ph',
    representativeName: 'Dr. Leonora Bustamante',
    representativeContactNumber: '09231234507',
    type: 'other',
    categories: ['Elderly Care', 'Health Care'],
    colour: '#be185d',
  },
  {
    key: 'tgem',
    name: 'Tagum Green Earth Movement',
    abbreviation: 'TGEM',
    description:
      'Students and farmers planting trees along the rivers of Tagum and cleaning up the coast of Davao Gulf. ' +
      'Since 2019 we have planted over 40,000 native seedlings.',
    address: 'Apokon Road, Tagum City, Davao del Norte 8100',
    phoneNumber: '(084) 400 1875',
    email: 'green@tagumearth.example.ph',
    representativeName: 'Arnel Villamor',
    representativeContactNumber: '09241234508',
    type: 'community',
    categories: ['Environment', 'Community Support'],
    instagramLink: 'https://www.instagram.com/tagumearth.example',
    colour: '#15803d',
  },
];

/** When an event happens relative to the seed: days in the past, in the rest of this month, or in later months. */
export type When = { past: number } | { thisMonth: number } | { later: number };

type DemoEvent = {
  charity: string;
  name: string;
  description: string;
  location: string;
  whoCanJoin: string;
  when: When;
  /** Hour of the day it starts, Philippine time. */
  startHour: number;
  /** Hours it lasts; null for an event with no end. */
  hours: number | null;
  categories: CategoryName[];
  /** Keeps taking donations after it has ended (a relief drive still paying for what it gave out). */
  donationsAfterEnd?: boolean;
  /** Its fundraising goal in pesos, when it has one. */
  goalPesos?: number;
  /** Its number of volunteer slots, when limited (more than the seed's volunteers, so none waits). */
  slots?: number;
  /** Its solicitation permit, when it has one. */
  permit?: DemoPermit;
  /** A relief drive's needs and drop-off points, when it is one. */
  drive?: DemoDrive;
};

/**
 * A demo relief drive: what it accepts, its needs ([item, unit, needed, received so far as walk-in goods]), its
 * drop-off points, and maybe the demo member's pledge of one need (so My pledges shows a slip).
 */
type DemoDrive = {
  urgent: boolean;
  acceptanceRules: string;
  needs: [string, string, number, number][];
  dropoffs: {
    name: string;
    address: string;
    barangay: string;
    hours: string;
    contactName: string;
    contactNumber: string;
  }[];
  demoPledge?: { need: number; quantity: number; dropoff: number; inDays: number; code: string };
};

/**
 * A demo solicitation permit. A DSWD or LGU permit's number holds YYYY for the year it was issued, and its days are
 * counted from the seeding day (its last may already have passed); an exemption has its reason only.
 */
export type DemoPermit =
  | {
      type: Exclude<PermitType, 'exempt'>;
      number: string;
      issuer: string;
      fromDay: number;
      untilDay: number;
      checked: boolean;
    }
  | { type: 'exempt'; reason: string; checked: boolean };

export const EVENTS: DemoEvent[] = [
  // Past
  {
    charity: 'sirg',
    name: 'Coral Replanting Day at Kaputian',
    description: 'Divers and snorkelers attached 600 coral fragments to new reef frames off Kaputian beach.',
    location: 'Kaputian Beach, Island Garden City of Samal',
    whoCanJoin: 'Certified divers and strong swimmers aged 16 and up.',
    when: { past: 40 },
    startHour: 7,
    hours: 5,
    categories: ['Ocean Life'],
  },
  {
    charity: 'bck',
    name: 'School Kit and Feeding Day',
    description: 'Lunch and a school kit of notebooks, pencils and a water bottle for 250 children.',
    location: 'Buhangin Gym, Davao City',
    whoCanJoin: 'Everyone; kitchen volunteers must be 15 or older.',
    when: { past: 25 },
    startHour: 9,
    hours: 4,
    categories: ['Feeding Program'],
  },
  {
    charity: 'mdrn',
    name: 'Flood Relief Packing',
    description:
      'Volunteers packed 1,200 relief bags of rice, canned goods and hygiene kits for flooded families.',
    location: 'MDRN Warehouse, Bajada, Davao City',
    whoCanJoin: 'Anyone who can lift light boxes.',
    when: { past: 18 },
    startHour: 8,
    hours: 6,
    categories: ['Disaster Relief'],
    donationsAfterEnd: true,
  },
  {
    charity: 'pdr',
    name: 'Free Spay and Neuter Day',
    description: 'Volunteer veterinarians spayed and neutered 90 dogs and cats from the neighbourhood.',
    location: 'Talomo Covered Court, Davao City',
    whoCanJoin: 'Pet owners from Talomo; volunteers with animal handling experience.',
    when: { past: 10 },
    startHour: 8,
    hours: 8,
    categories: ['Animal Welfare'],
  },
  {
    charity: 'dchf',
    name: "Children's Art Workshop",
    description: 'An afternoon of painting and storytelling with the children of our safe house.',
    location: 'DCHF Center, Matina, Davao City',
    whoCanJoin: 'Volunteers who have passed our child-safety briefing.',
    when: { past: 3 },
    startHour: 14,
    hours: 3,
    categories: ['Child Protection'],
  },
  // This month
  {
    charity: 'tgem',
    name: 'Coastal Cleanup at Times Beach',
    description:
      'Bring gloves and a water bottle: we clear plastic from Times Beach, sort it for recycling and log what we ' +
      'find for the coastal waste survey.',
    location: 'Times Beach, Matina Aplaya, Davao City',
    whoCanJoin: 'Everyone! Children under 12 come with an adult.',
    when: { thisMonth: 0.15 },
    startHour: 6,
    hours: 4,
    slots: 40,
    categories: ['Environment'],
  },
  {
    charity: 'bck',
    name: 'Feeding Program in Barangay 23-C',
    description: 'Cook and serve a hot lunch for 200 children and seniors of Barangay 23-C.',
    location: 'Barangay 23-C Hall, Davao City',
    whoCanJoin: '',
    when: { thisMonth: 0.3 },
    startHour: 9,
    hours: 4,
    goalPesos: 30_000,
    categories: ['Feeding Program', 'Community Support'],
    permit: {
      type: 'exempt',
      reason: 'A project of the Barangay 23-C council, which runs the feeding with us.',
      checked: true,
    },
  },
  {
    charity: 'trc',
    name: 'Read-Aloud Saturday',
    description: 'Read picture books with grade 1 to 3 pupils and help them pick a book to take home.',
    location: 'Toril Public Library, Davao City',
    whoCanJoin: 'Volunteers aged 16 and up who love reading.',
    when: { thisMonth: 0.45 },
    startHour: 9,
    hours: 3,
    slots: 6,
    categories: ['Education'],
  },
  {
    charity: 'gycd',
    name: 'Lolo and Lola Day Out',
    description:
      "A morning at People's Park with games, music and free blood-pressure checks for our seniors.",
    location: "People's Park, Davao City",
    whoCanJoin: 'Volunteers who can push wheelchairs or sing along.',
    when: { thisMonth: 0.6 },
    startHour: 8,
    hours: 4,
    slots: 15,
    categories: ['Elderly Care'],
  },
  {
    charity: 'pdr',
    name: 'Adoption Weekend',
    description: 'Meet 30 rescued dogs and cats looking for a home. Adopters get a free first check-up.',
    location: 'Abreeza Mall Activity Center, Davao City',
    whoCanJoin: 'Everyone; adopters must be 18 or older.',
    when: { thisMonth: 0.75 },
    startHour: 10,
    hours: 8,
    categories: ['Animal Welfare'],
  },
  {
    charity: 'mdrn',
    name: 'Barangay Earthquake Drill',
    description: 'Help run an earthquake drill and first-aid stations for 500 residents.',
    location: 'Bajada Barangay Hall, Davao City',
    whoCanJoin: 'Volunteers with first-aid training are especially welcome.',
    when: { thisMonth: 0.9 },
    startHour: 8,
    hours: null,
    categories: ['Disaster Relief'],
  },
  // Later
  {
    charity: 'sirg',
    name: 'Reef Check Training',
    description:
      'Learn to survey coral cover and fish counts with marine biologists, then join a real survey dive.',
    location: 'Peñaplata Marine Sanctuary, Island Garden City of Samal',
    whoCanJoin: 'Certified divers.',
    when: { later: 36 },
    startHour: 7,
    hours: 6,
    slots: 12,
    categories: ['Ocean Life'],
  },
  {
    charity: 'dchf',
    name: 'Gift Wrapping for 300 Children',
    description:
      'Wrap and label birthday gifts for every child in our programs, then deliver them to their schools.',
    location: 'DCHF Center, Matina, Davao City',
    whoCanJoin: 'Everyone.',
    when: { later: 40 },
    startHour: 13,
    hours: 5,
    goalPesos: 60_000,
    categories: ['Child Protection'],
    permit: {
      type: 'dswd-regional',
      number: 'DSWD-SB-SP-00123-YYYY',
      issuer: 'DSWD Field Office XI',
      fromDay: -10,
      untilDay: 70,
      checked: true,
    },
  },
  {
    charity: 'tgem',
    name: 'Tree Planting along the Tagum River',
    description: 'Plant 2,000 native seedlings along the riverbank with farmers and students.',
    location: 'Apokon riverbank, Tagum City',
    whoCanJoin: 'Everyone; wear boots.',
    when: { later: 47 },
    startHour: 6,
    hours: 5,
    goalPesos: 20_000,
    slots: 50,
    categories: ['Environment'],
    permit: {
      type: 'lgu',
      number: 'TC-CSWDO-SP-YYYY-0031',
      issuer: 'Tagum City',
      fromDay: -5,
      untilDay: 60,
      checked: false,
    },
  },
  {
    charity: 'gycd',
    name: 'Free Eye Check-up for Seniors',
    description: 'Volunteer optometrists check eyes and fit free reading glasses for 150 seniors.',
    location: 'Bangkal Health Center, Davao City',
    whoCanJoin: 'Health workers and helpers for registration.',
    when: { later: 54 },
    startHour: 8,
    hours: 6,
    categories: ['Health Care', 'Elderly Care'],
  },
  {
    charity: 'trc',
    name: 'Book Drive for Barangay Reading Corners',
    description: 'Collect, sort and cover donated books for four new barangay reading corners.',
    location: 'Toril District Hall, Davao City',
    whoCanJoin: 'Everyone.',
    when: { later: 61 },
    startHour: 9,
    hours: 6,
    goalPesos: 25_000,
    categories: ['Education'],
    permit: {
      type: 'lgu',
      number: 'DC-CSWDO-SP-YYYY-0456',
      issuer: 'Davao City',
      fromDay: -3,
      untilDay: 90,
      checked: true,
    },
  },
  {
    charity: 'bck',
    name: 'Community Garden Harvest and Lunch',
    description: 'Harvest vegetables from our community garden and cook them together for lunch.',
    location: 'Buhangin Community Garden, Davao City',
    whoCanJoin: 'Families and volunteers of all ages.',
    when: { later: 68 },
    startHour: 7,
    hours: 5,
    categories: ['Feeding Program'],
  },
  {
    charity: 'mdrn',
    name: 'Basic Life Support Training',
    description: 'A full-day Red Cross-standard course in CPR and first aid for our volunteers.',
    location: 'MDRN Training Room, Bajada, Davao City',
    whoCanJoin: 'Volunteers aged 18 and up.',
    when: { later: 75 },
    startHour: 8,
    hours: 8,
    slots: 25,
    categories: ['Disaster Relief', 'Health Care'],
  },
  {
    charity: 'pdr',
    name: 'Rabies Vaccination Drive',
    description: 'Free rabies shots for dogs and cats in three barangays of Talomo.',
    location: 'Talomo Proper, Davao City',
    whoCanJoin: 'Pet owners and volunteers with animal handling experience.',
    when: { later: 82 },
    startHour: 8,
    hours: 6,
    goalPesos: 40_000,
    slots: 20,
    categories: ['Animal Welfare'],
    // Lapsed: the charity has to renew it before the drive takes donations again.
    permit: {
      type: 'dswd-regional',
      number: 'DSWD-SB-SP-00087-YYYY',
      issuer: 'DSWD Field Office XI',
      fromDay: -120,
      untilDay: -2,
      checked: true,
    },
  },
  {
    charity: 'sirg',
    name: 'Mangrove Planting in Babak',
    description: 'Plant mangrove propagules to protect the shoreline and the fish nurseries of Babak.',
    location: 'Babak District, Island Garden City of Samal',
    whoCanJoin: 'Everyone who does not mind getting muddy.',
    when: { later: 90 },
    startHour: 6,
    hours: null,
    categories: ['Environment', 'Ocean Life'],
  },
  // Open now and urgent: first on Home. Last in the list, so the donations' event indexes above stay as they are.
  {
    charity: 'mdrn',
    name: 'Typhoon Relief Drive for Talomo',
    description:
      'Floodwaters reached the roofs in five puroks of Talomo. Bring rice, drinking water and hygiene kits to our drop-off points; volunteers repack them into family packs every afternoon.',
    location: 'MDRN Warehouse, Bajada, Davao City',
    whoCanJoin: 'Anyone who can lift light boxes; repackers must be 15 or older.',
    when: { past: 3 },
    startHour: 8,
    hours: 14 * 24,
    slots: 40,
    categories: ['Disaster Relief'],
    // A temporary calamity permit: three months, through DSWD's fast lane.
    permit: {
      type: 'dswd-regional',
      number: 'DSWD-FO11-TSP-00142-YYYY',
      issuer: 'DSWD Field Office XI',
      fromDay: -4,
      untilDay: 86,
      checked: true,
    },
    drive: {
      urgent: true,
      acceptanceRules:
        'Sealed food only, expiring a year or more from now. No used clothing. No glass bottles. No cash at the drop-off points: give online instead.',
      needs: [
        ['Rice', 'sacks of 25 kg', 120, 35],
        ['Drinking water', 'cases of 12 bottles', 200, 64],
        ['Hygiene kits', 'kits', 300, 0],
        ['Sleeping mats', 'mats', 150, 0],
      ],
      dropoffs: [
        {
          name: 'MDRN Warehouse',
          address: 'Km. 5 J.P. Laurel Avenue',
          barangay: 'Bajada',
          hours: 'Daily, 8 AM to 6 PM',
          contactName: 'Ramon Dela Peña',
          contactNumber: '0917 555 0142',
        },
        {
          name: 'Talomo Barangay Hall',
          address: 'Talomo Proper',
          barangay: 'Talomo Proper',
          hours: 'Mon–Sat, 8 AM to 5 PM',
          contactName: 'Liza Cabrera',
          contactNumber: '0918 555 0173',
        },
      ],
      demoPledge: { need: 0, quantity: 2, dropoff: 0, inDays: 1, code: 'R7K2QD' },
    },
  },
  // Still running, but its calamity permit lapsed yesterday: it takes neither gifts nor pledges until renewed.
  {
    charity: 'mdrn',
    name: 'Earthquake Relief for Baganga',
    description: 'Tarpaulins and solar lamps for families sleeping outside their cracked homes in Baganga.',
    location: 'MDRN Warehouse, Bajada, Davao City',
    whoCanJoin: 'Anyone who can help load the trucks.',
    when: { past: 40 },
    startHour: 8,
    hours: 60 * 24,
    goalPesos: 150_000,
    categories: ['Disaster Relief'],
    permit: {
      type: 'dswd-regional',
      number: 'DSWD-FO11-TSP-00098-YYYY',
      issuer: 'DSWD Field Office XI',
      fromDay: -91,
      untilDay: -1,
      checked: true,
    },
    drive: {
      urgent: false,
      acceptanceRules: 'New tarpaulins and solar lamps only.',
      needs: [['Tarpaulins', 'pieces', 80, 30]],
      dropoffs: [
        {
          name: 'MDRN Warehouse',
          address: 'Km. 5 J.P. Laurel Avenue',
          barangay: 'Bajada',
          hours: 'Daily, 8 AM to 6 PM',
          contactName: 'Ramon Dela Peña',
          contactNumber: '0917 555 0142',
        },
      ],
    },
  },
];

type DemoDonor = {
  firstName: string;
  lastName: string;
  location: string;
  interestedIn: string;
  /** Completed donations: [charity key, pesos, event index in EVENTS or null, days ago]. */
  donations: [string, number, number | null, number][];
};

// Two donors tie on purpose (₱8,500 each) to show standard competition ranking on the leaderboard.
export const DONORS: DemoDonor[] = [
  {
    firstName: 'Andrea',
    lastName: 'Villanueva',
    location: 'Davao City',
    interestedIn: 'Child Protection',
    donations: [
      ['dchf', 5000, null, 55],
      ['dchf', 2500, 4, 3],
      ['sirg', 7500.5, null, 20],
      ['tgem', 1000, 5, 1],
    ],
  },
  {
    firstName: 'Ramon',
    lastName: 'Dizon',
    location: 'Davao City',
    interestedIn: 'Disaster Relief',
    donations: [
      ['mdrn', 10000, 2, 19],
      ['mdrn', 2000, null, 8],
      ['gycd', 1500, null, 30],
    ],
  },
  {
    firstName: 'Liza Mae',
    lastName: 'Bautista',
    location: 'Tagum',
    interestedIn: 'Environment',
    donations: [
      ['tgem', 3000, null, 45],
      ['sirg', 3000, 0, 41],
      ['pdr', 2500, 3, 11],
    ],
  },
  {
    firstName: 'Jerome',
    lastName: 'Tan',
    location: 'Digos',
    interestedIn: 'Animal Welfare',
    donations: [
      ['pdr', 5000, null, 12],
      ['bck', 3500, 1, 26],
    ],
  },
  {
    firstName: 'Carmela',
    lastName: 'Reyes',
    location: 'Panabo',
    interestedIn: 'Feeding Program',
    donations: [
      ['bck', 1000, null, 50],
      ['bck', 2000, 6, 2],
      ['trc', 1200, null, 15],
      ['gycd', 800, null, 6],
      ['dchf', 300, null, 4],
      ['trc', 700, 7, 1],
    ],
  },
  {
    firstName: 'Noel',
    lastName: 'Garcia',
    location: 'Island Garden City of Samal',
    interestedIn: 'Ocean Life',
    donations: [
      ['sirg', 250, null, 33],
      ['sirg', 500, null, 21],
      ['mdrn', 1000, null, 9],
      ['pdr', 250, 9, 1],
    ],
  },
];

/**
 * Gifts some donors made anonymously: [donor index in DONORS, donation]. They count in the charities' totals and
 * show as "Anonymous" in the recent gifts, but are not on the leaderboard.
 */
export const ANONYMOUS_DONATIONS: [number, [string, number, number | null, number]][] = [
  [1, ['dchf', 1500, null, 2]],
  [3, ['mdrn', 750, 2, 1]],
];

/** The demo member's own completed donations. */
export const DEMO_USER_DONATIONS: [string, number, number | null, number][] = [
  ['trc', 500, null, 14],
  ['bck', 250, 6, 5],
];
