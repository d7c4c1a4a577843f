/**
 * Every user-facing text of the spec (sections 2, 5 and 8), letter for letter.
 * Client and server both import these, so a rule has one wording everywhere.
 */
export const VALIDATION = {
  usernameRequired: 'Please enter a username.',
  passwordTooShort: 'Password must be at least 6 characters long.',
  loginInvalid: 'Please enter a valid username and password',
  poIdRequired: 'PO ID is required.',
  supplierRequired: 'Valid supplier is required.',
  itemRequiredInRow: (row: number) => `Item is required in row ${row}`,
  quantityRequiredInRow: (row: number) => `Valid quantity is required in row ${row}`,
  expirationRequiredInRow: (row: number) => `Expiration Date is required in row ${row}`,
  statusRequiredInRow: (row: number) => `Status is required in row ${row}`,
  imageRequired: 'Image is required',
  itemNameUnitBarcodeRequired: 'Name, Unit, and Barcode are required',
  itemCategoryAreaRequired: 'Category and Item Area are required',
  orderItemsRequired: 'All order items must have Item and Quantity.',
  reasonRequired: 'Please provide a reason.',
  wasteItemRequired: 'Please select an item.',
  wasteReasonRequired: 'Please select a reason.',
  wasteQuantityInvalid: 'Please enter a valid quantity greater than 0.',
  phoneInvalid: 'Please enter a valid phone number.',
  userNameRoleRequired: 'Name and Role are required.',
  passwordRequired: 'Password is required.',
} as const;

export const LOGIN_TEXT = {
  heading: 'Welcome To Inventory Management',
  success: 'Login successful!',
  failed: 'Login failed',
  networkError: 'Network error',
} as const;

export const SESSION_TEXT = {
  checking: 'Checking session…',
  expired: 'Session expired. Please log in again.',
} as const;

export const UNAUTHORIZED_TEXT = {
  title: '403 - Unauthorized',
  body: 'You do not have permission to access this page.',
} as const;

export const NOTIFICATION_TEXT = {
  panelTitle: 'Near Expiry Items',
  empty: 'No notifications',
  itemFallback: (id: number | string) => `Item #${id}`,
  expiresOn: 'expires on',
  remaining: 'Remaining:',
} as const;

/** Fallbacks of spec section 8, used when the server sends no message. */
export const FALLBACK = {
  departmentAdd: 'Failed to add department. Please try again.',
  departmentNotFound: 'Department not found.',
  departmentsLoad: 'Failed to load departments. Please try again.',
  categoryAdd: 'Failed to add category. Please try again.',
  categoriesLoadRetry: 'Failed to load categories. Please try again.',
  categoryNotFound: 'Category not found.',
  categoriesLoad: 'Failed to load categories.',
  update: 'Update failed.',
  delete: 'Delete failed.',
  suppliersLoad: 'Failed to load suppliers.',
  supplierAdd: 'Failed to add supplier. Please try again.',
  supplierNotFound: 'Supplier not found.',
  suppliersLoadRetry: 'Failed to load suppliers. Please try again.',
  itemsLoad: 'Failed to load items.',
  itemAdd: 'Failed to add item.',
  itemLoad: 'Failed to load item.',
  itemsOrDepartmentsLoad: 'Unable to load items or departments.',
  poReceiveSubmit: 'Failed to submit PO receive items.',
  receivedAdd: 'Failed to add received items.',
  poItemsLoad: 'Error loading PO items.',
  dataLoad: 'Error loading data.',
  itemAreaAdd: 'Failed to add item area. Please try again.',
  itemAreasLoad: 'Failed to load item areas.',
  itemAreaUpdate: 'Failed to update item area.',
  itemAreaDelete: 'Failed to delete item area.',
  itemAreaLoad: 'Failed to load item area.',
  orderCreate: 'Failed to create order.',
  orderItemsLoad: 'Failed to load order items.',
  orderConfirm: 'Failed to confirm order.',
  orderReject: 'Failed to reject order.',
  reportAdd: 'Failed to add report. Please try again.',
  reportsLoad: 'Failed to load reports. Please try again.',
  userRegister: 'Failed to register user.',
  rolesLoad: 'Failed to load roles.',
  userLoad: 'Failed to load user.',
  usersLoad: 'Failed to load users.',
  passwordChange: 'Failed to change password.',
} as const;

/** Success alerts: the spec names the category, department and password ones; the rest follow suit. */
export const SUCCESS = {
  categoryAdded: 'Category added successfully.',
  categoryUpdated: 'Category updated successfully.',
  categoryDeleted: 'Category deleted successfully.',
  departmentAdded: 'Department added successfully.',
  departmentUpdated: 'Department updated successfully.',
  departmentDeleted: 'Department deleted successfully.',
  supplierAdded: 'Supplier added successfully.',
  supplierUpdated: 'Supplier updated successfully.',
  supplierDeleted: 'Supplier deleted successfully.',
  itemAdded: 'Item added successfully.',
  itemUpdated: 'Item updated successfully.',
  itemDeleted: 'Item deleted successfully.',
  itemAreaAdded: 'Item area added successfully.',
  itemAreaUpdated: 'Item area updated successfully.',
  itemAreaDeleted: 'Item area deleted successfully.',
  userAdded: 'User added successfully.',
  userUpdated: 'User updated successfully.',
  userDeleted: 'User deleted successfully.',
  passwordChanged: 'Password changed successfully.',
  receivedAdded: 'Received items added successfully.',
  poReceived: 'PO receive items submitted successfully.',
  orderCreated: 'Order created successfully.',
  orderConfirmed: 'Order confirmed successfully.',
  orderRejected: 'Order rejected successfully.',
  reportAdded: 'Report added successfully.',
} as const;

