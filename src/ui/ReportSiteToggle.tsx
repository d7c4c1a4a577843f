import type { ReportSite } from '../hooks/useReportSite';
import { useT } from '../i18n';

/**
 * A report's site: the chosen site or "All sites" (Administrator and Manager, with more than one
 * site), as two buttons like the reports' Group by. A select here showed the site's name a
 * second time under the header's site select, and on a phone read as the same control twice.
 * Renders nothing when not offered, so a single-site report is the spec's.
 */
export function ReportSiteToggle({ report }: { report: ReportSite }) {
  const t = useT();
  if (!report.offered) return null;
  const options = [
    { all: false, label: report.siteName ?? t('ui.thisSite') },
    { all: true, label: t('ui.allSites') },
  ];
  return (
    <div className="segmented" role="group" aria-label={t('ui.site')}>
      <span className="segmented-label">{t('ui.site')}</span>
      {options.map((option) => (
        <button
          key={String(option.all)}
          type="button"
          className="segmented-option"
          aria-pressed={report.allSites === option.all}
          onClick={() => report.setAllSites(option.all)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
