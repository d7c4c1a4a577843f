import { useId } from 'react';
import type { ReportSite } from '../hooks/useReportSite';
import { useT } from '../i18n';

/**
 * A report's site: the chosen site or "All sites" (Administrator and Manager, with more than one
 * site). Renders nothing when not offered, so a single-site report is the spec's.
 */
export function ReportSiteSelect({ report }: { report: ReportSite }) {
  const id = useId();
  const t = useT();
  if (!report.offered) return null;
  return (
    <span className="report-site">
      <label htmlFor={id} className="report-site-label">
        {t('ui.site')}
      </label>
      <select
        id={id}
        className="input report-site-select"
        value={report.allSites ? 'all' : 'site'}
        onChange={(event) => report.setAllSites(event.target.value === 'all')}
      >
        <option value="site">{report.siteName ?? t('ui.thisSite')}</option>
        <option value="all">{t('ui.allSites')}</option>
      </select>
    </span>
  );
}
