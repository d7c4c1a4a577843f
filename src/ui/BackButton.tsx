import { useNavigate } from 'react-router-dom';
import { Button } from './Button';
import { useT } from '../i18n';

/** Back one step in history, or to a fixed list when given. */
export function BackButton({ to, label }: { to?: string; label?: string }) {
  const navigate = useNavigate();
  const t = useT();
  return (
    <Button
      variant="ghost"
      className="back-button"
      onClick={() => void (to ? navigate(to) : navigate(-1))}
    >
      {label ?? t('ui.backArrow')}
    </Button>
  );
}
