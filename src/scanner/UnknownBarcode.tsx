import { Link, useInRouterContext } from 'react-router-dom';
import { SCANNER_TEXT } from '../../contract/messages';
import { canAccess } from '../../contract/roles';
import { readStoredSession } from '../lib/session-storage';
import './scanner.css';
import { ROUTES } from '../lib/routes';
import { useT, useTranslateMessage } from '../i18n';

/** 'No item with barcode …', with Add Item for roles that may create items. */
export function UnknownBarcode({ code, onDismiss }: { code: string; onDismiss?: () => void }) {
  const inRouter = useInRouterContext();
  const t = useT();
  const message = useTranslateMessage();
  const mayAdd = canAccess(readStoredSession()?.roleName, 'Items');
  const to = `${ROUTES.itemCreate}?barcode=${encodeURIComponent(code)}`;
  return (
    <div className="scan-unknown" role="alert">
      <span>{message(SCANNER_TEXT.unknownBarcode(code))}</span>
      <span className="scan-unknown-actions">
        {mayAdd ? (
          inRouter ? (
            <Link className="btn btn-secondary" to={to}>
              {t('scanner.addItemLink')}
            </Link>
          ) : (
            <a className="btn btn-secondary" href={to}>
              {t('scanner.addItemLink')}
            </a>
          )
        ) : null}
        {onDismiss ? (
          <button
            type="button"
            className="btn btn-ghost"
            aria-label={t('scanner.dismiss')}
            onClick={onDismiss}
          >
            ✕
          </button>
        ) : null}
      </span>
    </div>
  );
}