/** Server-side messages for rules the spec leaves to the server (design: errors). */
export const SERVER_MESSAGE = {
  unauthorized: 'Authentication required.',
  invalidToken: 'Invalid or expired token.',
  forbidden: 'You do not have permission to perform this action.',
  invalidCredentials: 'Invalid username or password.',
  tooManyAttempts: 'Too many login attempts. Please try again later.',
  notFound: (what: string) => `${what} not found.`,
  nameTaken: (what: string) => `A ${what} with this name already exists.`,
  barcodeTaken: 'An item with this barcode already exists.',
  inUse: (what: string, by: string) => `This ${what} cannot be deleted because ${by} refer to it.`,
  notEnoughStock: (item: string, available: string) =>
    `Not enough stock of ${item}: ${available} available.`,
  orderClosed: (status: string) => `This order is already ${status}.`,
  lastAdministrator: 'The last Administrator cannot be deleted or demoted.',
  idempotencyMismatch: 'This Idempotency-Key was already used with a different request.',
  idempotencyInFlight: 'A request with this Idempotency-Key is still being processed.',
  notAnImage: 'The uploaded file is not an image.',
  imageTooLarge: 'The image must be at most 5 MB.',
  malformedJson: 'The request body is not valid JSON.',
  staleCursor: 'This sync cursor can no longer be answered: fetch the whole list again.',
  sinceWithPaging: 'since cannot be combined with page or search.',
} as const;

/** Offline-first texts beyond the spec (design: Outbox). */
export const OFFLINE_TEXT = {
  queued: 'Saved. It will be sent when the connection returns.',
  usersNeedConnection:
    'User management needs a connection. You are offline: users can be seen and changed once the connection returns.',
  /** In place of a list's empty state when it failed offline and was never saved on the device. */
  notSavedYet: 'Not saved on this device yet: this list appears here once you are online.',
} as const;

/** Barcode scanning texts beyond the spec (design: Scanning). */
export const SCANNER_TEXT = {
  scan: 'Scan',
  title: 'Scan Barcode',
  noCamera: 'No camera was found on this device.',
  permissionDenied:
    'Camera permission was denied. Allow camera access in the browser settings to scan.',
  insecure:
    'The camera needs a secure (HTTPS) connection. Ask your administrator to set TLS_CERT_FILE and TLS_KEY_FILE on the server.',
  cameraFailed: 'The camera could not be started. Close other apps using it and try again.',
  starting: 'Starting camera…',
  aim: 'Point the camera at a barcode.',
  unknownBarcode: (code: string) => `No item with barcode ${code}`,
  // Beyond the spec (issue 32): a scan that came before the items finished loading.
  itemsLoading: (code: string) =>
    `The items are still loading: barcode ${code} will be looked up when they are.`,
  invalidGs1: (problem: string) => `Not a valid GS1 barcode: ${problem}.`,
  gs1WithoutGtin: 'it holds no GTIN (01)',
  addItem: 'Add Item',
  lastRead: 'Last read:',
  scannedCount: (count: number) => `Scanned: ${count}`,
  camera: 'Camera',
  torchOn: 'Torch on',
  torchOff: 'Torch off',
  done: 'Done',
  close: 'Close',
} as const;

/** Stocktake texts and server messages beyond the spec (design: Stocktake). */
export const STOCKTAKE_TEXT = {
  listTitle: 'Stocktakes',
  add: '+ Add Stocktake',
  nameRequired: 'Please enter a name.',
  areasRequired: 'Please select at least one item area.',
  areaUnknown: 'Item area does not exist.',
  quantityInvalid: 'Please enter a valid quantity of 0 or more.',
  itemNotInAreas: "This item is not in the stocktake's item areas.",
  closed: (status: string) => `This stocktake is already ${status}.`,
  notOwnCount: 'Only the person who made a count can delete it.',
  noSupplier: 'A stocktake surplus needs at least one supplier to be recorded.',
  created: 'Stocktake created successfully.',
  posted: 'Stocktake posted successfully.',
  cancelled: 'Stocktake cancelled successfully.',
  createFailed: 'Failed to create stocktake.',
  loadFailed: 'Failed to load stocktakes.',
  loadOneFailed: 'Failed to load stocktake.',
  countFailed: 'Failed to save count.',
  deleteFailed: 'Failed to delete count.',
  postFailed: 'Failed to post stocktake.',
  cancelFailed: 'Failed to cancel stocktake.',
  confirmPost: (items: number) =>
    `Post this stocktake? The stock of ${items} ${items === 1 ? 'item' : 'items'} will change.`,
  confirmCancel: 'Cancel this stocktake? No stock will change.',
  needsConnection: 'Posting and cancelling need a connection.',
} as const;
