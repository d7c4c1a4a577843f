import { useEffect, useState } from 'react';
import type { ItemStock } from '../../../contract/schemas/item-stock';
import { getItemStock } from '../../api/items';
import { formatDate, formatDayMonth } from '../../ui/format';
import { ITEM_STOCK_TEXT as TEXT, movementText } from './item-stock-texts';

const quantity = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 3 });
const signed = new Intl.NumberFormat('en-GB', {
  maximumFractionDigits: 3,
  signDisplay: 'exceptZero',
});

type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; stock: ItemStock };

/** What a clerk opening an item wants (issue 25): on hand, its lots and recent movement. */
export function ItemStockPanel({ itemId, unit }: { itemId: number; unit: string }) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    getItemStock(itemId).then(
      (stock) => live && setState({ kind: 'ready', stock }),
      () => live && setState({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [itemId]);
  const withUnit = (text: string) => (unit ? `${text} ${unit}` : text);

  return (
    <section className="card item-stock" aria-labelledby="item-stock-title">
      <h2 id="item-stock-title" className="panel-title">
        {TEXT.title}
      </h2>
      {state.kind === 'loading' ? <p className="loading-text">{TEXT.loading}</p> : null}
      {state.kind === 'failed' ? <p className="item-stock-note">{TEXT.unavailable}</p> : null}
      {state.kind === 'ready' ? (
        <>
          <p className="item-stock-on-hand">
            {TEXT.onHand} <strong>{withUnit(quantity.format(state.stock.OnHand))}</strong>
          </p>
          <div className="item-stock-columns">
            <div>
              <h3 className="item-stock-heading">{TEXT.lots}</h3>
              {state.stock.Lots.length === 0 ? (
                <p className="item-stock-note">{TEXT.noLots}</p>
              ) : (
                <table className="table item-stock-table">
                  <thead>
                    <tr>
                      <th scope="col">{TEXT.expires}</th>
                      <th scope="col">{TEXT.remaining}</th>
                      <th scope="col">{TEXT.received}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {state.stock.Lots.map((lot) => (
                      <tr key={lot.ID}>
                        {/* The labels the stacked phone layout shows beside each value. */}
                        <td data-label={TEXT.expires}>{formatDate(lot.ExpirationDate)}</td>
                        <td data-label={TEXT.remaining}>
                          {withUnit(quantity.format(lot.RemainingQuantity))}
                        </td>
                        <td data-label={TEXT.received}>{formatDayMonth(lot.ReceivedAt)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </div>
            <div>
              <h3 className="item-stock-heading">{TEXT.movement}</h3>
              {state.stock.Movements.length === 0 ? (
                <p className="item-stock-note">{TEXT.noMovement}</p>
              ) : (
                <ul className="item-stock-moves">
                  {state.stock.Movements.map((move, index) => (
                    <li key={`${move.At}-${index}`}>
                      <span>{formatDayMonth(move.At)}</span>
                      <span>{movementText(move)}</span>
                      <strong>{withUnit(signed.format(move.Quantity))}</strong>
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
