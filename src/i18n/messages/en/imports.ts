/** CSV import of items and suppliers (design: CSV import and export). */
export const imports = {
  'imports.backToItems': 'Back to Items',
  'imports.backToSuppliers': 'Back to Suppliers',
  'imports.help':
    "A CSV file (comma or semicolon separated) whose first row names the columns {columns}, as the list's Export CSV writes them. Rows that match an existing record update it; the others are created. Nothing is written until you press Import.",
  'imports.columnSeparator': ', ',
  'imports.downloadTemplate': 'Download template',
  'imports.fileLabel': 'CSV file',
  'imports.chooseFile': 'Choose file',
  'imports.noFileChosen': 'No file chosen',
  'imports.checking': 'Checking the file...',
  'imports.importButton': 'Import',
  'imports.importing': 'Importing...',
  'imports.failed': 'The import failed. Please try again.',
  'imports.offline': 'Importing needs a connection. Please try again when online.',
  'imports.nothingToImport': 'The file has no rows to import.',
  'imports.fixFirst':
    'Fix these rows in the file and choose it again; nothing is imported while any row has an error.',
  'imports.done': 'Imported: {created} created, {updated} updated.',
  'imports.dryRun':
    '{created, plural, one {# row} other {# rows}} to create, {updated, plural, one {# row} other {# rows}} to update.',
  'imports.rowsWithErrors': 'Rows with errors',
  'imports.row': 'Row',
  'imports.error': 'Error',
} as const;
