import {
  type AddCharityValues,
  type Category,
  type CHARITY_IMAGE_FIELDS,
  DASHBOARD_TOP_CHARITY_COUNT,
  LANGUAGES,
  type Organization,
  type RegistrationDetails,
  type TopCharity,
  toPesos,
} from '@tabang/shared';
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gt,
  ilike,
  inArray,
  or,
  type Placeholder,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { type Db, preparedPerDatabase, preparedPerPageSize, type Tx } from '../../db/client';
import { categories, donations, organizationCategories, organizations } from '../../db/schema';
import { publicCharity } from '../../db/visibility';
import { badRequest, conflict, isForeignKeyViolation, notFound } from '../../errors';
import { catalogueOf, t } from '../../i18n';
import { assertUnderDailyLimit } from '../../lib/daily-limit';
import { type PreparedImage, withImageTransaction } from '../../lib/images';
import {
  containsPattern,
  decodeCursor,
  encodeCursor,
  type ListFilter,
  type ListPage,
  matchesSearch,
  rowsToFetch,
  splitPage,
} from '../../lib/paging';
import type { CurrentUser } from '../../plugins/auth';
import type { BlobStore } from '../../storage/blob-store';
import { publicDonee } from '../certificates/donee';

type OrganizationRow = Omit<typeof organizations.$inferSelect, 'searchText'>;
/**
 * A charity's columns but its search text, which only the search's condition reads. Its categories and the cash it
 * recorded outside Tabang are columns too, kept by the database (migrations 0035 and 0033).
 */
const { searchText: _searchText, ...columns } = getTableColumns(organizations);
export const charityColumns = columns;

const organizationImagePath = (id: number) => `/get/organizations/image/${id}`;
export const organizationLogoPath = (id: number) => `/get/organizations/logo/${id}`;

/** The registration details a charity gave (each null when not given). */
export const registrationDetailsOf = (row: OrganizationRow): RegistrationDetails => ({
  secRegistrationNumber: row.secRegistrationNumber,
  dswdRegistrationNumber: row.dswdRegistrationNumber,
  dswdValidUntil: row.dswdValidUntil,
});

/** Whether a charity gave any registration detail (an admin has something to check). */
export const hasRegistrationDetails = (details: RegistrationDetails) =>
  Object.values(details).some((value) => value !== null);

/** The registration details the public may see: only those an admin has checked. */
function publicRegistration(row: OrganizationRow): Organization['registration'] {
  const details = registrationDetailsOf(row);
  if (!row.registrationCheckedAt || !hasRegistrationDetails(details)) return null;
  return { ...details, checkedAt: row.registrationCheckedAt.toISOString() };
}

/** A charity as the public API shows it, from a row of `charityColumns`. */
export function toCharity(row: OrganizationRow): Organization {
  return {
    organizationID: row.id,
    organizationName: row.name,
    organizationAbbreviation: row.abbreviation,
    organizationDescription: row.description,
    organizationFeaturePicture: row.featureImageId == null ? null : organizationImagePath(row.id),
    organizationProfilePicture: row.logoImageId == null ? null : organizationLogoPath(row.id),
    organizationAddress: row.address,
    organizationPhoneNumber: row.phoneNumber,
    organizationEmail: row.email,
    representativeName: row.representativeName,
    representativeUserID: row.representativeUserId,
    organizationFacebookLink: row.facebookLink,
    organizationInstagramLink: row.instagramLink,
    organizationMainWebsite: row.websiteLink,
    organizationType: row.type,
    totalDonationCollected: toPesos(row.totalDonationCentavos),
    offlineAmount: toPesos(row.offlineCashCentavos),
    verified: row.verified,
    verifiedAt: row.verifiedAt ? new Date(row.verifiedAt).toISOString() : null,
    categories: row.categoryList,
    registration: publicRegistration(row),
    donee: publicDonee(row),
  };
}

/**
 * The stored names of the categories whose label in any of our languages contains the search ("pagpakaon" finds
 * Feeding Program in Cebuano): labels live in the catalogue, not the database, so they are matched here.
 */
