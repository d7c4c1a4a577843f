import { useState } from 'react';
import { STOCKTAKE_TEXT } from '../../../contract/messages';
import type { StocktakeAction } from '../../../contract/paths';
import { closeStocktake } from '../../api/stocktakes';
import { messageOf } from '../../api/http';
import { showAlert } from '../../lib/alert';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useT, useTranslateMessage, type MessageId } from '../../i18n';

export interface StocktakeCloseActionsProps {
  stocktakeId: number;
  /** Items whose stock posting changes (counted lines with a variance). */
  changing: number;
  online: boolean;
  onClosed: () => void;
}

const TEXT: Record<StocktakeAction, { confirm: MessageId; done: string; failed: string }> = {
  post: {
    confirm: 'stocktakes.post',
    done: STOCKTAKE_TEXT.posted,
    failed: STOCKTAKE_TEXT.postFailed,
  },
  cancel: {
    confirm: 'stocktakes.cancelStocktake',
    done: STOCKTAKE_TEXT.cancelled,
    failed: STOCKTAKE_TEXT.cancelFailed,
  },
};

/** Post and Cancel, for Administrators and Managers, each after a confirmation; online only. */
export function StocktakeCloseActions({
  stocktakeId,
  changing,
  online,
  onClosed,
}: StocktakeCloseActionsProps) {
  const t = useT();
  const message = useTranslateMessage();
  const [asking, setAsking] = useState<StocktakeAction | null>(null);
  const [busy, setBusy] = useState(false);

  async function close(action: StocktakeAction) {
    setBusy(true);
    try {
      await closeStocktake(stocktakeId, action);
      setAsking(null);
      showAlert(TEXT[action].done);
      onClosed();
    } catch (error) {
      showAlert(messageOf(error, TEXT[action].failed));
    } finally {
      setBusy(false);
    }
  }

  const title = online ? undefined : message(STOCKTAKE_TEXT.needsConnection);
  return (
    <div className="stocktake-close">
      <Button
        disabled={!online}
        title={title}
        aria-haspopup="dialog"
        onClick={() => setAsking('post')}
      >
        {t('stocktakes.post')}
      </Button>
      <Button
        variant="secondary"
        disabled={!online}
        title={title}
        aria-haspopup="dialog"
        onClick={() => setAsking('cancel')}
      >
        {t('stocktakes.cancelStocktake')}
      </Button>
      {!online ? <p className="field-hint">{title}</p> : null}
      {asking ? (
        <ConfirmDialog
          title={t(asking === 'post' ? 'stocktakes.postStocktake' : 'stocktakes.cancelStocktake')}
          message={message(
            asking === 'post' ? STOCKTAKE_TEXT.confirmPost(changing) : STOCKTAKE_TEXT.confirmCancel,
          )}
          confirmLabel={t(TEXT[asking].confirm)}
          busy={busy}
          onConfirm={() => void close(asking)}
          onCancel={() => setAsking(null)}
        />
      ) : null}
    </div>
  );
}
