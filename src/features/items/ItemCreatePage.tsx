import { useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FALLBACK, SUCCESS } from '../../../contract/messages';
import { messageOf } from '../../api/http';
import { createItem } from '../../api/items';
import { saveReferenceRow } from '../../offline/reference-cache';
import { showAlert } from '../../lib/alert';
import { BackButton } from '../../ui/BackButton';
import { Button } from '../../ui/Button';
import { EMPTY_ITEM_FORM, toItemRequest, validateItemCreate } from './item-form';
import { ImageDropZone } from './ImageDropZone';
import { ItemFields } from './ItemFields';
import './items.css';
import { ROUTES } from '../../lib/routes';
import { useT } from '../../i18n';

export function ItemCreatePage() {
  const t = useT();
  const [params] = useSearchParams();
  // ?barcode= comes from a scan of an unknown code ('Add Item'): the barcode is filled in.
  const [values, setValues] = useState(() => ({
    ...EMPTY_ITEM_FORM,
    barcode: params.get('barcode')?.trim() ?? '',
  }));
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const navigate = useNavigate();

  async function submit() {
    if (inFlight.current) return;
    // Spec 5: the image is the one client check; the other fields are the form's required.
    const [problem] = validateItemCreate(image);
    setImageError(problem ?? null);
    if (problem || !image) return;
    inFlight.current = true;
    setBusy(true);
    try {
      const created = await createItem(toItemRequest(values), image);
      // The server has it: a failed cache write must not read as a failed add (a duplicate).
      await saveReferenceRow('items', created).catch(() => undefined);
      showAlert(SUCCESS.itemAdded);
      void navigate(ROUTES.items);
    } catch (error) {
      showAlert(messageOf(error, FALLBACK.itemAdd));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  return (
    <section>
      <BackButton />
      <form
        className="card form item-form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <ItemFields values={values} onChange={setValues} />
        <ImageDropZone
          label={t('items.image')}
          file={image}
          error={imageError}
          onChange={(file) => {
            setImage(file);
            setImageError(null);
          }}
        />
        <div className="form-actions">
          <Button type="submit" disabled={busy}>
            {busy ? t('items.adding') : t('items.add')}
          </Button>
        </div>
      </form>
    </section>
  );
}
