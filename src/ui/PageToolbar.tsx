import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SearchBox } from './SearchBox';

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
  addLabel = '+ Add',
  children,
}: PageToolbarProps) {
  return (
    <div className="toolbar">
      <SearchBox value={search} onChange={onSearch} placeholder={placeholder} />
      {children}
      <span className="spacer" />
      {addTo ? (
        <Link className="btn btn-primary" to={addTo}>
          {addLabel}
        </Link>
      ) : null}
    </div>
  );
}