function categoriesLabelled(text: string): string[] {
  const needle = text.toLocaleLowerCase();
  const names = new Set<string>();
  for (const language of LANGUAGES)
    for (const [name, label] of Object.entries(catalogueOf(language).interests))
      if (label.toLocaleLowerCase().includes(needle)) names.add(name);
  return [...names];
}

/**
 * Charities whose texts contain the search (`pattern`, containsPattern), or in a category whose stored name does or
 * whose label does (`labelled`, the names categoriesLabelled found: an array).
 */
const matchingCharities = (db: Db, pattern: string | Placeholder, labelled: SQLWrapper) =>
  or(
    matchesSearch(organizations.searchText, pattern),
    inArray(
      organizations.id,
      db
        .select({ id: organizationCategories.organizationId })
        .from(organizationCategories)
        .innerJoin(categories, eq(categories.id, organizationCategories.categoryId))
        .where(or(ilike(categories.name, pattern), sql`${categories.name} = any(${labelled}::text[])`)),
    ),
  );

export type CharityListOptions = { limit?: number; cursor?: string; q?: string; category?: number };

/**
 * The charities the public may see (suspended ones never appear), oldest first: all of them, or one page of
 * `limit` after `cursor`; only those whose name, description or one of whose categories' names contains `q` (any
 * case, the categories' labels in every language too), and only those in `category` when given.
 */
export async function listOrganizations(
  db: Db,
  options: CharityListOptions = {},
): Promise<ListPage<Organization>> {
  const { limit, q, category } = options;
  const filter: ListFilter = { list: 'organizations', q, category };
  const after =
    options.cursor === undefined
      ? undefined
      : decodeCursor(options.cursor, filter, (key) => key === undefined);
  // LIMIT NULL is no limit: the whole list.
  const values = { after: after?.id ?? 0, fetch: rowsToFetch(limit) ?? null };
  if (q === undefined) {
    const rows =
      category === undefined
        ? await charitiesPage(db, values.fetch).execute(values)
        : await charitiesPageInCategory(db).execute({ ...values, category });
    return pageOf(rows, limit, filter);
  }
  const search = { pattern: containsPattern(q), labelled: categoriesLabelled(q) };
  if (category === undefined)
    return pageOf(
      await charitiesSearchPage(db, values.fetch).execute({ ...values, ...search }),
      limit,
      filter,
    );
  const query = selectCharities(
    db,
    values.after,
    // One parameter, the whole array (an array written in a query is a list of parameters).
    matchingCharities(db, search.pattern, sql.param(search.labelled)),
    inCategory(db, category),
  );
  return pageOf(values.fetch === null ? await query : await query.limit(values.fetch), limit, filter);
}

/** The public's charities after the id `after` (ids start at 1: 0 is from the start) that meet every condition. */
const selectCharities = (db: Db, after: number | Placeholder, ...conditions: (SQL | undefined)[]) =>
  db
    .select(charityColumns)
    .from(organizations)
    .where(and(publicCharity, gt(organizations.id, after), ...conditions))
    .orderBy(asc(organizations.id));

/** Charities in the category. */
const inCategory = (db: Db, category: number | Placeholder) =>
  inArray(
    organizations.id,
    db
      .select({ id: organizationCategories.organizationId })
      .from(organizationCategories)
      .where(eq(organizationCategories.categoryId, category)),
  );

/** The list's pages without a search, the ones most asked for: all charities, or those in a category. */
const charitiesPage = preparedPerPageSize('tabang_charities_page', (db, limit, name) =>
  selectCharities(db, sql.placeholder('after')).limit(limit).prepare(name),
);
/**
 * A search of the whole list, prepared as its pages are: the query is not built and parsed for each call, and
 * PostgreSQL still plans each text's call for that text (a common word is found in id order, a rare one only after
 * reading every charity) until it finds one plan does for all.
 */
