import { randomBytes } from 'node:crypto';
import {
  buildUsername,
  donationDescription,
  EVENT_STATUS_PUBLISHED,
  philippineToday,
  receiptNumber,
  receiptYear,
  toCentavos,
} from '@tabang/shared';
import { count, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { prepareImage, saveImage } from '../../lib/images';
import { hashPassword } from '../../lib/passwords';
import type { BlobStore } from '../../storage/blob-store';
import type { Db, Tx } from '../client';
import {
  categories,
  donations,
  donorTotals,
  driveDropoffs,
  driveNeeds,
  drivePledges,
  driveReceipts,
  eventCategories,
  eventLikes,
  events,
  eventVolunteers,
  organizationCategories,
  organizationLikes,
  organizations,
  organizationVolunteers,
  receiptCounters,
  users,
} from '../schema';
import { drawLogo, drawPoster, drawScene } from './artwork';
import {
  ANONYMOUS_DONATIONS,
  CATEGORY_NAMES,
  CHARITIES,
  DEMO_USER_DONATIONS,
  type DemoPermit,
  DONORS,
  EVENTS,
  type When,
} from './data';

/** The demo accounts with the passwords the README publishes, for a local run. */
/** How the seeded completed donations were paid, in turn (the sandbox's names for GCash, GrabPay and 7-Eleven). */
const SEEDED_METHODS = ['7eleven', 'grabpay', 'gcash'] as const;

export const DEMO_ADMIN = { email: 'admin@tabang.ph', password: 'tabang-admin-2026' } as const;
export const DEMO_USER = { email: 'demo@tabang.ph', password: 'tabang-demo-2026' } as const;

type DemoAccounts = {
  admin: { email: string; password: string };
  member: { email: string; password: string };
};

/**
 * Who the demo data's admin and member are. Anyone can read the published passwords, so in production the two
 * accounts get fresh random ones instead, shown once when they are seeded.
 */
export function demoAccounts(env: Config['env']): DemoAccounts {
  if (env !== 'production') return { admin: DEMO_ADMIN, member: DEMO_USER };
  const fresh = () => randomBytes(15).toString('base64url');
  return {
    admin: { email: DEMO_ADMIN.email, password: fresh() },
    member: { email: DEMO_USER.email, password: fresh() },
  };
}

export const describeAccounts = ({ admin, member }: DemoAccounts) =>
  `Demo accounts: admin ${admin.email} / ${admin.password}; member ${member.email} / ${member.password}`;

/**
 * The start-up seed: with `demoSeed` on (the default only for the embedded database outside production), fills an
 * empty database with the demo data and logs the accounts to sign in with. Random production passwords are logged
 * as a warning, so they show whatever the log level and the operator does not miss them.
 */
export async function seedOnStart(
  config: Pick<Config, 'env' | 'demoSeed'>,
  db: Db,
  blobs: BlobStore,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<void> {
  if (!config.demoSeed) return;
  if (await isDatabaseEmpty(db)) {
    const accounts = demoAccounts(config.env);
    await seedDemoData(db, blobs, log, accounts);
    if (config.env === 'production') log.warn(`${describeAccounts(accounts)} (shown only this once)`);
    else log.info(describeAccounts(accounts));
  } else if (config.env !== 'production') log.info(describeAccounts(demoAccounts(config.env)));
}

/** True when the database has no users and no charities yet. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [userCount] = await db.select({ n: count() }).from(users);
  const [organizationCount] = await db.select({ n: count() }).from(organizations);
  return userCount!.n + organizationCount!.n === 0;
}

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** The Philippines keeps UTC+8 all year. */
const MANILA_OFFSET = 8 * HOUR;

/** Midnight, Philippine time, of the day `ms` falls on. */
const manilaMidnight = (ms: number) => Math.floor((ms + MANILA_OFFSET) / DAY) * DAY - MANILA_OFFSET;

/** When a demo event starts, relative to now: past days, a point in the rest of this month, or later days. */
export function eventStart(when: When, startHour: number, now: number): Date {
  const today = manilaMidnight(now);
  if ('past' in when) return new Date(today - when.past * DAY + startHour * HOUR);
  if ('later' in when) return new Date(today + when.later * DAY + startHour * HOUR);
  const manilaNow = new Date(now + MANILA_OFFSET);
  const monthEnd = Date.UTC(manilaNow.getUTCFullYear(), manilaNow.getUTCMonth() + 1, 1) - MANILA_OFFSET;
  const fullDaysLeft = Math.round((monthEnd - today) / DAY) - 1;
  if (fullDaysLeft >= 1) {
    const day = 1 + Math.round(when.thisMonth * (fullDaysLeft - 1));
    return new Date(today + day * DAY + startHour * HOUR);
  }
  // The last day of the month: spread what is left of it, never past midnight.
  const left = monthEnd - now;
  return new Date(now + Math.max(Math.min(10 * 60 * 1000, left / 2), Math.floor(when.thisMonth * left)));
}

async function storePicture(tx: Tx, blobs: BlobStore, png: Promise<Buffer>): Promise<number> {
  return (await saveImage(tx, blobs, await prepareImage(await png))).id;
}

/** A demo permit's columns: its dates from the seeding day, its year in its number, a drawn stand-in for its scan. */
async function demoPermit(tx: Tx, blobs: BlobStore, permit: DemoPermit, now: number, seed: number) {
  const checkedAt = permit.checked ? new Date(now - 2 * DAY) : null;
  if (permit.type === 'exempt')
    return { permitType: permit.type, permitExemptReason: permit.reason, permitCheckedAt: checkedAt };
  const validFrom = philippineToday(now + permit.fromDay * DAY);
  const number = permit.number.replace('YYYY', validFrom.slice(0, 4));
  return {
    permitType: permit.type,
    permitNumber: number,
    permitIssuer: permit.issuer,
    permitValidFrom: validFrom,
    permitValidUntil: philippineToday(now + permit.untilDay * DAY),
    permitScanImageId: await storePicture(tx, blobs, drawPoster(number, '#78716c', seed + 50)),
    permitCheckedAt: checkedAt,
  };
}

const emailOf = (firstName: string, lastName: string) =>
  `${`${firstName}.${lastName}`.toLowerCase().replace(/\s+/g, '')}@example.ph`;

/**
 * Fills an empty database with the demo data set: categories, 8 charities with generated pictures, 22 events
 * around today (two relief drives, one urgent with its needs, drop-off points and a pledge), the admin and demo
 * accounts, donors and their completed donations (with the charities' totals and the leaderboard totals equal to
 * those donations), likes and volunteers. One transaction: all or nothing.
 */
export async function seedDemoData(
  db: Db,
  blobs: BlobStore,
  log: Pick<FastifyBaseLogger, 'info'>,
  accounts: DemoAccounts = demoAccounts('development'),
): Promise<void> {
  const now = Date.now();
  const started = performance.now();
  const [adminHash, demoHash, donorHash] = await Promise.all([
    hashPassword(accounts.admin.password),
    hashPassword(accounts.member.password),
    // Donors are demo people nobody logs in as; they share one long random password.
    hashPassword(randomBytes(24).toString('base64url')),
  ]);

  // The username rule of sign-up, with a number added when two people would get the same one.
  const taken = new Set<string>();
  const uniqueUsername = (firstName: string, lastName: string) => {
    const base = buildUsername(firstName, lastName);
    let username = base;
    for (let n = 2; taken.has(username); n += 1) username = `${base}${n}`;
    taken.add(username);
    return username;
  };

  await db.transaction(async (tx) => {
    const categoryRows = await tx
      .insert(categories)
      .values(CATEGORY_NAMES.map((name) => ({ name })))
      .returning();
    const categoryId = new Map(categoryRows.map((row) => [row.name, row.id]));

    const person = (firstName: string, lastName: string, extra: Partial<typeof users.$inferInsert>) => ({
      firstName,
      lastName,
      username: uniqueUsername(firstName, lastName),
      email: emailOf(firstName, lastName),
      contactNumber: '09171234567',
      dob: '1990-01-15',
      location: 'Davao City',
      interestedIn: 'Community Support',
      passwordHash: donorHash,
      ...extra,
    });
    const [admin] = await tx
      .insert(users)
      .values(
        person('Tabang', 'Admin', { email: accounts.admin.email, role: 'admin', passwordHash: adminHash }),
      )
      .returning();
    const [demo] = await tx
      .insert(users)
      .values(
        person('Juan', 'Dela Cruz', {
          email: accounts.member.email,
          passwordHash: demoHash,
          dob: '1994-08-21',
          interestedIn: 'Education',
        }),
      )
      .returning();
    const donorRows = await tx
      .insert(users)
      .values(
        DONORS.map((donor, i) =>
          person(donor.firstName, donor.lastName, {
            location: donor.location,
            interestedIn: donor.interestedIn,
            contactNumber: `0917555${String(1000 + i).padStart(4, '0')}`,
            dob: `${1975 + i * 4}-0${1 + (i % 9)}-1${i % 10}`,
          }),
        ),
      )
      .returning();

    const charityId = new Map<string, number>();
    const charityName = new Map<string, string>();
    for (const [i, charity] of CHARITIES.entries()) {
      const [logoImageId, featureImageId] = await Promise.all([
        storePicture(tx, blobs, drawLogo(charity.abbreviation, charity.colour)),
        storePicture(tx, blobs, drawScene(charity.colour, i + 1)),
      ]);
      const [row] = await tx
        .insert(organizations)
        .values({
          name: charity.name,
          abbreviation: charity.abbreviation,
          description: charity.description,
          address: charity.address,
          phoneNumber: charity.phoneNumber,
          email: charity.email,
          representativeName: charity.representativeName,
          representativeContactNumber: charity.representativeContactNumber,
          representativeUserId: charity.representedByDemoUser ? demo!.id : null,
          facebookLink: charity.facebookLink ?? null,
          instagramLink: charity.instagramLink ?? null,
          websiteLink: charity.websiteLink ?? null,
          type: charity.type,
          logoImageId,
          featureImageId,
          verified: true,
          verifiedAt: new Date(now - (60 - i) * DAY),
          secRegistrationNumber: charity.registration?.sec ?? null,
          dswdRegistrationNumber: charity.registration?.dswd ?? null,
          dswdValidUntil: charity.registration?.dswd ? `${new Date(now).getUTCFullYear() + 1}-12-31` : null,
          registrationCheckedAt: charity.registration ? new Date(now - (30 + i * 4) * DAY) : null,
          createdAt: new Date(now - (90 - i) * DAY),
        })
        .returning();
      charityId.set(charity.key, row!.id);
      charityName.set(charity.key, charity.name);
      await tx
        .insert(organizationCategories)
        .values(
          charity.categories.map((name) => ({ organizationId: row!.id, categoryId: categoryId.get(name)! })),
        );
    }

    const eventRows: { id: number; charity: string; name: string; startsAt: Date }[] = [];
    const drives: { eventId: number; drive: NonNullable<(typeof EVENTS)[number]['drive']> }[] = [];
    for (const [i, event] of EVENTS.entries()) {
      const charity = CHARITIES.find((c) => c.key === event.charity)!;
      const startsAt = eventStart(event.when, event.startHour, now);
      const imageId = await storePicture(tx, blobs, drawPoster(event.name, charity.colour, i + 11));
      const [row] = await tx
        .insert(events)
        .values({
          organizationId: charityId.get(event.charity)!,
          name: event.name,
          description: event.description,
          location: event.location,
          startsAt,
          endsAt: event.hours === null ? null : new Date(startsAt.getTime() + event.hours * HOUR),
          whoCanJoin: event.whoCanJoin,
          donationsAfterEnd: event.donationsAfterEnd ?? false,
          goalCentavos: event.goalPesos === undefined ? null : toCentavos(event.goalPesos),
          volunteerCapacity: event.slots ?? null,
          status: EVENT_STATUS_PUBLISHED,
          imageId,
          ...(event.permit && (await demoPermit(tx, blobs, event.permit, now, i))),
          ...(event.drive && {
            reliefDrive: true,
            urgent: event.drive.urgent,
            acceptanceRules: event.drive.acceptanceRules,
          }),
          createdAt: new Date(Math.min(now, startsAt.getTime()) - 20 * DAY),
        })
        .returning();
      eventRows.push({ id: row!.id, charity: event.charity, name: event.name, startsAt });
      if (event.drive) drives.push({ eventId: row!.id, drive: event.drive });
      await tx
        .insert(eventCategories)
        .values(event.categories.map((name) => ({ eventId: row!.id, categoryId: categoryId.get(name)! })));
    }

    // Completed donations, and the totals that must equal them.
    const donationRows: (typeof donations.$inferInsert)[] = [];
    const charityTotals = new Map<number, number>();
    const donorSums = new Map<number, { total: number; count: number }>();
    const give = (
      userId: number,
      [key, pesos, eventIndex, daysAgo]: [string, number, number | null, number],
      anonymous = false,
    ) => {
      const event = eventIndex === null ? null : eventRows[eventIndex]!;
      if (event && event.charity !== key)
        throw new Error(`Demo donation to ${key} names an event of ${event.charity}`);
      const organizationId = charityId.get(key)!;
      const amountCentavos = toCentavos(pesos);
      const createdAt = new Date(now - daysAgo * DAY - (donationRows.length % 7) * HOUR);
      donationRows.push({
        reqId: randomBytes(24).toString('base64url'),
        userId,
        organizationId,
        eventId: event?.id ?? null,
        amountCentavos,
        anonymous,
        description: donationDescription(charityName.get(key)!, event?.name),
        status: 'completed',
        provider: 'sandbox',
        expiresAt: new Date(createdAt.getTime() + HOUR),
        completedAt: new Date(createdAt.getTime() + 4 * 60 * 1000),
        createdAt,
        updatedAt: new Date(createdAt.getTime() + 4 * 60 * 1000),
      });
      charityTotals.set(organizationId, (charityTotals.get(organizationId) ?? 0) + amountCentavos);
      // The leaderboard ranks named gifts only.
      if (anonymous) return;
      const sum = donorSums.get(userId) ?? { total: 0, count: 0 };
      donorSums.set(userId, { total: sum.total + amountCentavos, count: sum.count + 1 });
    };
    DONORS.forEach((donor, i) => {
      for (const donation of donor.donations) give(donorRows[i]!.id, donation);
    });
    for (const donation of DEMO_USER_DONATIONS) give(demo!.id, donation);
    for (const [donor, donation] of ANONYMOUS_DONATIONS) give(donorRows[donor]!.id, donation, true);
    // Receipt numbers in order of completion within each year (no receipt email is enqueued: nobody is mailed for
    // demo data), and the counters where they stop, so new donations continue the sequences.
    const lastNumbers = new Map<number, number>();
    const byCompletion = [...donationRows].sort(
      (a, b) => a.completedAt!.getTime() - b.completedAt!.getTime(),
    );
    byCompletion.forEach((row, i) => {
      const year = receiptYear(row.completedAt!);
      const n = (lastNumbers.get(year) ?? 0) + 1;
      lastNumbers.set(year, n);
      Object.assign(row, {
        receiptNumber: receiptNumber(year, n),
        paymentMethod: SEEDED_METHODS[i % SEEDED_METHODS.length],
      });
    });
    await tx.insert(donations).values(donationRows);
    await tx
      .insert(receiptCounters)
      .values([...lastNumbers].map(([year, lastNumber]) => ({ year, lastNumber })));
    // One payment still open at the sandbox: it shows that pending donations never count.
    await tx.insert(donations).values({
      reqId: randomBytes(24).toString('base64url'),
      userId: donorRows[5]!.id,
      organizationId: charityId.get('gycd')!,
      amountCentavos: toCentavos(300),
      description: donationDescription(charityName.get('gycd')!),
      status: 'pending',
      provider: 'sandbox',
      expiresAt: new Date(now + HOUR),
    });
    for (const [organizationId, total] of charityTotals) {
      await tx
        .update(organizations)
        .set({ totalDonationCentavos: total })
        .where(eq(organizations.id, organizationId));
    }
    await tx.insert(donorTotals).values(
      [...donorSums].map(([userId, sum]) => ({
        userId,
        totalCentavos: sum.total,
        donationCount: sum.count,
      })),
    );

    // Likes and volunteers, spread so that every charity and upcoming event has a few.
    const people = [...donorRows, demo!];
    const charityIds = [...charityId.values()];
    const upcoming = eventRows.filter((event) => event.startsAt.getTime() > now).map((event) => event.id);
    const pairs = (targets: number[], every: number, offset: number) =>
      people.flatMap((user, u) =>
        targets
          .filter((_, t) => (t + u + offset) % every === 0)
          .map((targetId) => ({ userId: user.id, targetId })),
      );
    await tx.insert(organizationLikes).values(pairs(charityIds, 2, 0));
    await tx.insert(organizationVolunteers).values(pairs(charityIds, 3, 1));
    await tx.insert(eventLikes).values(pairs(upcoming, 3, 0));
    await tx.insert(eventVolunteers).values(pairs(upcoming, 4, 2));

    // Relief drives: their needs, the goods already brought (walk-in, recorded at the desk by the admin) and
    // drop-off points, and the demo member's pledge with its slip.
    for (const { eventId, drive } of drives) {
      const needs = await tx
        .insert(driveNeeds)
        .values(drive.needs.map(([item, unit, needed]) => ({ eventId, item, unit, quantityNeeded: needed })))
        .returning({ id: driveNeeds.id });
      const received = drive.needs.flatMap(([, , , quantity], i) =>
        quantity > 0
          ? [{ eventId, needId: needs[i]!.id, quantity, note: 'Walk-in goods', recordedByUserId: admin!.id }]
          : [],
      );
      if (received.length > 0) await tx.insert(driveReceipts).values(received);
      const dropoffs = await tx
        .insert(driveDropoffs)
        .values(drive.dropoffs.map((point) => ({ eventId, ...point })))
        .returning({ id: driveDropoffs.id });
      const pledge = drive.demoPledge;
      if (pledge)
        await tx.insert(drivePledges).values({
          eventId,
          needId: needs[pledge.need]!.id,
          dropoffId: dropoffs[pledge.dropoff]!.id,
          userId: demo!.id,
          quantity: pledge.quantity,
          expectedOn: philippineToday(now + pledge.inDays * DAY),
          code: pledge.code,
        });
    }

    log.info(
      `Seeded demo data: ${CHARITIES.length} charities, ${EVENTS.length} events, ${people.length + 1} accounts ` +
        `(admin ${admin!.email}), ${donationRows.length} completed donations ` +
        `in ${Math.round(performance.now() - started)} ms`,
    );
  });
}
