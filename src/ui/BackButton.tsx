import { useNavigate } from 'react-router-dom';
import { Button } from './Button';

/** Back one step in history, or to a fixed list when given. */
export function BackButton({ to, label = '← Back' }: { to?: string; label?: string }) {
  const navigate = useNavigate();
  return (
    <Button
      variant="ghost"
      className="back-button"
      onClick={() => void (to ? navigate(to) : navigate(-1))}
    >
      {label}
    </Button>
  );
}