const charitiesSearchPage = preparedPerPageSize('tabang_charities_search', (db, limit, name) =>
  selectCharities(
    db,
    sql.placeholder('after'),
    matchingCharities(db, sql.placeholder('pattern'), sql.placeholder('labelled')),
  )
    .limit(limit)
    .prepare(name),
);
/**
 * A category's pages keep their LIMIT as a parameter: so PostgreSQL settles on their generic plan (3,200 calls a second
 * in pgbench), where with it written in the generic plan's estimate for the category's charities kept each call
 * planned (2,000).
 */
const charitiesPageInCategory = preparedPerDatabase((db) =>
  selectCharities(db, sql.placeholder('after'), inCategory(db, sql.placeholder('category')))
    .limit(sql.placeholder('fetch'))
    .prepare('tabang_charities_page_in_category'),
);

function pageOf(
  fetched: Parameters<typeof toCharity>[0][],
  limit: number | undefined,
  filter: ListFilter,
): ListPage<Organization> {
  const { rows, last } = splitPage(fetched, limit);
  return {
    items: rows.map(toCharity),
    next: last === undefined ? null : encodeCursor(filter, { id: last.id }),
  };
}

/** The charity `id`, unless the public may not see it. */
const visibleCharity = (id: number | Placeholder) => and(eq(organizations.id, id), publicCharity);

/** Every call about a charity (its events, counts, pictures, …) reads its row first. */
const visibleCharityRow = preparedPerDatabase((db) =>
  db
    .select()
    .from(organizations)
    .where(visibleCharity(sql.placeholder('id')))
    .prepare('tabang_visible_charity_row'),
);

/** A charity's row, or 404 'Charity not found' when it does not exist or is suspended. */
async function visibleOrganizationRow(db: Db, id: number): Promise<OrganizationRow> {
  const [row] = await visibleCharityRow(db).execute({ id });
  if (!row) throw notFound(t('charities.notFound'));
  return row;
}

/** A charity's page reads it on every visit. */
const visibleCharityById = preparedPerDatabase((db) =>
  db
    .select(charityColumns)
    .from(organizations)
    .where(visibleCharity(sql.placeholder('id')))
    .prepare('tabang_charity'),
);

export async function getOrganization(db: Db, id: number): Promise<Organization> {
  const [row] = await visibleCharityById(db).execute({ id });
  if (!row) throw notFound(t('charities.notFound'));
  return toCharity(row);
}

/** 404 unless the public can see this charity; for calls about a charity (its events, categories, …). */
export async function assertOrganizationVisible(db: Db, id: number): Promise<void> {
  await visibleOrganizationRow(db, id);
}

/** The image ids of a visible charity (null when it has none). */
export async function getOrganizationImageIds(
  db: Db,
  id: number,
): Promise<{ logo: number | null; feature: number | null }> {
  const row = await visibleOrganizationRow(db, id);
  return { logo: row.logoImageId, feature: row.featureImageId };
}

/** How many different people have completed a donation to each charity: asked by every charity page. */
const donorCountOfCharity = preparedPerDatabase((db) =>
  db
    .select({
      // Nested, so its columns stay qualified: in a query on one table Drizzle writes a column's own top-level names
      // unqualified, which inside a subquery would name its tables.
      donors: sql<number>`${sql`(select count(distinct ${donations.userId})::int from ${donations}
        where ${donations.organizationId} = ${organizations.id} and ${donations.status} = 'completed')`}`,
    })
    .from(organizations)
    .where(visibleCharity(sql.placeholder('id')))
    .prepare('tabang_charity_donor_count'),
);

/** How many different people have completed a donation to this charity (404 as for the charity itself). */
export async function countDonors(db: Db, id: number): Promise<number> {
  const [row] = await donorCountOfCharity(db).execute({ id });
  if (!row) throw notFound(t('charities.notFound'));
  return Number(row.donors);
}

/** The categories of a visible charity. */
export async function getOrganizationCategories(db: Db, id: number): Promise<Category[]> {
  const [row] = await db
    .select({ categoryList: organizations.categoryList })
    .from(organizations)
    .where(visibleCharity(id));
  if (!row) throw notFound(t('charities.notFound'));
  return row.categoryList;
}

