/**
 * The server's and the shared form rules' messages in English, as ICU templates keyed by id
 * (design: Languages). The English texts are those of contract/messages.ts and the server's
 * message constants, letter for letter: `localizeMessage` recognises a sent English message by
 * its template, takes its values back out and renders the same id in another language, so the
 * code that raises a message keeps writing English and no throw site changes.
 *
 * Placeholders hold values (a row number, an item or site name, a status). Some values are words
 * of the API itself: `what` (User, Item area…), `by` (received items, orders…) and `status` (draft,
 * in_transit…). Translations see them as `{whatKey, select, …}` (lower case, `_` for spaces) and
 * `{by}` already translated (a list of terms joined the language's way): see localize.ts.
 */
export const englishMessages = {
  // Spec section 5 (contract/messages.ts VALIDATION).
  'validation.usernameRequired': 'Please enter a username.',
  'validation.passwordTooShort': 'Password must be at least 6 characters long.',
  'validation.loginInvalid': 'Please enter a valid username and password',
  'validation.poIdRequired': 'PO ID is required.',
  'validation.supplierRequired': 'Valid supplier is required.',
  'validation.itemRequiredInRow': 'Item is required in row {row}',
  'validation.quantityRequiredInRow': 'Valid quantity is required in row {row}',
  'validation.expirationRequiredInRow': 'Expiration Date is required in row {row}',
  'validation.statusRequiredInRow': 'Status is required in row {row}',
  'validation.imageRequired': 'Image is required',
  'validation.itemNameUnitBarcodeRequired': 'Name, Unit, and Barcode are required',
  'validation.itemCategoryAreaRequired': 'Category and Item Area are required',
  'validation.orderItemsRequired': 'All order items must have Item and Quantity.',
  'validation.reasonRequired': 'Please provide a reason.',
  'validation.wasteItemRequired': 'Please select an item.',
  'validation.wasteReasonRequired': 'Please select a reason.',
  'validation.wasteQuantityInvalid': 'Please enter a valid quantity greater than 0.',
  'validation.phoneInvalid': 'Please enter a valid phone number.',
  'validation.userNameRoleRequired': 'Name and Role are required.',
  'validation.passwordRequired': 'Password is required.',

  // contract/money.ts MONEY_TEXT.
  'money.unitCostInvalidInRow':
    'Unit cost in row {row} must be a number from 0 to {max} with at most 4 decimals',
  'money.lotValueTooLargeInRow': 'Value of row {row} (quantity × unit cost) must be at most {max}',
  'money.deliveryValueTooLarge':
    'Value of the delivery (quantity × unit cost of every row) must be at most {max}',
  'money.lineValueTooLargeInLine':
    'Value of line {line} (quantity × unit cost) must be at most {max}',
  'money.orderValueTooLarge':
    'Total of the order (quantity × unit cost of every line) must be at most {max}',
  'money.stockMoveValueTooLarge':
    'Value of the stock this moves (quantity × unit cost of every lot) must be at most {max}',

  // contract/messages.ts SERVER_MESSAGE.
  'server.unauthorized': 'Authentication required.',
  'server.invalidToken': 'Invalid or expired token.',
  'server.forbidden': 'You do not have permission to perform this action.',
  'server.invalidCredentials': 'Invalid username or password.',
  'server.tooManyAttempts': 'Too many login attempts. Please try again later.',
  'server.notFound': '{what} not found.',
  'server.nameTaken': 'A {what} with this name already exists.',
  'server.itemAreaNameTaken': 'An item area with this name already exists.',
  'server.barcodeTaken': 'An item with this barcode already exists.',
  'server.inUse': 'This {what} cannot be deleted because {by} refer to it.',
  'server.notEnoughStock': 'Not enough stock of {item}: {available} available.',
  'server.orderClosed': 'This order is already {status}.',
  'server.lastAdministrator': 'The last Administrator cannot be deleted or demoted.',
  'server.idempotencyMismatch': 'This Idempotency-Key was already used with a different request.',
  'server.idempotencyInFlight': 'A request with this Idempotency-Key is still being processed.',
  'server.idempotencyKeyLength': 'The Idempotency-Key header must be 1 to {max} characters.',
  'server.notAnImage': 'The uploaded file is not an image.',
  'server.svgRefused':
    'SVG images are not accepted; upload a PNG, JPEG, GIF, WebP, AVIF, HEIC or BMP image.',
  'server.imageTooLarge': 'The image must be at most 5 MB.',
  'server.malformedJson': 'The request body is not valid JSON.',
  'server.staleCursor': 'This sync cursor can no longer be answered: fetch the whole list again.',
  'server.sinceWithPaging': 'since cannot be combined with page or search.',
  'server.busy': 'The server is busy. Please try again.',
  'server.diskFull':
    'The server cannot store anything more right now (its disk is full). Nothing was saved; please try again later.',
  'server.internal': 'Internal server error.',
  'server.routeNotFound': 'Route {method} {url} not found.',
  'server.tooDeep': 'The request body is nested too deeply (at most {max} levels).',
  'server.nul': 'Text must not contain the NUL character (\\u0000).',
  'server.plainDecimal': '{field} must be a plain decimal number (like 12 or 2.5).',
  'server.tooManyUserStreams':
    'Too many live update connections for this user (at most {max} at a time). Close the app on another device or browser and try again.',
  'server.tooManyStreams':
    'The server has too many live update connections open. Please try again later.',

  // The schema's refusals (server/errors.ts describeIssue): `field` is an API field name.
  'schema.required': '{field} is required.',
  'schema.maxLength': '{field} must be at most {max} characters.',
  'schema.minLength': '{field} must not be empty.',
  'schema.date': '{field} must be a date (YYYY-MM-DD).',
  'schema.format': '{field} is not a valid {format}.',
  'schema.minimum': '{field} must be at least {limit}.',
  'schema.maximum': '{field} must be at most {limit}.',
  'schema.maxItems': '{field} must have at most {max} entries.',
  'schema.type': '{field} has the wrong type.',

  // Sites (server/sites, server/reference/sites.ts, user-sites.ts, item-sites.ts).
  'sites.headerInvalid': 'X-Site-Id must be a site id or all.',
  'sites.allNotHere': 'X-Site-Id all is not allowed here: this answers for one site.',
  'sites.noSite': 'You do not work at any site.',
  'sites.mainSite': 'The main site cannot be deleted.',
  'sites.usersWorkThere': 'This site cannot be deleted because users work at it.',
  'sites.unknownSiteIds': 'siteIds must be the ids of existing sites.',
  'sites.itemAreaAtSite': 'itemAreaId must be an item area at {site}.',

  // Reference records (server/reference).
  'reference.nameRequired': 'Name is required.',
  'reference.emailRequired': 'Email is required.',
  'reference.emailInvalid': 'Please enter a valid email address.',
  'reference.siteInvalid': 'Valid site is required.',
  'reference.speedClassInvalid': 'Speed class must be one of {classes}.',
  'reference.roleRequired': 'roleId is required.',
  'reference.roleUnknown': 'roleId must be the id of an existing role.',
  'reference.unknownCategory': 'categoryId does not match any category.',
  'reference.unknownItemArea': 'itemAreaId does not match any item area.',
  'reference.referenceGone': 'The category or item area was deleted meanwhile; choose another.',
  'reference.itemRequestMissing': 'The itemRequest part is required.',
  'reference.alertDays':
    'alertDaysBeforeExpiry must be a whole number of days from 0 to {max}, or empty.',
  'reference.notMultipart':
    'Send the item as multipart/form-data with a JSON part named itemRequest and a file part named image.',
  'reference.malformedItemRequest': 'The itemRequest part is not valid JSON.',
  'reference.malformedMultipart': 'The multipart body is malformed.',
  'reference.tooManyParts': 'Send one itemRequest part and at most one image.',
  'reference.itemRequestTooLarge': 'The itemRequest part is too large.',
  'reference.reorderQuantity':
    '{field} must be a quantity greater than 0 with at most 3 decimals, or empty.',
  'reference.reorderPoint':
    'reorderPoint must be a quantity of 0 or more with at most 3 decimals, or empty.',
  'reference.parBelowReorderPoint': 'parLevel must be at least reorderPoint.',
  'reference.preferredSupplier': 'preferredSupplierId does not match any supplier.',

  // Stock (server/stock): receiving, waste, orders.
  'stock.supplierUnknown': 'Supplier does not exist.',
  'stock.departmentUnknown': 'Department does not exist.',
  'stock.itemUnknown': 'Item does not exist.',
  'stock.itemUnknownInRow': 'Item in row {row} does not exist.',
  'stock.departmentRequired': 'Valid department is required.',
  'stock.fulfilledAtRequired': 'Valid fulfillment date-time is required.',
  'stock.invalidWaste': 'Invalid waste.',
  'stock.invalidReceiveRow': 'Invalid receive row.',
  'stock.poClosed':
    'Purchase order {poNumber} is {status}: only a sent or partial order can be received against.',
  'stock.poOtherSupplier':
    'Purchase order {poNumber} is an order from {supplier}; choose that supplier or another PO ID.',
  'stock.poOtherSite': 'Purchase order {poNumber} delivers to {site}: receive it there.',
  'stock.overReceipt':
    'Row {row} would make {received} received against {ordered} ordered on purchase order {poNumber}, more than {factor} times the order. Check the quantity; if the delivery really is that large, tick "More than {factor} times the order is intended" and submit again (overReceipt: true).',

  // Stocktakes (contract/messages.ts STOCKTAKE_TEXT: the rules the server and the form share).
  'stocktake.nameRequired': 'Please enter a name.',
  'stocktake.areasRequired': 'Please select at least one item area.',
  'stocktake.areaUnknown': 'Item area does not exist.',
  'stocktake.quantityInvalid': 'Please enter a valid quantity of 0 or more.',
  'stocktake.itemNotInAreas': "This item is not in the stocktake's item areas.",
  'stocktake.closed': 'This stocktake is already {status}.',
  'stocktake.notOwnCount': 'Only the person who made a count can delete it.',
  'stocktake.noSupplier': 'A stocktake surplus needs at least one supplier to be recorded.',
  'stocktake.areaElsewhere':
    'Item area {area} is at {site}: a stocktake counts the item areas of its own site.',

  // Purchase orders (server/purchasing).
  'purchasing.linesRequired': 'At least one line is required.',
  'purchasing.itemInLine': 'Item is required in line {line}',
  'purchasing.quantityInLine': 'Valid quantity is required in line {line}',
  'purchasing.unitCostInLine':
    'Unit cost in line {line} must be 0 or more with at most 4 decimals, or empty.',
  'purchasing.itemRepeated':
    'The item in line {line} is already on line {first}; an item appears once per order.',
  'purchasing.expectedAt': 'expectedAt must be a date (YYYY-MM-DD), or empty.',
  'purchasing.poNumberTaken': 'PO number {poNumber} is already used.',
  'purchasing.notDraft': 'Only a draft purchase order can be changed; this one is {status}.',
  'purchasing.cannotSend': 'A {status} purchase order cannot be sent.',
  'purchasing.cannotCancel': 'A {status} purchase order cannot be cancelled.',

  // Transfers (server/transfers/messages.ts).
  'transfers.fromSiteUnknown': 'Source site does not exist.',
  'transfers.toSiteRequired': 'Please select a destination site.',
  'transfers.toSiteUnknown': 'Destination site does not exist.',
  'transfers.sameSite': 'Please choose a destination other than the source site.',
  'transfers.linesRequired': 'Please add at least one item.',
  'transfers.itemRequired': 'Please select an item in line {line}.',
  'transfers.itemUnknown': 'Item in line {line} does not exist.',
  'transfers.itemTwice': 'The item in line {line} is already in line {first}.',
  'transfers.quantityInvalid': 'Please enter a valid quantity greater than 0 in line {line}.',
  'transfers.lineUnknown': 'Line {row} of the receipt is not on this transfer.',
  'transfers.lineTwice': 'Line {row} of the receipt names a line already named.',
  'transfers.receivedInvalid': 'Please enter a valid received quantity of 0 or more in line {row}.',
  'transfers.moreThanSent': 'More {item} received than was sent ({sent}).',
  'transfers.closed': 'This transfer is already {status}.',

  // CSV imports (server/import and routes/imports.ts): whole-file refusals and row errors.
  'import.empty': 'The file has no header row. The first row must name the columns.',
  'import.noRows': 'The file has a header row but no rows to import.',
  'import.missingColumn': 'The header row lacks the column {columns}.',
  'import.missingColumns': 'The header row lacks the columns {columns}.',
  'import.unreadable': 'Row {row} cannot be read: {reason}.',
  'import.tooManyRows': 'The file has more than {max} rows. Import at most {max} rows at a time.',
  'import.tooLarge': 'The file is larger than {max} MB. Import at most {max} MB at a time.',
  'import.csvOnly': 'Send the file as text/csv with a header row.',
  'import.race':
    'Another change to the same records came in during the import. Nothing was imported; please try again.',
  'import.unknownCategory': 'Category "{name}" does not match any category.',
  'import.unknownItemArea': 'Item area "{name}" does not match any item area.',
  'import.unknownSupplier': 'Supplier "{name}" does not match any supplier.',
  'import.barcodeRepeated': 'The same barcode is already on row {row} of the file.',
  'import.supplierNameRepeated': 'The same supplier name is already on row {row} of the file.',

  // Texts of contract/messages.ts the client shows (alerts, empty states, the login and session
  // screens): translated through translateMessage (showAlert does it for every alert).
  'login.heading': 'Welcome To Inventory Management',
  'login.success': 'Login successful!',
  'login.failed': 'Login failed',
  'login.networkError': 'Network error',
  'session.checking': 'Checking session…',
  'session.expired': 'Session expired. Please log in again.',
  'unauthorized.title': '403 - Unauthorized',
  'unauthorized.body': 'You do not have permission to access this page.',
  'notification.panelTitle': 'Near Expiry Items',
  'notification.empty': 'No notifications',
  'notification.itemFallback': 'Item #{id}',
  'notification.expiresOn': 'expires on',
  'notification.remaining': 'Remaining:',
  'fallback.departmentAdd': 'Failed to add department. Please try again.',
  'fallback.departmentNotFound': 'Department not found.',
  'fallback.departmentsLoad': 'Failed to load departments. Please try again.',
  'fallback.categoryAdd': 'Failed to add category. Please try again.',
  'fallback.categoriesLoadRetry': 'Failed to load categories. Please try again.',
  'fallback.categoryNotFound': 'Category not found.',
  'fallback.categoriesLoad': 'Failed to load categories.',
  'fallback.update': 'Update failed.',
  'fallback.delete': 'Delete failed.',
  'fallback.suppliersLoad': 'Failed to load suppliers.',
  'fallback.supplierAdd': 'Failed to add supplier. Please try again.',
  'fallback.supplierNotFound': 'Supplier not found.',
  'fallback.suppliersLoadRetry': 'Failed to load suppliers. Please try again.',
  'fallback.itemsLoad': 'Failed to load items.',
  'fallback.itemAdd': 'Failed to add item.',
  'fallback.itemLoad': 'Failed to load item.',
  'fallback.itemsOrDepartmentsLoad': 'Unable to load items or departments.',
  'fallback.poReceiveSubmit': 'Failed to submit PO receive items.',
  'fallback.receivedAdd': 'Failed to add received items.',
  'fallback.poItemsLoad': 'Error loading PO items.',
  'fallback.dataLoad': 'Error loading data.',
  'fallback.itemAreaAdd': 'Failed to add item area. Please try again.',
  'fallback.itemAreasLoad': 'Failed to load item areas.',
  'fallback.itemAreaUpdate': 'Failed to update item area.',
  'fallback.itemAreaDelete': 'Failed to delete item area.',
  'fallback.itemAreaLoad': 'Failed to load item area.',
  'fallback.orderCreate': 'Failed to create order.',
  'fallback.orderItemsLoad': 'Failed to load order items.',
  'fallback.orderConfirm': 'Failed to confirm order.',
  'fallback.orderReject': 'Failed to reject order.',
  'fallback.reportAdd': 'Failed to add report. Please try again.',
  'fallback.reportsLoad': 'Failed to load reports. Please try again.',
  'fallback.userRegister': 'Failed to register user.',
  'fallback.rolesLoad': 'Failed to load roles.',
  'fallback.userLoad': 'Failed to load user.',
  'fallback.usersLoad': 'Failed to load users.',
  'fallback.passwordChange': 'Failed to change password.',
  'success.categoryAdded': 'Category added successfully.',
  'success.categoryUpdated': 'Category updated successfully.',
  'success.categoryDeleted': 'Category deleted successfully.',
  'success.departmentAdded': 'Department added successfully.',
  'success.departmentUpdated': 'Department updated successfully.',
  'success.departmentDeleted': 'Department deleted successfully.',
  'success.supplierAdded': 'Supplier added successfully.',
  'success.supplierUpdated': 'Supplier updated successfully.',
  'success.supplierDeleted': 'Supplier deleted successfully.',
  'success.itemAdded': 'Item added successfully.',
  'success.itemUpdated': 'Item updated successfully.',
  'success.itemDeleted': 'Item deleted successfully.',
  'success.itemAreaAdded': 'Item area added successfully.',
  'success.itemAreaUpdated': 'Item area updated successfully.',
  'success.itemAreaDeleted': 'Item area deleted successfully.',
  'success.userAdded': 'User added successfully.',
  'success.userUpdated': 'User updated successfully.',
  'success.userDeleted': 'User deleted successfully.',
  'success.passwordChanged': 'Password changed successfully.',
  'success.receivedAdded': 'Received items added successfully.',
  'success.poReceived': 'PO receive items submitted successfully.',
  'success.orderCreated': 'Order created successfully.',
  'success.orderConfirmed': 'Order confirmed successfully.',
  'success.orderRejected': 'Order rejected successfully.',
  'success.reportAdded': 'Report added successfully.',
  'offline.queued': 'Saved. It will be sent when the connection returns.',
  'offline.usersNeedConnection':
    'User management needs a connection. You are offline: users can be seen and changed once the connection returns.',
  'offline.notSavedYet':
    'Not saved on this device yet: this list appears here once you are online.',
  'scanner.noCamera': 'No camera was found on this device.',
  'scanner.permissionDenied':
    'Camera permission was denied. Allow camera access in the browser settings to scan.',
  'scanner.insecure':
    'The camera needs a secure (HTTPS) connection. Ask your administrator to set TLS_CERT_FILE and TLS_KEY_FILE on the server.',
  'scanner.cameraFailed':
    'The camera could not be started. Close other apps using it and try again.',
  'scanner.starting': 'Starting camera…',
  'scanner.aim': 'Point the camera at a barcode.',
  'scanner.unknownBarcode': 'No item with barcode {code}',
  'scanner.itemsLoading':
    'The items are still loading: barcode {code} will be looked up when they are.',
  'scanner.invalidGs1': 'Not a valid GS1 barcode: {problem}.',
  'scanner.gs1WithoutGtin': 'it holds no GTIN (01)',
  'scanner.gs1Length': '({ai}) must be {digits} digits',
  'scanner.gs1Empty': '({ai}) is empty',
  'scanner.gs1TooLong': '({ai}) is longer than {max} characters',
  'scanner.gs1DigitsOnly': '({ai}) must be digits only',
  'scanner.gs1CheckDigit': 'the check digit of ({ai}) is wrong',
  'scanner.gs1Date': '({ai}) is not a valid date',
  'scanner.gs1UnknownAi': 'unknown application identifier at {start}',
  'scanner.gs1NoAi': 'no application identifiers',
  'stocktake.listTitle': 'Stocktakes',
  'stocktake.add': '+ Add Stocktake',
  'stocktake.created': 'Stocktake created successfully.',
  'stocktake.posted': 'Stocktake posted successfully.',
  'stocktake.cancelled': 'Stocktake cancelled successfully.',
  'stocktake.createFailed': 'Failed to create stocktake.',
  'stocktake.loadFailed': 'Failed to load stocktakes.',
  'stocktake.loadOneFailed': 'Failed to load stocktake.',
  'stocktake.countFailed': 'Failed to save count.',
  'stocktake.deleteFailed': 'Failed to delete count.',
  'stocktake.postFailed': 'Failed to post stocktake.',
  'stocktake.cancelFailed': 'Failed to cancel stocktake.',
  'stocktake.confirmPostOne': 'Post this stocktake? The stock of 1 item will change.',
  'stocktake.confirmPost': 'Post this stocktake? The stock of {count} items will change.',
  'stocktake.confirmCancel': 'Cancel this stocktake? No stock will change.',
  'stocktake.needsConnection': 'Posting and cancelling need a connection.',
} as const;

export type ServerMessageId = keyof typeof englishMessages;

/** One language's messages: exactly the English ids (a missing or extra one fails the type check). */
export type MessageCatalogue = { readonly [Id in ServerMessageId]: string };
