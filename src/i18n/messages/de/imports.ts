import type { imports as english } from '../en/imports';
import type { FeatureCatalogue } from '../catalogue';

export const imports: FeatureCatalogue<typeof english> = {
  'imports.backToItems': 'Zurück zu den Artikeln',
  'imports.backToSuppliers': 'Zurück zu den Lieferanten',
  'imports.help':
    'Eine CSV-Datei (durch Komma oder Semikolon getrennt), deren erste Zeile die Spalten {columns} benennt, so wie „CSV exportieren“ der Liste sie schreibt. Zeilen, die zu einem vorhandenen Datensatz passen, aktualisieren ihn; die übrigen werden angelegt. Gespeichert wird erst, wenn Sie auf Importieren tippen.',
  'imports.columnSeparator': ', ',
  'imports.downloadTemplate': 'Vorlage herunterladen',
  'imports.fileLabel': 'CSV-Datei',
  'imports.chooseFile': 'Datei auswählen',
  'imports.noFileChosen': 'Keine Datei ausgewählt',
  'imports.checking': 'Datei wird geprüft...',
  'imports.importButton': 'Importieren',
  'imports.importing': 'Wird importiert...',
  'imports.failed': 'Der Import ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  'imports.offline':
    'Zum Importieren ist eine Verbindung nötig. Bitte versuchen Sie es erneut, wenn Sie online sind.',
  'imports.nothingToImport': 'Die Datei enthält keine Zeilen zum Importieren.',
  'imports.fixFirst':
    'Korrigieren Sie diese Zeilen in der Datei und wählen Sie sie erneut aus; solange eine Zeile fehlerhaft ist, wird nichts importiert.',
  'imports.done': 'Importiert: {created} angelegt, {updated} aktualisiert.',
  'imports.dryRun':
    '{created, plural, one {# Zeile} other {# Zeilen}} zum Anlegen, {updated, plural, one {# Zeile} other {# Zeilen}} zum Aktualisieren.',
  'imports.rowsWithErrors': 'Fehlerhafte Zeilen',
  'imports.row': 'Zeile',
  'imports.error': 'Fehler',
};
