import type { Site } from '../../../contract/schemas/sites';
import { useT } from '../../i18n';
import type { MessageId } from '../../i18n';

export interface UserSitesFieldProps {
  sites: readonly Site[];
  /** The sites ticked; none ticked: the user works at every site (design: Users). */
  value: readonly number[];
  onChange: (siteIds: number[]) => void;
}

/**
 * The user's sites (design: Sites and transfers): a checkbox per site, on the create and edit
 * screens only when there is more than one site (the caller decides). None ticked is every site.
 */
export function UserSitesField({ sites, value, onChange }: UserSitesFieldProps) {
  const toggle = (siteId: number, on: boolean) =>
    onChange(on ? [...value, siteId].sort((a, b) => a - b) : value.filter((id) => id !== siteId));
  const t = useT();
  return (
    <fieldset className="user-sites">
      <legend className="field-label">{t('users.sites')}</legend>
      {sites.map((site) => (
        <label key={site.SiteId} className="user-site">
          <input
            type="checkbox"
            checked={value.includes(site.SiteId)}
            onChange={(event) => toggle(site.SiteId, event.target.checked)}
          />
          <span>{site.Name}</span>
        </label>
      ))}
      <p className="field-hint">{t('users.sitesHint')}</p>
    </fieldset>
  );
}

/** The detail's Sites line: the names, or every site when the user has none of their own. */
export function userSitesText(
  t: (id: MessageId) => string,
  sites: readonly { Name: string }[],
): string {
  return sites.length === 0 ? t('users.everySite') : sites.map((site) => site.Name).join(', ');
}
