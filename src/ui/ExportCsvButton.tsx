import { useState } from 'react';
import { fetchListCsv, type CsvExportPath } from '../api/csv-export';
import { ApiError, messageOf } from '../api/http';
import { showAlert } from '../lib/alert';
import type { SiteScope } from '../lib/site-choice';
import { useT } from '../i18n';

/** Saves a Blob under a name through a temporary download link. */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: revoking at once can cancel the download.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export interface ExportCsvButtonProps {
  /** The list endpoint, e.g. ENDPOINTS.items: one the CSV export module knows. */
  path: CsvExportPath;
  /** The screen's filters as a URL query; page and pageSize are ignored. */
  query?: string;
  /** The screen's search box; blank searches nothing. */
  search?: string;
  /** The file's name without the date and extension, e.g. 'items'. */
  fileName: string;
  /** The button's text when a screen has more than one export; 'Export CSV' otherwise. */
  label?: string;
  /** A report of every site (`all`, design: Sites and transfers); by default the chosen site. */
  site?: SiteScope;
}

/** A toolbar button that downloads the rows the screen's filters select as a CSV file. */
export function ExportCsvButton({
  path,
  query = '',
  search,
  fileName,
  label,
  site,
}: ExportCsvButtonProps) {
  const [busy, setBusy] = useState(false);
  const t = useT();

  async function exportCsv() {
    setBusy(true);
    try {
      const params = new URLSearchParams(query);
      if (search?.trim()) params.set('search', search.trim());
      const blob = await fetchListCsv(path, params.toString(), site);
      saveFile(blob, `${fileName}-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch (error) {
      const offline = error instanceof ApiError && error.isNetworkError;
      showAlert(offline ? t('ui.exportOffline') : messageOf(error, t('ui.exportFailed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      className="btn btn-secondary"
      onClick={() => void exportCsv()}
      disabled={busy}
    >
      {busy ? t('ui.exporting') : (label ?? t('ui.exportCsv'))}
    </button>
  );
}
