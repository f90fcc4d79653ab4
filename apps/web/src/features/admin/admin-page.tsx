import {
  ADMIN_ORGANIZATION_STATUSES,
  type AdminOrganization,
  type AdminOrganizationStatus,
  DASHBOARD_DECIMALS,
  formatPeso,
} from '@tabang/shared';
import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { CategoryChip } from '../../components/badge';
import { CharityLogo } from '../../components/charity-card';
import { Modal } from '../../components/modal';
import { StatusMessage } from '../../components/status-message';
import { formatDateTime } from '../../lib/dates';
import { useTranslation } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { DoneeReview } from '../certificates/donee-review';
import { type ReviewAction, useAdminOrganizations, useReviewOrganization } from './api';
import { FailedJobs } from './failed-jobs';
import { IdentityReview } from './identity-review';
import { PermitChecks } from './permit-checks';
import { RegistrationReview } from './registration-review';

function StatusBadge({ organization }: { organization: AdminOrganization }) {
  const { t } = useTranslation();
  const [label, colour] = organization.suspended
    ? [t('admin.status.suspended'), 'bg-red-100 text-red-900']
    : organization.verified
      ? [t('admin.status.verified'), 'bg-brand-100 text-brand-900']
      : [t('admin.status.pending'), 'bg-amber-100 text-amber-900'];
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${colour}`}>{label}</span>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-stone-500 uppercase">{label}</dt>
      <dd className="break-words text-stone-900">{children}</dd>
    </div>
  );
}

/** A user-entered link; the server only accepts http(s), so it is safe to render as a link. */
const ExternalLink = ({ href }: { href: string | null }) =>
  href ? (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow" className="text-brand-800 underline">
      {href}
    </a>
  ) : (
    '—'
  );

function CharityReview({
  organization,
  busy,
  onAction,
}: {
  organization: AdminOrganization;
  busy: boolean;
  onAction: (action: ReviewAction) => void;
}) {
  const { t } = useTranslation();
  const account = organization.representativeAccount;
  return (
    <li
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
      data-testid="admin-charity"
      aria-labelledby={`admin-charity-${organization.organizationID}`}
    >
      <div className="flex flex-wrap items-start gap-4">
        <CharityLogo organization={organization} size={56} />
        <div className="min-w-0 flex-1">
          <h2 id={`admin-charity-${organization.organizationID}`} className="text-xl font-bold break-words">
            {organization.organizationName}
          </h2>
          <div className="mt-1 flex flex-wrap items-center gap-2">
            <StatusBadge organization={organization} />
            {organization.verified && organization.suspended && (
              <span className="inline-flex rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900">
                {t('admin.status.verified')}
              </span>
            )}
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          {!organization.suspended && (
            <Link to={`/charity/${organization.organizationID}`} className="btn-outline">
              {t('admin.actions.viewPage')}
            </Link>
          )}
          {!organization.verified && !organization.suspended && (
            <button type="button" className="btn-primary" disabled={busy} onClick={() => onAction('verify')}>
              {t('admin.actions.verify')}
            </button>
          )}
          {organization.suspended ? (
            <button
              type="button"
              className="btn-primary"
              disabled={busy}
              onClick={() => onAction('unsuspend')}
            >
              {t('admin.actions.unsuspend')}
            </button>
          ) : (
            <button
              type="button"
              className="btn border border-red-700 text-red-800 hover:bg-red-50"
              disabled={busy}
              onClick={() => onAction('suspend')}
            >
              {t('admin.actions.suspend')}
            </button>
          )}
        </div>
      </div>
      {!!organization.identityChanges?.length && <IdentityReview changes={organization.identityChanges} />}
      <p className="mt-4 whitespace-pre-line text-stone-700">{organization.organizationDescription}</p>
      <dl className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Detail label={t('admin.details.abbreviation')}>{organization.organizationAbbreviation}</Detail>
        <Detail label={t('admin.details.type')}>
          {t(`dashboard.charityForm.types.${organization.organizationType}`)}
        </Detail>
        <Detail label={t('admin.details.address')}>{organization.organizationAddress}</Detail>
        <Detail label={t('admin.details.phone')}>{organization.organizationPhoneNumber}</Detail>
        <Detail label={t('admin.details.email')}>{organization.organizationEmail}</Detail>
        <Detail label={t('admin.details.representative')}>{organization.representativeName}</Detail>
        <Detail label={t('admin.details.representativeContact')}>
          {organization.representativeContactNumber}
        </Detail>
        <Detail label={t('admin.details.representativeAccount')}>
          {account
            ? `${account.firstName} ${account.lastName} (${account.email})`
            : t('admin.details.noAccount')}
        </Detail>
        <Detail label={t('admin.details.createdAt')}>{formatDateTime(organization.createdAt)}</Detail>
        <Detail label={t('admin.details.website')}>
          <ExternalLink href={organization.organizationMainWebsite} />
        </Detail>
        <Detail label={t('admin.details.facebook')}>
          <ExternalLink href={organization.organizationFacebookLink} />
        </Detail>
        <Detail label={t('admin.details.instagram')}>
          <ExternalLink href={organization.organizationInstagramLink} />
        </Detail>
        <Detail label={t('admin.details.totalDonated')}>
          {formatPeso(organization.totalDonationCollected, DASHBOARD_DECIMALS)}
        </Detail>
        <Detail label={t('admin.details.categories')}>
          {organization.categories.length ? (
            <span className="flex flex-wrap gap-1">
              {organization.categories.map((category) => (
                <CategoryChip key={category.categoryID} name={category.category} />
              ))}
            </span>
          ) : (
            t('charities.noCategories')
          )}
        </Detail>
      </dl>
      <RegistrationReview
        organization={organization}
        busy={busy}
        onCheck={() => onAction('check-registration')}
      />
      <DoneeReview organization={organization} busy={busy} onCheck={() => onAction('check-donee')} />
    </li>
  );
}

/** Tabs with arrow-key movement, as the WAI-ARIA tabs pattern describes. */
function StatusTabs({
  value,
  onChange,
  panelId,
}: {
  value: AdminOrganizationStatus;
  onChange: (status: AdminOrganizationStatus) => void;
  panelId: string;
}) {
  const { t } = useTranslation();
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const onKeyDown = (event: KeyboardEvent) => {
    const index = ADMIN_ORGANIZATION_STATUSES.indexOf(value);
    const last = ADMIN_ORGANIZATION_STATUSES.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const status = ADMIN_ORGANIZATION_STATUSES[next]!;
    onChange(status);
    refs.current[status]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={t('admin.tabsLabel')}
      className="flex flex-wrap gap-2"
      onKeyDown={onKeyDown}
    >
      {ADMIN_ORGANIZATION_STATUSES.map((status) => (
        <button
          key={status}
          ref={(element) => {
            refs.current[status] = element;
          }}
          id={`admin-tab-${status}`}
          type="button"
          role="tab"
          aria-selected={status === value}
          aria-controls={panelId}
          tabIndex={status === value ? 0 : -1}
          onClick={() => onChange(status)}
          className={`min-h-11 rounded-full px-4 font-semibold ${
            status === value ? 'bg-brand-700 text-white' : 'bg-white text-brand-800 ring-1 ring-stone-300'
          }`}
        >
          {t(`admin.tabs.${status}`)}
        </button>
      ))}
    </div>
  );
}

const TOASTS = {
  verify: 'verified',
  suspend: 'suspended',
  unsuspend: 'unsuspended',
  'check-registration': 'registrationChecked',
  'check-donee': 'doneeChecked',
} as const satisfies Record<ReviewAction, string>;

export default function AdminPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.heading'));
  const [status, setStatus] = useState<AdminOrganizationStatus>('pending');
  const [confirming, setConfirming] = useState<AdminOrganization | null>(null);
  const organizations = useAdminOrganizations(status);
  const review = useReviewOrganization();
  const panelId = 'admin-charities-panel';

  const run = (organization: AdminOrganization, action: ReviewAction) =>
    review.mutate(
      {
        id: organization.organizationID,
        action,
        name: organization.organizationName,
        identityVersion: organization.identityVersion,
      },
      {
        onSuccess: () => {
          toast.success(t(`admin.toasts.${TOASTS[action]}`, { name: organization.organizationName }));
        },
        onError: (error) => toast.error(t('admin.toasts.failed', { message: error.message })),
      },
    );

  return (
    <section className="container-page py-8 sm:py-10">
      <h1 className="text-3xl font-extrabold text-brand-900">{t('admin.heading')}</h1>
      <p className="mt-2 text-stone-700">{t('admin.intro')}</p>
      <div className="mt-6">
        <StatusTabs value={status} onChange={setStatus} panelId={panelId} />
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={`admin-tab-${status}`} className="mt-6">
        {organizations.isPending ? (
          <StatusMessage kind="loading">{t('admin.loading')}</StatusMessage>
        ) : organizations.isError ? (
          <StatusMessage kind="error" onRetry={() => void organizations.refetch()}>
            {t('admin.loadFailed')}
          </StatusMessage>
        ) : organizations.data.length === 0 ? (
          <StatusMessage kind="empty">{t(`admin.empty.${status}`)}</StatusMessage>
        ) : (
          <ul className="grid gap-4">
            {organizations.data.map((organization) => (
              <CharityReview
                key={organization.organizationID}
                organization={organization}
                busy={review.isPending && review.variables?.id === organization.organizationID}
                onAction={(action) =>
                  action === 'suspend' ? setConfirming(organization) : run(organization, action)
                }
              />
            ))}
          </ul>
        )}
      </div>

      <PermitChecks />

      <FailedJobs />

      <Modal
        open={confirming !== null}
        title={t('admin.actions.confirmTitle')}
        onClose={() => setConfirming(null)}
      >
        {confirming && (
          <div>
            <p className="text-stone-700">
              {t('admin.actions.confirmSuspend', { name: confirming.organizationName })}
            </p>
            <div className="mt-6 flex flex-wrap justify-end gap-3">
              <button type="button" className="btn-outline" onClick={() => setConfirming(null)}>
                {t('admin.actions.cancel')}
              </button>
              <button
                type="button"
                className="btn bg-red-700 text-white hover:bg-red-800"
                onClick={() => {
                  run(confirming, 'suspend');
                  setConfirming(null);
                }}
              >
                {t('admin.actions.confirm')}
              </button>
            </div>
          </div>
        )}
      </Modal>
    </section>
  );
}
