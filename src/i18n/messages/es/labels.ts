import type { labels as english } from '../en/labels';
import type { FeatureCatalogue } from '../catalogue';

export const labels: FeatureCatalogue<typeof english> = {
  'labels.layout': 'Etiquetas',
  'labels.a4': 'Hoja A4, 3 x 8',
  'labels.roll': 'Rollo, 50 x 25 mm',
  'labels.print': 'Imprimir',
  'labels.loading': 'Cargando artículos...',
  'labels.empty': 'No hay artículos que imprimir.',
  'labels.barcode': 'Código de barras {barcode}',
  'labels.capped':
    'Se muestran las etiquetas de los primeros {shown} de {total} artículos. Busca o selecciona los artículos que necesites para imprimir el resto, {shown} cada vez.',
};
