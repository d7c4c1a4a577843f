import { useId } from 'react';
import { useSites } from '../../hooks/useSites';
import { useT } from '../../i18n';

/**
 * The header's site control (design: Sites and transfers): "Site: Main", a select of the sites
 * the user works at. Shown only with more than one site, so a single-site install sees nothing.
 */
export function SiteControl() {
  const t = useT();
  const { sites, siteId, several, choose } = useSites();
  const id = useId();
  if (!several) return null;
  return (
    <span className="header-site">
      <label htmlFor={id} className="header-site-label">
        {t('sites.controlLabel')}
      </label>
      <select
        id={id}
        className="input header-site-select"
        value={siteId ?? ''}
        onChange={(event) => choose(Number(event.target.value))}
      >
        {siteId === null ? <option value="">{t('sites.choose')}</option> : null}
        {sites.map((site) => (
          <option key={site.SiteId} value={site.SiteId}>
            {site.Name}
          </option>
        ))}
      </select>
    </span>
  );
}
