import { useNavigate } from 'react-router-dom';
import { directionOf, useLanguage, useT } from '../i18n';
import { Button } from './Button';

/**
 * Back one step in history, or to a fixed list when given. The leading '←' (kept in every
 * language's text) points the way back: to the right in a right-to-left language.
 */
export function BackButton({ to, label }: { to?: string; label?: string }) {
  const navigate = useNavigate();
  const language = useLanguage();
  const t = useT();
  const text = label ?? t('ui.backArrow');
  return (
    <Button
      variant="ghost"
      className="back-button"
      onClick={() => void (to ? navigate(to) : navigate(-1))}
    >
      {directionOf(language) === 'rtl' ? text.replace(/^←/, '→') : text}
    </Button>
  );
}
