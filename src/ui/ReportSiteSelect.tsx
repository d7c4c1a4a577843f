import { useId } from 'react';
import type { ReportSite } from '../hooks/useReportSite';

/** What the report's site choice says (design: Sites and transfers). */
export const REPORT_SITE_TEXT = {
  label: 'Site',
  allSites: 'All sites',
  thisSite: 'This site',
} as const;

/**
 * A report's site: the chosen site or "All sites" (Administrator and Manager, with more than one
 * site). Renders nothing when not offered, so a single-site report is the spec's.
 */
export function ReportSiteSelect({ report }: { report: ReportSite }) {
  const id = useId();
  if (!report.offered) return null;
  return (
    <span className="report-site">
      <label htmlFor={id} className="report-site-label">
        {REPORT_SITE_TEXT.label}
      </label>
      <select
        id={id}
        className="input report-site-select"
        value={report.allSites ? 'all' : 'site'}
        onChange={(event) => report.setAllSites(event.target.value === 'all')}
      >
        <option value="site">{report.siteName ?? REPORT_SITE_TEXT.thisSite}</option>
        <option value="all">{REPORT_SITE_TEXT.allSites}</option>
      </select>
    </span>
  );
}
