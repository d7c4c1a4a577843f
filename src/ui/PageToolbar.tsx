import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SearchBox } from './SearchBox';
import { useT } from '../i18n';

export interface PageToolbarProps {
  search: string;
  onSearch: (value: string) => void;
  placeholder: string;
  /** Where '+ Add' goes; omitted when the role may not create. */
  addTo?: string;
  addLabel?: string;
  children?: ReactNode;
}

export function PageToolbar({
  search,
  onSearch,
  placeholder,
  addTo,
  addLabel,
  children,
}: PageToolbarProps) {
  const t = useT();
  return (
    <div className="toolbar">
      <SearchBox value={search} onChange={onSearch} placeholder={placeholder} />
      {children}
      <span className="spacer" />
      {addTo ? (
        <Link className="btn btn-primary" to={addTo}>
          {addLabel ?? t('ui.add')}
        </Link>
      ) : null}
    </div>
  );
}
