import type { PageName } from '../../contract/roles';

/**
 * The spec's routes (2.1) with their page titles and the page name the guard checks (6).
 * `screen` names the component the router renders; one table drives router, titles and guard.
 */
export interface AppRoute {
  path: string;
  title: string;
  page: PageName;
  screen: ScreenName;
  /** Works only against the server (user management): offline the screen says so plainly. */
  needsConnection?: true;
}

export type ScreenName =
  | 'Dashboard'
  | 'ItemList'
  | 'ItemCreate'
  | 'ItemDetail'
  | 'ReceivedList'
  | 'ReceivedCreate'
  | 'PoList'
  | 'PoCreate'
  | 'OrderList'
  | 'OrderCreate'
  | 'UserList'
  | 'UserCreate'
  | 'UserDetail'
  | 'ChangePassword'
  | 'ItemMovement'
  | 'SupplierList'
  | 'SupplierCreate'
  | 'SupplierDetail'
  | 'CategoryList'
  | 'CategoryCreate'
  | 'CategoryDetail'
  | 'DepartmentList'
  | 'DepartmentCreate'
  | 'DepartmentDetail'
  | 'ItemAreaList'
  | 'ItemAreaCreate'
  | 'WasteList'
  | 'WasteCreate'
  | 'StocktakeList'
  | 'StocktakeCreate'
  | 'StocktakeDetail'
  | 'ItemImport'
  | 'SupplierImport'
  | 'ItemLabels';

export const APP_ROUTES: readonly AppRoute[] = [
  { path: '/dashboard', title: 'Dashboard', page: 'Dashboard', screen: 'Dashboard' },
  { path: '/items', title: 'Items', page: 'Items', screen: 'ItemList' },
  { path: '/items/create', title: 'Add Item', page: 'Items', screen: 'ItemCreate' },
  { path: '/items/import', title: 'Import Items', page: 'Items', screen: 'ItemImport' },
  { path: '/items/labels', title: 'Item Labels', page: 'Items', screen: 'ItemLabels' },
  { path: '/items/:id', title: 'Item Detail', page: 'Items', screen: 'ItemDetail' },
  {
    path: '/inventory/received-items',
    title: 'Inventory - Received Items',
    page: 'Inventory',
    screen: 'ReceivedList',
  },
  {
    path: '/inventory/received-items/create',
    title: 'Add Received Item',
    page: 'Add Inventory',
    screen: 'ReceivedCreate',
  },
  {
    path: '/inventory/po-items',
    title: 'Inventory - PO Items',
    page: 'Inventory',
    screen: 'PoList',
  },
  {
    path: '/inventory/po-items/create',
    title: 'Add PO Item',
    page: 'Add Inventory',
    screen: 'PoCreate',
  },
  { path: '/orders', title: 'Orders', page: 'Orders', screen: 'OrderList' },
  { path: '/orders/create', title: 'Add Order', page: 'Orders', screen: 'OrderCreate' },
  { path: '/users', title: 'Users', page: 'Users', screen: 'UserList', needsConnection: true },
  {
    path: '/users/create',
    title: 'Add User',
    page: 'Users',
    screen: 'UserCreate',
    needsConnection: true,
  },
  {
    path: '/users/:id',
    title: 'User Details',
    page: 'Users',
    screen: 'UserDetail',
    needsConnection: true,
  },
  {
    path: '/users/:id/change-password',
    title: 'Change Password',
    page: 'Users',
    screen: 'ChangePassword',
    needsConnection: true,
  },
  { path: '/item-movement', title: 'Item Movement', page: 'Item Movement', screen: 'ItemMovement' },
  { path: '/suppliers', title: 'Suppliers', page: 'Suppliers', screen: 'SupplierList' },
  { path: '/suppliers/create', title: 'Add Supplier', page: 'Suppliers', screen: 'SupplierCreate' },
  {
    path: '/suppliers/import',
    title: 'Import Suppliers',
    page: 'Suppliers',
    screen: 'SupplierImport',
  },
  { path: '/suppliers/:id', title: 'Supplier Detail', page: 'Suppliers', screen: 'SupplierDetail' },
  { path: '/categories', title: 'Categories', page: 'Categories', screen: 'CategoryList' },
  {
    path: '/categories/create',
    title: 'Add Category',
    page: 'Categories',
    screen: 'CategoryCreate',
  },
  {
    path: '/categories/:id',
    title: 'Category Detail',
    page: 'Categories',
    screen: 'CategoryDetail',
  },
  { path: '/departments', title: 'Departments', page: 'Departments', screen: 'DepartmentList' },
  {
    path: '/departments/create',
    title: 'Add Department',
    page: 'Departments',
    screen: 'DepartmentCreate',
  },
  {
    path: '/departments/:id',
    title: 'Department Detail',
    page: 'Departments',
    screen: 'DepartmentDetail',
  },
  { path: '/item-area', title: 'Item Area', page: 'Item Area', screen: 'ItemAreaList' },
  {
    path: '/item-area/create',
    title: 'Add Item Area',
    page: 'Item Area',
    screen: 'ItemAreaCreate',
  },
  { path: '/reports', title: 'Reports - Waste Items', page: 'Reports', screen: 'WasteList' },
  { path: '/reports/create', title: 'Add Report', page: 'Reports', screen: 'WasteCreate' },
  { path: '/stocktakes', title: 'Stocktakes', page: 'Stocktake', screen: 'StocktakeList' },
  {
    path: '/stocktakes/create',
    title: 'Add Stocktake',
    page: 'Stocktake',
    screen: 'StocktakeCreate',
  },
  {
    path: '/stocktakes/:id',
    title: 'Stocktake Detail',
    page: 'Stocktake',
    screen: 'StocktakeDetail',
  },
];

/** Sidebar links of spec 2.2, in order, with the page each needs. */
export const SIDEBAR_LINKS: readonly { label: string; to: string; page: PageName }[] = [
  { label: 'Dashboard', to: '/dashboard', page: 'Dashboard' },
  { label: 'Items', to: '/items', page: 'Items' },
  { label: 'Inventory', to: '/inventory/received-items', page: 'Inventory' },
  { label: 'Orders', to: '/orders', page: 'Orders' },
  { label: 'Users', to: '/users', page: 'Users' },
  { label: 'Item Movement', to: '/item-movement', page: 'Item Movement' },
  { label: 'Stocktakes', to: '/stocktakes', page: 'Stocktake' },
  { label: 'Suppliers', to: '/suppliers', page: 'Suppliers' },
  { label: 'Categories', to: '/categories', page: 'Categories' },
  { label: 'Departments', to: '/departments', page: 'Departments' },
  { label: 'Item Area', to: '/item-area', page: 'Item Area' },
  { label: 'Reports', to: '/reports', page: 'Reports' },
];

/** Routes outside the table: sign-in, the 403 page, and where `/` and sign-in lead. */
export const LOGIN_PATH = '/login';
export const UNAUTHORIZED_PATH = '/unauthorized';
export const HOME_PATH = '/dashboard';
