import type { imports as english } from '../en/imports';
import type { FeatureCatalogue } from '../catalogue';

export const imports: FeatureCatalogue<typeof english> = {
  'imports.backToItems': 'Volver a artículos',
  'imports.backToSuppliers': 'Volver a proveedores',
  'imports.help':
    'Un archivo CSV (separado por comas o punto y coma) cuya primera fila nombra las columnas {columns}, tal como las escribe «Exportar CSV» de la lista. Las filas que coinciden con un registro existente lo actualizan; las demás se crean. No se guarda nada hasta que pulses Importar.',
  'imports.columnSeparator': ', ',
  'imports.downloadTemplate': 'Descargar plantilla',
  'imports.fileLabel': 'Archivo CSV',
  'imports.chooseFile': 'Elegir archivo',
  'imports.noFileChosen': 'Ningún archivo seleccionado',
  'imports.checking': 'Comprobando el archivo...',
  'imports.importButton': 'Importar',
  'imports.importing': 'Importando...',
  'imports.failed': 'La importación ha fallado. Inténtalo de nuevo.',
  'imports.offline': 'Para importar necesitas conexión. Inténtalo de nuevo cuando estés en línea.',
  'imports.nothingToImport': 'El archivo no tiene filas que importar.',
  'imports.fixFirst':
    'Corrige estas filas en el archivo y vuelve a elegirlo; no se importa nada mientras alguna fila tenga un error.',
  'imports.done': 'Importado: {created} creados, {updated} actualizados.',
  'imports.dryRun':
    '{created, plural, one {# fila} other {# filas}} para crear, {updated, plural, one {# fila} other {# filas}} para actualizar.',
  'imports.rowsWithErrors': 'Filas con errores',
  'imports.row': 'Fila',
  'imports.error': 'Error',
};
