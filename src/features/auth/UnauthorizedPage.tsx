import { useNavigate } from 'react-router-dom';
import { UNAUTHORIZED_TEXT } from '../../../contract/messages';
import { Button } from '../../ui/Button';

export function UnauthorizedPage() {
  const navigate = useNavigate();
  return (
    <main className="unauthorized">
      <div className="card">
        <h1>{UNAUTHORIZED_TEXT.title}</h1>
        <p>{UNAUTHORIZED_TEXT.body}</p>
        <Button onClick={() => void navigate(-1)}>Go Back</Button>
      </div>
    </main>
  );
}
