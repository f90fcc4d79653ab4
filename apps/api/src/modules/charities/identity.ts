import { createHash } from 'node:crypto';
import { CHARITY_IDENTITY_FIELDS, type CharityIdentityField, type IdentityChange } from '@tabang/shared';
import type { organizations } from '../../db/schema';

/*
 * Who a charity is (CHARITY_IDENTITY_FIELDS in packages/shared says which fields and why): a verified charity that
 * changes one of them goes back to "pending verification", and the admin's review shows each change against the
 * values an admin last verified, kept in organizations.verified_identity.
 */

type OrganizationRow = typeof organizations.$inferSelect;

/** Each identity field's column. Migration 0011 builds the same snapshot in SQL for the charities verified then. */
export const IDENTITY_COLUMNS = {
  organizationName: 'name',
  organizationAbbreviation: 'abbreviation',
  organizationEmail: 'email',
  organizationPhoneNumber: 'phoneNumber',
  organizationAddress: 'address',
  organizationMainWebsite: 'websiteLink',
  organizationFacebookLink: 'facebookLink',
  organizationInstagramLink: 'instagramLink',
  organizationProfilePicture: 'logoImageId',
  representativeName: 'representativeName',
  secRegistrationNumber: 'secRegistrationNumber',
  dswdRegistrationNumber: 'dswdRegistrationNumber',
  dswdValidUntil: 'dswdValidUntil',
} as const satisfies Record<CharityIdentityField, keyof OrganizationRow>;

type IdentityColumn = (typeof IDENTITY_COLUMNS)[CharityIdentityField];
export type Identity = Record<string, string | number | null>;

/** A charity's identity fields, by column key: what verified_identity holds. */
export const identityOf = (row: Pick<OrganizationRow, IdentityColumn>): Identity =>
  Object.fromEntries(Object.values(IDENTITY_COLUMNS).map((column) => [column, row[column] ?? null]));

/** Names an identity: what an admin reviewed, checked again when they verify (admin/service.ts). */
export const identityVersion = (identity: Identity): string =>
  createHash('sha256').update(JSON.stringify(identity)).digest('base64url').slice(0, 22);

/** The identity fields whose values differ between two identities, in the order of CHARITY_IDENTITY_FIELDS. */
export const changedIdentityFields = (before: Identity, after: Identity): CharityIdentityField[] =>
  CHARITY_IDENTITY_FIELDS.filter(
    (field) => (before[IDENTITY_COLUMNS[field]] ?? null) !== (after[IDENTITY_COLUMNS[field]] ?? null),
  );

/** An image as admins may see it whatever it now belongs to (a replaced logo included). */
export const adminImagePath = (imageId: number) => `/admin/images/${imageId}`;

const shown = (field: CharityIdentityField, value: string | number | null | undefined) =>
  value == null
    ? null
    : field === 'organizationProfilePicture'
      ? adminImagePath(Number(value))
      : String(value);

/**
 * For a charity waiting for verification that an admin verified before: each identity field changed since, with
 * its verified and its current value. Null for a verified charity and for one never verified.
 */
export function identityChanges(row: OrganizationRow): IdentityChange[] | null {
  const verified = row.verifiedIdentity;
  if (row.verified || !verified) return null;
  const now = identityOf(row);
  return changedIdentityFields(verified, now).map((field) => ({
    field,
    before: shown(field, verified[IDENTITY_COLUMNS[field]]),
    after: shown(field, now[IDENTITY_COLUMNS[field]]),
  }));
}
