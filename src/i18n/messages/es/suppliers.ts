import type { suppliers as english } from '../en/suppliers';
import type { FeatureCatalogue } from '../catalogue';

export const suppliers: FeatureCatalogue<typeof english> = {
  'suppliers.search': 'Buscar proveedores',
  'suppliers.importCsv': 'Importar CSV',
  'suppliers.loading': 'Cargando proveedores...',
  'suppliers.loadingDetail': 'Cargando el proveedor...',
  'suppliers.empty': 'No se han encontrado proveedores.',
  'suppliers.name': 'Nombre del proveedor',
  'suppliers.namePlaceholder': 'Escribe el nombre del proveedor',
  'suppliers.email': 'Correo electrónico',
  'suppliers.emailPlaceholder': 'Escribe el correo electrónico',
  'suppliers.phone': 'Teléfono',
  'suppliers.phonePlaceholder': 'Escribe el teléfono',
  'suppliers.address': 'Dirección',
  'suppliers.addressPlaceholder': 'Escribe la dirección',
  'suppliers.edit': 'Editar proveedor',
  'suppliers.delete': 'Eliminar proveedor',
};
