import { Link } from 'react-router-dom';
import { MONEY_CARD_TEXT } from './money-card-texts';
import type { MoneyCard } from './money-cards';
import './money-cards.css';
import { useT } from '../../i18n';

/** The dashboard's money cards (design: Valuation): each opens its report. */
export function MoneyCards({ cards }: { cards: readonly MoneyCard[] }) {
  // Subscribes to the language: the cards' texts are translated outside React.
  useT();
  return (
    <ul className="summary-cards money-cards" aria-label={MONEY_CARD_TEXT.group}>
      {cards.map((card) => (
        <li key={card.key} className={`card summary-card money-card money-${card.key}`}>
          <Link to={card.to} className="money-card-link">
            <span className="summary-label">{card.label}</span>
            <span className="summary-value money-card-value" data-testid={`card-${card.key}`}>
              {card.value ?? '—'}
            </span>
            {card.note ? <span className="money-card-note">{card.note}</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
