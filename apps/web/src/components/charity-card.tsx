import {
  type Organization,
  TRUNCATE_CHARITY_DESCRIPTION,
  TRUNCATE_CHARITY_NAME,
  truncate,
} from '@tabang/shared';
import { Link } from 'react-router';
import { imageUrl } from '../lib/api-client';
import { useTranslation } from '../lib/i18n';
import { CategoryChip, VerificationBadge } from './badge';
import { ResponsiveImage } from './responsive-image';

/** A charity's logo in a fixed square (no layout shift), or its abbreviation when it has none. */
export function CharityLogo({
  organization,
  size,
  loading = 'lazy',
  className = '',
}: {
  organization: Pick<
    Organization,
    'organizationName' | 'organizationAbbreviation' | 'organizationProfilePicture'
  >;
  size: number;
  loading?: 'lazy' | 'eager';
  className?: string;
}) {
  const { t } = useTranslation();
  const src = imageUrl(organization.organizationProfilePicture);
  const style = { width: size, height: size };
  return src ? (
    // A logo is shown small: `sizes` lets the browser take the 320 px copy even on a dense screen.
    <ResponsiveImage
      src={src}
      alt={t('charities.logoAlt', { name: organization.organizationName })}
      width={size}
      height={size}
      sizes={`${size}px`}
      loading={loading}
      style={style}
      className={`shrink-0 rounded-full bg-white object-cover ring-1 ring-stone-200 ${className}`}
    />
  ) : (
    <span
      aria-hidden="true"
      style={style}
      className={`flex shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800 ${className}`}
    >
      {organization.organizationAbbreviation.slice(0, 4)}
    </span>
  );
}

/** A charity in a list: logo, name (35 characters), description (70), categories and verification. */
export function CharityCard({
  organization,
  headingLevel = 3,
}: {
  organization: Organization;
  /** The card title's heading level, one below the section's heading. */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      className="relative flex h-full flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md"
      data-testid="charity-card"
    >
      <div className="flex items-center gap-3">
        <CharityLogo organization={organization} size={56} />
        <div className="min-w-0">
          <Heading className="font-bold leading-snug">
            <Link
              to={`/charity/${organization.organizationID}`}
              title={organization.organizationName}
              className="after:absolute after:inset-0 after:rounded-2xl hover:text-brand-700"
            >
              {truncate(organization.organizationName, TRUNCATE_CHARITY_NAME)}
            </Link>
          </Heading>
          <VerificationBadge
            verified={organization.verified}
            verifiedAt={organization.verifiedAt}
            registration={organization.registration}
            className="mt-1"
          />
        </div>
      </div>
      <p className="text-sm text-stone-600">
        {truncate(organization.organizationDescription, TRUNCATE_CHARITY_DESCRIPTION)}
      </p>
      {organization.categories.length > 0 && (
        <ul className="mt-auto flex flex-wrap gap-1.5">
          {organization.categories.map((category) => (
            <li key={category.categoryID}>
              <CategoryChip name={category.category} />
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
