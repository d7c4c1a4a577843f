import { useState } from 'react';
import { FALLBACK, SUCCESS } from '../../../contract/messages';
import type { Item } from '../../../contract/schemas/reference';
import { messageOf } from '../../api/http';
import { imageUrlOf, updateItem } from '../../api/items';
import { useT } from '../../i18n';
import { showAlert } from '../../lib/alert';
import { Button } from '../../ui/Button';
import { FormErrors } from '../../ui/FormErrors';
import { Modal } from '../../ui/Modal';
import { formValuesOf, mergeSavedItem, toItemRequest, validateItemEdit } from './item-form';
import { ImageDropZone } from './ImageDropZone';
import { ItemFields } from './ItemFields';

export interface ItemEditDialogProps {
  item: Item;
  onSaved: (item: Item) => void;
  onClose: () => void;
}

/** Edit Item: the fields plus an optional image replacement; spec 5's checks before sending. */
export function ItemEditDialog({ item, onSaved, onClose }: ItemEditDialogProps) {
  const t = useT();
  const [values, setValues] = useState(() => formValuesOf(item));
  const [image, setImage] = useState<File | null>(null);
  const [messages, setMessages] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  async function save() {
    if (busy) return;
    const problems = validateItemEdit(values);
    setMessages(problems);
    if (problems.length > 0) return;
    setBusy(true);
    try {
      const request = toItemRequest(values);
      const saved = await updateItem(item.itemId, request, image);
      onSaved(mergeSavedItem(item, request, saved));
      showAlert(SUCCESS.itemUpdated);
    } catch (error) {
      showAlert(messageOf(error, FALLBACK.update));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      title={t('items.editTitle')}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('items.cancel')}
          </Button>
          <Button onClick={() => void save()} disabled={busy}>
            {busy ? t('items.saving') : t('items.save')}
          </Button>
        </>
      }
    >
      <ItemFields values={values} onChange={setValues} />
      <ImageDropZone
        label={t('items.replaceImage')}
        file={image}
        currentUrl={imageUrlOf(item.url)}
        onChange={setImage}
      />
      <FormErrors messages={messages} />
    </Modal>
  );
}
