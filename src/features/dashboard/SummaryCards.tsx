import { formatCount } from '../../ui/format';
import type { SummaryCard } from './dashboard-figures';
import { useT } from '../../i18n';

/** The four summary cards (spec 2.6): a 2 × 2 grid on phones, one row on desktop. */
export function SummaryCards({ cards }: { cards: readonly SummaryCard[] }) {
  const t = useT();
  return (
    <ul className="summary-cards" aria-label={t('dashboard.summary')}>
      {cards.map((card) => (
        <li key={card.key} className={`card summary-card summary-${card.key}`}>
          <span className="summary-label">{t(card.labelId)}</span>
          <span className="summary-value">
            {card.value === null ? '—' : formatCount(card.value)}
          </span>
        </li>
      ))}
    </ul>
  );
}
