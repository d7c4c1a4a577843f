import { useState } from 'react';
import { FALLBACK, SUCCESS } from '../../../contract/messages';
import type { ItemArea } from '../../../contract/schemas/reference';
import { messageOf } from '../../api/http';
import { updateItemArea } from '../../api/item-areas';
import { useSubmitOnce } from '../../hooks/useSubmitOnce';
import { saveReferenceRow } from '../../offline/reference-cache';
import { showAlert } from '../../lib/alert';
import { SelectField, TextField } from '../../ui/Field';
import { FormDialog } from '../../ui/FormDialog';
import { speedClassOptions } from './speed-class';
import { useT } from '../../i18n';

export interface ItemAreaEditDialogProps {
  area: ItemArea;
  onClose: () => void;
}

/** Edit Item Area: name and speed class; the saved area replaces the cached row (live list). */
export function ItemAreaEditDialog({ area, onClose }: ItemAreaEditDialogProps) {
  const [name, setName] = useState(area.name);
  const [speedClass, setSpeedClass] = useState(area.speedClass);
  const { busy, run } = useSubmitOnce();
  const t = useT();

  const save = () =>
    run(async () => {
      try {
        const saved = await updateItemArea(area, { name: name.trim(), speedClass });
        await saveReferenceRow('itemAreas', saved).catch(() => undefined);
        showAlert(SUCCESS.itemAreaUpdated);
        onClose();
      } catch (error) {
        showAlert(messageOf(error, FALLBACK.itemAreaUpdate));
      }
    });

  return (
    <FormDialog
      title={t('itemAreas.edit')}
      busy={busy}
      validate
      onSave={() => void save()}
      onCancel={onClose}
    >
      <TextField
        label={t('ui.name')}
        required
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <SelectField
        label={t('itemAreas.speedClass')}
        required
        placeholder={t('itemAreas.speedClassPlaceholder')}
        options={speedClassOptions(t)}
        value={speedClass}
        onChange={(event) => setSpeedClass(event.target.value)}
      />
    </FormDialog>
  );
}
