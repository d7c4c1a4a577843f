import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ImportResult } from '../../../contract/schemas/imports';
import { importCsv, type ImportList } from '../../api/imports';
import { ApiError, messageOf } from '../../api/http';
import { BackButton } from '../../ui/BackButton';
import { Button } from '../../ui/Button';
import { DataTable } from '../../ui/DataTable';
import { describeCounts, IMPORT_TEXT, IMPORT_TEXTS, templateCsv } from './import-texts';
import './imports.css';
import { useT, useTranslateMessage } from '../../i18n';

type Step =
  | { kind: 'choose' }
  | { kind: 'busy'; text: string }
  | { kind: 'preview'; csv: string; result: ImportResult }
  | { kind: 'done'; result: ImportResult };

function failureText(error: unknown): string {
  if (error instanceof ApiError && error.isNetworkError) return IMPORT_TEXT.offline;
  return messageOf(error, IMPORT_TEXT.failed);
}

/** Choose a CSV file, see the dry run (rows to create, to update, errors by row), then import. */
export function ImportCsvPage({ list }: { list: ImportList }) {
  const texts = IMPORT_TEXTS[list];
  const t = useT();
  const message = useTranslateMessage();
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [failure, setFailure] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  async function preview(file: File) {
    setFailure(null);
    setStep({ kind: 'busy', text: IMPORT_TEXT.checking });
    try {
      const csv = await file.text();
      setStep({ kind: 'preview', csv, result: await importCsv(list, csv, true) });
    } catch (error) {
      setFailure(failureText(error));
      setStep({ kind: 'choose' });
    }
  }

  async function runImport(csv: string) {
    setFailure(null);
    setStep({ kind: 'busy', text: IMPORT_TEXT.importing });
    try {
      const result = await importCsv(list, csv, false);
      setStep(
        result.errors.length > 0 ? { kind: 'preview', csv, result } : { kind: 'done', result },
      );
    } catch (error) {
      setFailure(failureText(error));
      setStep({ kind: 'preview', csv, result: { created: 0, updated: 0, errors: [] } });
    }
  }

  const result = step.kind === 'preview' || step.kind === 'done' ? step.result : null;
  const canImport =
    step.kind === 'preview' &&
    step.result.errors.length === 0 &&
    step.result.created + step.result.updated > 0;

  return (
    <section className="import-page">
      <BackButton to={texts.listPath} />
      <div className="card form">
        <h2 className="import-heading">{t(texts.heading)}</h2>
        <p className="import-help">{IMPORT_TEXT.help(texts.columns)}</p>
        <p>
          <a
            className="btn btn-secondary"
            download={texts.templateFile}
            href={`data:text/csv;charset=utf-8,${encodeURIComponent(templateCsv(texts.columns))}`}
          >
            {IMPORT_TEXT.downloadTemplate}
          </a>
        </p>
        <div className="field">
          <label htmlFor="import-file" className="field-label">
            {IMPORT_TEXT.fileLabel}
          </label>
          {/* The browser draws a file input's button and "no file" in its own language, not the
              app's: the input stays (named by the label, the keyboard's and a reader's way in)
              but unseen, and a button of ours, in the language spoken, opens it. */}
          <input
            ref={fileInput}
            id="import-file"
            type="file"
            accept=".csv,text/csv"
            className="visually-hidden import-file-input"
            disabled={step.kind === 'busy'}
            onChange={(event) => {
              const file = event.target.files?.[0];
              setFileName(file?.name ?? null);
              if (file) void preview(file);
            }}
          />
          <div className="import-file-choice" aria-hidden="true">
            <Button
              variant="secondary"
              tabIndex={-1}
              disabled={step.kind === 'busy'}
              onClick={() => fileInput.current?.click()}
            >
              {t('imports.chooseFile')}
            </Button>
            <span className="import-file-name">{fileName ?? t('imports.noFileChosen')}</span>
          </div>
        </div>
        {step.kind === 'busy' ? <p className="loading-text">{step.text}</p> : null}
        {failure ? (
          <p className="field-error" role="alert">
            {message(failure)}
          </p>
        ) : null}
        {result ? (
          <div className="import-result" role="status">
            <p className="import-counts">{describeCounts(result, step.kind === 'done')}</p>
            {step.kind === 'preview' &&
            result.created + result.updated === 0 &&
            result.errors.length === 0 &&
            !failure ? (
              <p>{IMPORT_TEXT.nothingToImport}</p>
            ) : null}
          </div>
        ) : null}
        {result && result.errors.length > 0 ? (
          <>
            <p className="field-error">{IMPORT_TEXT.fixFirst}</p>
            <DataTable
              caption={t('imports.rowsWithErrors')}
              rows={result.errors}
              rowKey={(error) => `${error.row}-${error.message}`}
              columns={[
                { header: t('imports.row'), className: 'nowrap', cell: (error) => error.row },
                { header: t('imports.error'), primary: true, cell: (error) => error.message },
              ]}
            />
          </>
        ) : null}
        <div className="form-actions">
          {step.kind === 'done' ? (
            <Link className="btn btn-primary" to={texts.listPath}>
              {t(texts.listLabel)}
            </Link>
          ) : (
            <Button
              disabled={!canImport}
              onClick={() => {
                if (step.kind === 'preview') void runImport(step.csv);
              }}
            >
              {IMPORT_TEXT.importButton}
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}

export function ItemImportPage() {
  return <ImportCsvPage list="items" />;
}

export function SupplierImportPage() {
  return <ImportCsvPage list="suppliers" />;
}
