import { DASHBOARD_CLOCK_REFRESH_MS } from '@tabang/shared';
import { useEffect, useState } from 'react';
import { EVENT_TIME_ZONE, localFormat } from '../../lib/dates';
import { useTranslation } from '../../lib/i18n';

const format = localFormat({ dateStyle: 'full', timeStyle: 'short', timeZone: EVENT_TIME_ZONE });

/** The dashboard clock: Philippine time to the minute, refreshed every 60 s. */
export function Clock() {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), DASHBOARD_CLOCK_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <p className="text-sm text-stone-600">
      <span className="sr-only">{t('dashboard.clockLabel')}: </span>
      <time dateTime={now.toISOString()} data-testid="dashboard-clock">
        {format(now)}
      </time>
    </p>
  );
}
