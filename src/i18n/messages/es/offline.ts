import type { offline as english } from '../en/offline';
import type { FeatureCatalogue } from '../catalogue';

export const offline: FeatureCatalogue<typeof english> = {
  'offline.only': 'Estás sin conexión.',
  'offline.nothingSaved': 'Estás sin conexión. Todavía no se ha guardado nada en este dispositivo.',
  'offline.showingSaved': 'Estás sin conexión. Se muestran datos guardados {when}.',
  'offline.ready': 'Listo sin conexión',
  'offline.savingItems': 'Guardando artículos para usarlos sin conexión: {saved} de {total}',
  'offline.savingSuppliers': 'Guardando proveedores para usarlos sin conexión: {saved} de {total}',
  'offline.savingDepartments':
    'Guardando departamentos para usarlos sin conexión: {saved} de {total}',
  'offline.savingItemAreas': 'Guardando zonas para usarlas sin conexión: {saved} de {total}',
  'offline.savingCategories': 'Guardando categorías para usarlas sin conexión: {saved} de {total}',
  'offline.savingPurchaseOrders':
    'Guardando pedidos de compra abiertos para usarlos sin conexión: {saved} de {total}',
  'offline.syncedAt': 'Actualizado {when}',
  'offline.installApp': 'Instalar la app',
  'offline.newVersion': 'Hay una nueva versión disponible.',
  'offline.reload': 'Recargar',
};
