import type { MessageTranslation } from './localize';

/** Spanish (tú, neutral): the glossary's words (artículo, local, zona, mermas, traspaso…). */
export const es: MessageTranslation = {
  terms: {
    items: 'artículos',
    item_areas: 'zonas',
    orders: 'pedidos',
    purchase_orders: 'pedidos de compra',
    received_items: 'artículos recibidos',
    stock_adjustments: 'ajustes de existencias',
    stocktake_counts: 'recuentos de inventario',
    stocktakes: 'inventarios',
    waste_reports: 'mermas',
  },
  messages: {
    'validation.usernameRequired': 'Introduce un usuario.',
    'validation.passwordTooShort': 'La contraseña debe tener al menos 6 caracteres.',
    'validation.loginInvalid': 'Introduce un usuario y una contraseña válidos',
    'validation.poIdRequired': 'El ID del pedido de compra es obligatorio.',
    'validation.supplierRequired': 'Selecciona un proveedor válido.',
    'validation.itemRequiredInRow': 'Falta el artículo en la fila {row}',
    'validation.quantityRequiredInRow': 'Falta una cantidad válida en la fila {row}',
    'validation.expirationRequiredInRow': 'Falta la fecha de caducidad en la fila {row}',
    'validation.statusRequiredInRow': 'Falta el estado en la fila {row}',
    'validation.imageRequired': 'La imagen es obligatoria',
    'validation.itemNameUnitBarcodeRequired':
      'El nombre, la unidad y el código de barras son obligatorios',
    'validation.itemCategoryAreaRequired': 'La categoría y la zona son obligatorias',
    'validation.orderItemsRequired': 'Cada línea del pedido necesita artículo y cantidad.',
    'validation.reasonRequired': 'Indica un motivo.',
    'validation.wasteItemRequired': 'Selecciona un artículo.',
    'validation.wasteReasonRequired': 'Selecciona un motivo.',
    'validation.wasteQuantityInvalid': 'Introduce una cantidad válida mayor que 0.',
    'validation.phoneInvalid': 'Introduce un número de teléfono válido.',
    'validation.userNameRoleRequired': 'El nombre y el rol son obligatorios.',
    'validation.passwordRequired': 'La contraseña es obligatoria.',

    'money.unitCostInvalidInRow':
      'El coste unitario de la fila {row} debe ser un número de 0 a {max} con 4 decimales como máximo',
    'money.lotValueTooLargeInRow':
      'El valor de la fila {row} (cantidad × coste unitario) no puede superar {max}',
    'money.deliveryValueTooLarge':
      'El valor de la entrega (cantidad × coste unitario de todas las filas) no puede superar {max}',
    'money.lineValueTooLargeInLine':
      'El valor de la línea {line} (cantidad × coste unitario) no puede superar {max}',
    'money.orderValueTooLarge':
      'El total del pedido (cantidad × coste unitario de todas las líneas) no puede superar {max}',

    'server.unauthorized': 'Tienes que iniciar sesión.',
    'server.invalidToken': 'La sesión no es válida o ha caducado.',
    'server.forbidden': 'No tienes permiso para realizar esta acción.',
    'server.invalidCredentials': 'Usuario o contraseña incorrectos.',
    'server.tooManyAttempts':
      'Demasiados intentos de inicio de sesión. Inténtalo de nuevo más tarde.',
    'server.notFound':
      '{whatKey, select, user {No se encontró el usuario.} item {No se encontró el artículo.} site {No se encontró el local.} image {No se encontró la imagen.} supplier {No se encontró el proveedor.} item_area {No se encontró la zona.} department {No se encontró el departamento.} category {No se encontró la categoría.} stocktake {No se encontró el inventario.} count {No se encontró el recuento.} transfer {No se encontró el traspaso.} order {No se encontró el pedido.} purchase_order {No se encontró el pedido de compra.} other {No se encontró: {what}.}}',
    'server.nameTaken':
      '{whatKey, select, user {Ya existe un usuario con este nombre.} supplier {Ya existe un proveedor con este nombre.} department {Ya existe un departamento con este nombre.} category {Ya existe una categoría con este nombre.} site {Ya existe un local con este nombre.} other {Ya existe un registro con este nombre.}}',
    'server.itemAreaNameTaken': 'Ya existe una zona con este nombre.',
    'server.barcodeTaken': 'Ya existe un artículo con este código de barras.',
    'server.inUse':
      '{whatKey, select, item {No se puede eliminar este artículo porque lo usan: {by}.} supplier {No se puede eliminar este proveedor porque lo usan: {by}.} department {No se puede eliminar este departamento porque lo usan: {by}.} category {No se puede eliminar esta categoría porque la usan: {by}.} item_area {No se puede eliminar esta zona porque la usan: {by}.} site {No se puede eliminar este local porque lo usan: {by}.} other {No se puede eliminar porque lo usan: {by}.}}',
    'server.notEnoughStock': 'No hay existencias suficientes de {item}: quedan {available}.',
    'server.orderClosed':
      '{statusKey, select, fulfilled {Este pedido ya está servido.} cancelled {Este pedido ya está cancelado.} pending {Este pedido ya está pendiente.} other {Este pedido ya está en estado {status}.}}',
    'server.lastAdministrator': 'No se puede eliminar ni degradar al último Administrador.',
    'server.idempotencyMismatch': 'Esta Idempotency-Key ya se usó con otra solicitud distinta.',
    'server.idempotencyInFlight':
      'Todavía se está procesando una solicitud con esta Idempotency-Key.',
    'server.idempotencyKeyLength':
      'La cabecera Idempotency-Key debe tener entre 1 y {max} caracteres.',
    'server.notAnImage': 'El archivo subido no es una imagen.',
    'server.svgRefused':
      'No se aceptan imágenes SVG; sube una imagen PNG, JPEG, GIF, WebP, AVIF, HEIC o BMP.',
    'server.imageTooLarge': 'La imagen no puede superar los 5 MB.',
    'server.malformedJson': 'El cuerpo de la solicitud no es un JSON válido.',
    'server.staleCursor':
      'Este cursor de sincronización ya no es válido: vuelve a cargar la lista completa.',
    'server.sinceWithPaging': 'since no se puede combinar con page ni con search.',
    'server.busy': 'El servidor está ocupado. Inténtalo de nuevo.',
    'server.diskFull':
      'El servidor no puede guardar nada más ahora mismo (su disco está lleno). No se ha guardado nada; inténtalo de nuevo más tarde.',
    'server.internal': 'Error interno del servidor.',
    'server.routeNotFound': 'No existe la ruta {method} {url}.',
    'server.tooDeep':
      'El cuerpo de la solicitud está anidado demasiado (como máximo {max} niveles).',
    'server.nul': 'El texto no puede contener el carácter NUL (\\u0000).',
    'server.plainDecimal': '{field} debe ser un número decimal simple (como 12 o 2.5).',
    'server.tooManyUserStreams':
      'Demasiadas conexiones de actualización en directo para este usuario (como máximo {max} a la vez). Cierra la app en otro dispositivo o navegador e inténtalo de nuevo.',
    'server.tooManyStreams':
      'El servidor tiene demasiadas conexiones de actualización en directo abiertas. Inténtalo de nuevo más tarde.',

    'schema.required': '{field} es obligatorio.',
    'schema.maxLength': '{field} no puede superar los {max} caracteres.',
    'schema.minLength': '{field} no puede estar vacío.',
    'schema.date': '{field} debe ser una fecha (AAAA-MM-DD).',
    'schema.format': '{field} no es un {format} válido.',
    'schema.minimum': '{field} debe ser como mínimo {limit}.',
    'schema.maximum': '{field} debe ser como máximo {limit}.',
    'schema.maxItems': '{field} admite como máximo {max} elementos.',
    'schema.type': '{field} tiene un tipo incorrecto.',

    'sites.headerInvalid': 'X-Site-Id debe ser el ID de un local o all.',
    'sites.allNotHere': 'X-Site-Id all no se admite aquí: esta respuesta es de un solo local.',
    'sites.noSite': 'No trabajas en ningún local.',
    'sites.mainSite': 'El local principal no se puede eliminar.',
    'sites.usersWorkThere':
      'No se puede eliminar este local porque hay usuarios que trabajan en él.',
    'sites.unknownSiteIds': 'siteIds deben ser los ID de locales existentes.',
    'sites.itemAreaAtSite': 'itemAreaId debe ser una zona de {site}.',

    'reference.nameRequired': 'El nombre es obligatorio.',
    'reference.emailRequired': 'El correo electrónico es obligatorio.',
    'reference.emailInvalid': 'Introduce un correo electrónico válido.',
    'reference.siteInvalid': 'Selecciona un local válido.',
    'reference.speedClassInvalid': 'La clase de rotación debe ser una de estas: {classes}.',
    'reference.roleRequired': 'roleId es obligatorio.',
    'reference.roleUnknown': 'roleId debe ser el ID de un rol existente.',
    'reference.unknownCategory': 'categoryId no corresponde a ninguna categoría.',
    'reference.unknownItemArea': 'itemAreaId no corresponde a ninguna zona.',
    'reference.referenceGone': 'La categoría o la zona se ha eliminado mientras tanto; elige otra.',
    'reference.itemRequestMissing': 'Falta la parte itemRequest.',
    'reference.alertDays':
      'alertDaysBeforeExpiry debe ser un número entero de días de 0 a {max}, o quedar vacío.',
    'reference.notMultipart':
      'Envía el artículo como multipart/form-data con una parte JSON llamada itemRequest y una parte de archivo llamada image.',
    'reference.malformedItemRequest': 'La parte itemRequest no es un JSON válido.',
    'reference.malformedMultipart': 'El cuerpo multipart está mal formado.',
    'reference.tooManyParts': 'Envía una sola parte itemRequest y como máximo una imagen.',
    'reference.itemRequestTooLarge': 'La parte itemRequest es demasiado grande.',
    'reference.reorderQuantity':
      '{field} debe ser una cantidad mayor que 0 con 3 decimales como máximo, o quedar vacío.',
    'reference.reorderPoint':
      'reorderPoint debe ser una cantidad de 0 o más con 3 decimales como máximo, o quedar vacío.',
    'reference.parBelowReorderPoint': 'parLevel debe ser como mínimo reorderPoint.',
    'reference.preferredSupplier': 'preferredSupplierId no corresponde a ningún proveedor.',

    'stock.supplierUnknown': 'El proveedor no existe.',
    'stock.departmentUnknown': 'El departamento no existe.',
    'stock.itemUnknown': 'El artículo no existe.',
    'stock.itemUnknownInRow': 'El artículo de la fila {row} no existe.',
    'stock.departmentRequired': 'Selecciona un departamento válido.',
    'stock.fulfilledAtRequired': 'Indica una fecha y hora de entrega válidas.',
    'stock.invalidWaste': 'Merma no válida.',
    'stock.invalidReceiveRow': 'Fila de recepción no válida.',
    'stock.poClosed':
      '{statusKey, select, draft {El pedido de compra {poNumber} es un borrador: solo se puede recibir contra un pedido enviado o parcial.} received {El pedido de compra {poNumber} ya está recibido: solo se puede recibir contra un pedido enviado o parcial.} cancelled {El pedido de compra {poNumber} está cancelado: solo se puede recibir contra un pedido enviado o parcial.} other {El pedido de compra {poNumber} está en estado {status}: solo se puede recibir contra un pedido enviado o parcial.}}',
    'stock.poOtherSupplier':
      'El pedido de compra {poNumber} es de {supplier}; elige ese proveedor u otro ID de pedido.',
    'stock.poOtherSite': 'El pedido de compra {poNumber} se entrega en {site}: recíbelo allí.',
    'stock.overReceipt':
      'Con la fila {row} habría {received} recibidos frente a {ordered} pedidos en el pedido de compra {poNumber}, más de {factor} veces lo pedido. Revisa la cantidad; si la entrega es realmente tan grande, marca «More than {factor} times the order is intended» y vuelve a enviar (overReceipt: true).',

    'stocktake.nameRequired': 'Introduce un nombre.',
    'stocktake.areasRequired': 'Selecciona al menos una zona.',
    'stocktake.areaUnknown': 'La zona no existe.',
    'stocktake.quantityInvalid': 'Introduce una cantidad válida de 0 o más.',
    'stocktake.itemNotInAreas': 'Este artículo no está en las zonas del inventario.',
    'stocktake.closed':
      '{statusKey, select, posted {Este inventario ya está registrado.} cancelled {Este inventario ya está cancelado.} other {Este inventario ya está en estado {status}.}}',
    'stocktake.notOwnCount': 'Solo quien hizo un recuento puede eliminarlo.',
    'stocktake.noSupplier':
      'Para registrar un sobrante de inventario hace falta al menos un proveedor.',
    'stocktake.areaElsewhere':
      'La zona {area} está en {site}: un inventario cuenta las zonas de su propio local.',

    'purchasing.linesRequired': 'Hace falta al menos una línea.',
    'purchasing.itemInLine': 'Falta el artículo en la línea {line}',
    'purchasing.quantityInLine': 'Falta una cantidad válida en la línea {line}',
    'purchasing.unitCostInLine':
      'El coste unitario de la línea {line} debe ser 0 o más con 4 decimales como máximo, o quedar vacío.',
    'purchasing.itemRepeated':
      'El artículo de la línea {line} ya está en la línea {first}; cada artículo aparece una sola vez por pedido.',
    'purchasing.expectedAt': 'expectedAt debe ser una fecha (AAAA-MM-DD) o quedar vacío.',
    'purchasing.poNumberTaken': 'El número de pedido {poNumber} ya está en uso.',
    'purchasing.notDraft':
      '{statusKey, select, sent {Solo se puede modificar un pedido de compra en borrador; este ya está enviado.} partial {Solo se puede modificar un pedido de compra en borrador; este está recibido en parte.} received {Solo se puede modificar un pedido de compra en borrador; este ya está recibido.} cancelled {Solo se puede modificar un pedido de compra en borrador; este está cancelado.} other {Solo se puede modificar un pedido de compra en borrador; este está en estado {status}.}}',
    'purchasing.cannotSend':
      '{statusKey, select, sent {Un pedido de compra ya enviado no se puede enviar.} partial {Un pedido de compra recibido en parte no se puede enviar.} received {Un pedido de compra recibido no se puede enviar.} cancelled {Un pedido de compra cancelado no se puede enviar.} other {Un pedido de compra en estado {status} no se puede enviar.}}',
    'purchasing.cannotCancel':
      '{statusKey, select, partial {Un pedido de compra recibido en parte no se puede cancelar.} received {Un pedido de compra recibido no se puede cancelar.} cancelled {Un pedido de compra ya cancelado no se puede cancelar.} other {Un pedido de compra en estado {status} no se puede cancelar.}}',

    'transfers.fromSiteUnknown': 'El local de origen no existe.',
    'transfers.toSiteRequired': 'Selecciona un local de destino.',
    'transfers.toSiteUnknown': 'El local de destino no existe.',
    'transfers.sameSite': 'Elige un destino distinto del local de origen.',
    'transfers.linesRequired': 'Añade al menos un artículo.',
    'transfers.itemRequired': 'Selecciona un artículo en la línea {line}.',
    'transfers.itemUnknown': 'El artículo de la línea {line} no existe.',
    'transfers.itemTwice': 'El artículo de la línea {line} ya está en la línea {first}.',
    'transfers.quantityInvalid': 'Introduce una cantidad válida mayor que 0 en la línea {line}.',
    'transfers.lineUnknown': 'La línea {row} de la recepción no pertenece a este traspaso.',
    'transfers.lineTwice': 'La línea {row} de la recepción repite una línea ya indicada.',
    'transfers.receivedInvalid':
      'Introduce una cantidad recibida válida de 0 o más en la línea {row}.',
    'transfers.moreThanSent': 'Se ha recibido más cantidad de {item} de la que se envió ({sent}).',
    'transfers.closed':
      '{statusKey, select, received {Este traspaso ya está recibido.} cancelled {Este traspaso ya está cancelado.} other {Este traspaso ya está en estado {status}.}}',

    'import.empty':
      'El archivo no tiene fila de encabezado. La primera fila debe nombrar las columnas.',
    'import.noRows': 'El archivo tiene fila de encabezado pero ninguna fila para importar.',
    'import.missingColumn': 'Al encabezado le falta la columna {columns}.',
    'import.missingColumns': 'Al encabezado le faltan las columnas {columns}.',
    'import.unreadable': 'No se puede leer la fila {row}: {reason}.',
    'import.tooManyRows':
      'El archivo tiene más de {max} filas. Importa como máximo {max} filas cada vez.',
    'import.tooLarge': 'El archivo ocupa más de {max} MB. Importa como máximo {max} MB cada vez.',
    'import.csvOnly': 'Envía el archivo como text/csv con una fila de encabezado.',
    'import.race':
      'Durante la importación llegó otro cambio en los mismos registros. No se ha importado nada; inténtalo de nuevo.',
    'import.unknownCategory': 'La categoría «{name}» no corresponde a ninguna categoría.',
    'import.unknownItemArea': 'La zona «{name}» no corresponde a ninguna zona.',
    'import.unknownSupplier': 'El proveedor «{name}» no corresponde a ningún proveedor.',
    'import.barcodeRepeated': 'El mismo código de barras ya está en la fila {row} del archivo.',
    'import.supplierNameRepeated':
      'El mismo nombre de proveedor ya está en la fila {row} del archivo.',
    'login.heading': 'Bienvenido a la gestión de inventario',
    'login.success': '¡Sesión iniciada!',
    'login.failed': 'No se pudo iniciar sesión',
    'login.networkError': 'Error de red',
    'session.checking': 'Comprobando la sesión…',
    'session.expired': 'Tu sesión ha caducado. Vuelve a iniciar sesión.',
    'unauthorized.title': '403 - Sin autorización',
    'unauthorized.body': 'No tienes permiso para acceder a esta página.',
    'notification.panelTitle': 'Artículos a punto de caducar',
    'notification.empty': 'Sin notificaciones',
    'notification.itemFallback': 'Artículo n.º {id}',
    'notification.expiresOn': 'caduca el',
    'notification.remaining': 'Quedan:',
    'fallback.departmentAdd': 'No se pudo añadir el departamento. Inténtalo de nuevo.',
    'fallback.departmentNotFound': 'No se encontró el departamento.',
    'fallback.departmentsLoad': 'No se pudieron cargar los departamentos. Inténtalo de nuevo.',
    'fallback.categoryAdd': 'No se pudo añadir la categoría. Inténtalo de nuevo.',
    'fallback.categoriesLoadRetry': 'No se pudieron cargar las categorías. Inténtalo de nuevo.',
    'fallback.categoryNotFound': 'No se encontró la categoría.',
    'fallback.categoriesLoad': 'No se pudieron cargar las categorías.',
    'fallback.update': 'No se pudo guardar el cambio.',
    'fallback.delete': 'No se pudo eliminar.',
    'fallback.suppliersLoad': 'No se pudieron cargar los proveedores.',
    'fallback.supplierAdd': 'No se pudo añadir el proveedor. Inténtalo de nuevo.',
    'fallback.supplierNotFound': 'No se encontró el proveedor.',
    'fallback.suppliersLoadRetry': 'No se pudieron cargar los proveedores. Inténtalo de nuevo.',
    'fallback.itemsLoad': 'No se pudieron cargar los artículos.',
    'fallback.itemAdd': 'No se pudo añadir el artículo.',
    'fallback.itemLoad': 'No se pudo cargar el artículo.',
    'fallback.itemsOrDepartmentsLoad': 'No se pudieron cargar los artículos o los departamentos.',
    'fallback.poReceiveSubmit': 'No se pudo enviar la recepción del pedido de compra.',
    'fallback.receivedAdd': 'No se pudieron añadir los artículos recibidos.',
    'fallback.poItemsLoad': 'Error al cargar los artículos de pedidos.',
    'fallback.dataLoad': 'Error al cargar los datos.',
    'fallback.itemAreaAdd': 'No se pudo añadir la zona. Inténtalo de nuevo.',
    'fallback.itemAreasLoad': 'No se pudieron cargar las zonas.',
    'fallback.itemAreaUpdate': 'No se pudo actualizar la zona.',
    'fallback.itemAreaDelete': 'No se pudo eliminar la zona.',
    'fallback.itemAreaLoad': 'No se pudo cargar la zona.',
    'fallback.orderCreate': 'No se pudo crear el pedido.',
    'fallback.orderItemsLoad': 'No se pudieron cargar las líneas del pedido.',
    'fallback.orderConfirm': 'No se pudo confirmar el pedido.',
    'fallback.orderReject': 'No se pudo rechazar el pedido.',
    'fallback.reportAdd': 'No se pudo añadir la merma. Inténtalo de nuevo.',
    'fallback.reportsLoad': 'No se pudieron cargar los informes. Inténtalo de nuevo.',
    'fallback.userRegister': 'No se pudo dar de alta al usuario.',
    'fallback.rolesLoad': 'No se pudieron cargar los roles.',
    'fallback.userLoad': 'No se pudo cargar el usuario.',
    'fallback.usersLoad': 'No se pudieron cargar los usuarios.',
    'fallback.passwordChange': 'No se pudo cambiar la contraseña.',
    'success.categoryAdded': 'Categoría añadida.',
    'success.categoryUpdated': 'Categoría actualizada.',
    'success.categoryDeleted': 'Categoría eliminada.',
    'success.departmentAdded': 'Departamento añadido.',
    'success.departmentUpdated': 'Departamento actualizado.',
    'success.departmentDeleted': 'Departamento eliminado.',
    'success.supplierAdded': 'Proveedor añadido.',
    'success.supplierUpdated': 'Proveedor actualizado.',
    'success.supplierDeleted': 'Proveedor eliminado.',
    'success.itemAdded': 'Artículo añadido.',
    'success.itemUpdated': 'Artículo actualizado.',
    'success.itemDeleted': 'Artículo eliminado.',
    'success.itemAreaAdded': 'Zona añadida.',
    'success.itemAreaUpdated': 'Zona actualizada.',
    'success.itemAreaDeleted': 'Zona eliminada.',
    'success.userAdded': 'Usuario añadido.',
    'success.userUpdated': 'Usuario actualizado.',
    'success.userDeleted': 'Usuario eliminado.',
    'success.passwordChanged': 'Contraseña cambiada.',
    'success.receivedAdded': 'Artículos recibidos añadidos.',
    'success.poReceived': 'Recepción del pedido de compra enviada.',
    'success.orderCreated': 'Pedido creado.',
    'success.orderConfirmed': 'Pedido confirmado.',
    'success.orderRejected': 'Pedido rechazado.',
    'success.reportAdded': 'Merma registrada.',
    'offline.queued': 'Guardado. Se enviará cuando vuelva la conexión.',
    'offline.usersNeedConnection':
      'La gestión de usuarios necesita conexión. Estás sin conexión: podrás ver y cambiar usuarios cuando vuelva la conexión.',
    'offline.notSavedYet':
      'Todavía no está guardada en este dispositivo: la lista aparecerá aquí cuando tengas conexión.',
    'scanner.noCamera': 'No se encontró ninguna cámara en este dispositivo.',
    'scanner.permissionDenied':
      'Se denegó el permiso de la cámara. Permite el acceso a la cámara en los ajustes del navegador para escanear.',
    'scanner.insecure':
      'La cámara necesita una conexión segura (HTTPS). Pide a tu administrador que configure TLS_CERT_FILE y TLS_KEY_FILE en el servidor.',
    'scanner.cameraFailed':
      'No se pudo iniciar la cámara. Cierra las demás apps que la estén usando e inténtalo de nuevo.',
    'scanner.starting': 'Iniciando la cámara…',
    'scanner.aim': 'Apunta la cámara a un código de barras.',
    'scanner.unknownBarcode': 'No hay ningún artículo con el código de barras {code}',
    'scanner.itemsLoading':
      'Los artículos todavía se están cargando: el código de barras {code} se buscará cuando terminen.',
    'scanner.invalidGs1': 'No es un código de barras GS1 válido: {problem}.',
    'scanner.gs1WithoutGtin': 'no contiene ningún GTIN (01)',
    'stocktake.listTitle': 'Inventarios',
    'stocktake.add': '+ Nuevo inventario',
    'stocktake.created': 'Inventario creado.',
    'stocktake.posted': 'Inventario registrado.',
    'stocktake.cancelled': 'Inventario cancelado.',
    'stocktake.createFailed': 'No se pudo crear el inventario.',
    'stocktake.loadFailed': 'No se pudieron cargar los inventarios.',
    'stocktake.loadOneFailed': 'No se pudo cargar el inventario.',
    'stocktake.countFailed': 'No se pudo guardar el recuento.',
    'stocktake.deleteFailed': 'No se pudo eliminar el recuento.',
    'stocktake.postFailed': 'No se pudo registrar el inventario.',
    'stocktake.cancelFailed': 'No se pudo cancelar el inventario.',
    'stocktake.confirmPostOne':
      '¿Registrar este inventario? Cambiarán las existencias de 1 artículo.',
    'stocktake.confirmPost':
      '¿Registrar este inventario? Cambiarán las existencias de {count, plural, one {# artículo} other {# artículos}}.',
    'stocktake.confirmCancel': '¿Cancelar este inventario? Las existencias no cambiarán.',
    'stocktake.needsConnection': 'Para registrar o cancelar hace falta conexión.',
  },
};
