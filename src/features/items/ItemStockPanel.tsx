import { useEffect, useState } from 'react';
import type { ItemStock } from '../../../contract/schemas/item-stock';
import { getItemStock } from '../../api/items';
import { useListReload } from '../../hooks/useServerList';
import { formatDate, formatDayMonth, formatQuantity, formatQuantityChange } from '../../ui/format';
import { useT } from '../../i18n';
import { movementText } from './item-stock-texts';

type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; stock: ItemStock };

/**
 * A number that changes when any write that moves stock reaches the server (this device's outbox
 * or another device's live event), so the open item's stock never lags its History.
 */
function useStockChanges(): number {
  return (
    useListReload('received-items') +
    useListReload('po-items') +
    useListReload('waste') +
    useListReload('orders') +
    useListReload('transfers') +
    useListReload('stocktakes')
  );
}

/** What a clerk opening an item wants (issue 25): on hand, its lots and recent movement. */
export function ItemStockPanel({ itemId, unit }: { itemId: number; unit: string }) {
  const t = useT();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const changes = useStockChanges();
  useEffect(() => {
    let live = true;
    getItemStock(itemId).then(
      (stock) => live && setState({ kind: 'ready', stock }),
      () => live && setState({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [itemId, changes]);
  const withUnit = (text: string) => (unit ? `${text} ${unit}` : text);

  return (
    <section className="card item-stock" aria-labelledby="item-stock-title">
      <h2 id="item-stock-title" className="panel-title">
        {t('items.stock')}
      </h2>
      {state.kind === 'loading' ? <p className="loading-text">{t('items.loadingStock')}</p> : null}
      {state.kind === 'failed' ? (
        <p className="item-stock-note">{t('items.stockUnavailable')}</p>
      ) : null}
      {state.kind === 'ready' ? (
        <>
          <p className="item-stock-on-hand">
            {t('items.onHand')} <strong>{withUnit(formatQuantity(state.stock.OnHand))}</strong>
          </p>
          <div className="item-stock-columns">
            <div>
              <h3 className="item-stock-heading">{t('items.lots')}</h3>
              {state.stock.Lots.length === 0 ? (
                <p className="item-stock-note">{t('items.noLots')}</p>
              ) : (
                <table className="table item-stock-table">
                  <thead>
                    <tr>
                      <th scope="col">{t('items.expires')}</th>
                      <th scope="col">{t('items.remaining')}</th>
                      <th scope="col">{t('items.received')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {state.stock.Lots.map((lot) => (
                      <tr key={lot.ID}>
                        {/* The labels the stacked phone layout shows beside each value. */}
                        <td data-label={t('items.expires')}>{formatDate(lot.ExpirationDate)}</td>
                        <td data-label={t('items.remaining')}>
                          {withUnit(formatQuantity(lot.RemainingQuantity))}
                        </td>
                        <td data-label={t('items.received')}>{formatDayMonth(lot.ReceivedAt)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </div>
            <div>
              <h3 className="item-stock-heading">{t('items.recentMovement')}</h3>
              {state.stock.Movements.length === 0 ? (
                <p className="item-stock-note">{t('items.noMovement')}</p>
              ) : (
                <ul className="item-stock-moves">
                  {state.stock.Movements.map((move, index) => (
                    <li key={`${move.At}-${index}`}>
                      <span>{formatDayMonth(move.At)}</span>
                      <span>{movementText(move)}</span>
                      <strong>{withUnit(formatQuantityChange(move.Quantity))}</strong>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </div>
        </>
      ) : null}
    </section>
  );
}
