import { FALLBACK, SUCCESS } from '../../../contract/messages';
import type { ItemArea } from '../../../contract/schemas/reference';
import { messageOf } from '../../api/http';
import { deleteItemArea } from '../../api/item-areas';
import { useSubmitOnce } from '../../hooks/useSubmitOnce';
import { removeReferenceRow } from '../../offline/reference-cache';
import { showAlert } from '../../lib/alert';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useT } from '../../i18n';

export interface ItemAreaDeleteDialogProps {
  area: ItemArea;
  onClose: () => void;
}

/** Delete Item Area: asks, deletes, and drops the row from the cache (the list is live). */
export function ItemAreaDeleteDialog({ area, onClose }: ItemAreaDeleteDialogProps) {
  const { busy, run } = useSubmitOnce();
  const t = useT();

  const remove = () =>
    run(async () => {
      try {
        await deleteItemArea(area.itemAreaId);
        await removeReferenceRow('itemAreas', area.itemAreaId).catch(() => undefined);
        showAlert(SUCCESS.itemAreaDeleted);
      } catch (error) {
        showAlert(messageOf(error, FALLBACK.itemAreaDelete));
      }
      onClose();
    });

  return (
    <ConfirmDialog
      title={t('itemAreas.delete')}
      message={t('ui.confirmDelete', { name: area.name })}
      confirmLabel={t('ui.delete')}
      busy={busy}
      onConfirm={() => void remove()}
      onCancel={onClose}
    />
  );
}