/**
 * 409 'This charity is waiting for verification…' unless an admin has verified the charity: until then it takes no
 * donations, to itself or to its events (likes and volunteering continue).
 */
export function assertAcceptsDonations(organization: { verified: boolean }): void {
  if (!organization.verified) throw conflict(t('charities.awaitingVerification'));
}

export type CharityImages = Record<(typeof CHARITY_IMAGE_FIELDS)[number], PreparedImage>;

/**
 * Every new charity is public at once, so a member may add only `maxPerDay` in 24 hours (429 beyond; admins are
 * exempt). Checked before the images are processed, and again inside the transaction.
 */
export function assertCanAddCharity(db: Db | Tx, user: CurrentUser, maxPerDay: number): Promise<void> {
  return assertUnderDailyLimit(db, user, {
    max: maxPerDay,
    table: organizations,
    addedBy: organizations.representativeUserId,
    createdAt: organizations.createdAt,
    message: t('charities.dailyLimit', { max: maxPerDay }),
  });
}

/**
 * Adds a charity with its two images and its categories in one transaction. The user who adds it is its
 * representative; it starts unverified (the public pages show "Pending verification") and not suspended.
 * Any failure — an unknown category included — rolls everything back and deletes the stored images.
 */
export async function addCharity(
  db: Db,
  blobs: BlobStore,
  user: CurrentUser,
  fields: AddCharityValues,
  images: CharityImages,
  maxPerDay: number,
): Promise<number> {
  try {
    return await withImageTransaction(db, blobs, async (tx, saveImage) => {
      await assertCanAddCharity(tx, user, maxPerDay);
      if (fields.categories.length) {
        const found = await tx
          .select({ id: categories.id })
          .from(categories)
          .where(inArray(categories.id, fields.categories));
        if (found.length !== fields.categories.length) throw badRequest(t('charities.invalidCategories'));
      }
      const logoImageId = await saveImage(images.organizationProfilePicture);
      const featureImageId = await saveImage(images.organizationFeaturedPicture);
      const [row] = await tx
        .insert(organizations)
        .values({
          name: fields.organizationName,
          abbreviation: fields.organizationAbbreviation,
          description: fields.organizationDescription,
          address: fields.organizationAddress,
          phoneNumber: fields.organizationPhoneNumber,
          email: fields.organizationEmail,
          representativeName: fields.representativeName,
          representativeContactNumber: fields.representativeContactNumber,
          representativeUserId: user.userID,
          facebookLink: fields.organizationFacebookLink,
          instagramLink: fields.organizationInstagramLink,
          websiteLink: fields.organizationMainWebsite,
          type: fields.organizationType,
          logoImageId,
          featureImageId,
          verified: false,
          suspended: false,
          secRegistrationNumber: fields.secRegistrationNumber,
          dswdRegistrationNumber: fields.dswdRegistrationNumber,
          dswdValidUntil: fields.dswdValidUntil,
        })
        .returning({ id: organizations.id });
      if (fields.categories.length)
        await tx
          .insert(organizationCategories)
          .values(fields.categories.map((categoryId) => ({ organizationId: row!.id, categoryId })));
      return row!.id;
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw badRequest(t('charities.invalidCategories'));
    throw error;
  }
}

/** The charities the public may see that collected the most, most first; equal totals by id (the first added). */
export async function listTopCharities(db: Db): Promise<TopCharity[]> {
  const rows = await db
    .select({
      organizationID: organizations.id,
      organizationName: organizations.name,
      totalCentavos: organizations.totalDonationCentavos,
    })
    .from(organizations)
    .where(publicCharity)
    .orderBy(desc(organizations.totalDonationCentavos), asc(organizations.id))
    .limit(DASHBOARD_TOP_CHARITY_COUNT);
  return rows.map(({ totalCentavos, ...row }) => ({
    ...row,
    totalDonationCollected: toPesos(totalCentavos),
  }));
}
