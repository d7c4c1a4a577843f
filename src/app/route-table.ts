import type { ComponentType } from 'react';
import type { PageName } from '../../contract/roles';
import { ROUTES } from '../lib/routes';
import { readFirstItemsEarly } from '../offline/first-items-early';
import { withHistory } from './with-history';

/**
 * The spec's routes (2.1): the one table the router, the page guard, the titles, the sidebar
 * and inventory tabs, and the lazy screens are derived from. Adding a screen is one entry.
 * Each screen loads in its own chunk (`load`), so the login page fetches only what it needs.
 */
export interface AppRoute {
  path: string;
  title: string;
  page: PageName;
  /** The screen's name: preloading, and the tests' stand-in screens. */
  screen: string;
  load: () => Promise<ComponentType>;
  /** The sidebar's label (spec 2.2): the table's order is the sidebar's. */
  menu?: string;
  /** The header's inventory tab label (spec 2.2). */
  tab?: string;
  /** Works only against the server (user management): offline the screen says so plainly. */
  needsConnection?: true;
  /**
   * Its sidebar link shows only to a user who works at more than one site (design: Sites and
   * transfers; Transfers): with one site the menu stays the spec's.
   */
  severalSites?: true;
  /**
   * When a start opens this screen: begins reading what its first paint needs from the device,
   * beside the chunks, instead of after its first render.
   */
  readEarly?: () => void;
}

const ROUTE_TABLE = [
  {
    path: ROUTES.dashboard,
    title: 'Dashboard',
    page: 'Dashboard',
    screen: 'Dashboard',
    load: () => import('../features/dashboard/DashboardPage').then((m) => m.DashboardPage),
    menu: 'Dashboard',
  },
  {
    path: ROUTES.items,
    title: 'Items',
    page: 'Items',
    screen: 'ItemList',
    load: () => import('../features/items/ItemListPage').then((m) => m.ItemListPage),
    readEarly: readFirstItemsEarly,
    menu: 'Items',
  },
  {
    path: ROUTES.itemCreate,
    title: 'Add Item',
    page: 'Items',
    screen: 'ItemCreate',
    load: () => import('../features/items/ItemCreatePage').then((m) => m.ItemCreatePage),
  },
  {
    path: ROUTES.itemImport,
    title: 'Import Items',
    page: 'Items',
    screen: 'ItemImport',
    load: () => import('../features/imports/ImportCsvPage').then((m) => m.ItemImportPage),
  },
  {
    path: ROUTES.itemLabels,
    title: 'Item Labels',
    page: 'Items',
    screen: 'ItemLabels',
    load: () => import('../features/labels/LabelSheetPage').then((m) => m.LabelSheetPage),
  },
  {
    path: ROUTES.itemDetail,
    title: 'Item Detail',
    page: 'Items',
    screen: 'ItemDetail',
    load: () =>
      withHistory(
        import('../features/items/ItemDetailPage').then((m) => m.ItemDetailPage),
        'item',
      ),
  },
  {
    path: ROUTES.receivedItems,
    title: 'Inventory - Received Items',
    page: 'Inventory',
    screen: 'ReceivedList',
    load: () => import('../features/inventory/ReceivedListPage').then((m) => m.ReceivedListPage),
    menu: 'Inventory',
    tab: 'Received Items',
  },
  {
    path: ROUTES.receivedItemCreate,
    title: 'Add Received Item',
    page: 'Add Inventory',
    screen: 'ReceivedCreate',
    load: () =>
      import('../features/inventory/ReceivedCreatePage').then((m) => m.ReceivedCreatePage),
  },
  {
    path: ROUTES.poItems,
    title: 'Inventory - PO Items',
    page: 'Inventory',
    screen: 'PoList',
    load: () => import('../features/inventory/PoListPage').then((m) => m.PoListPage),
    tab: 'PO Items',
  },
  {
    path: ROUTES.poItemCreate,
    title: 'Add PO Item',
    page: 'Add Inventory',
    screen: 'PoCreate',
    load: () => import('../features/inventory/PoCreatePage').then((m) => m.PoCreatePage),
  },
  {
    path: ROUTES.orders,
    title: 'Orders',
    page: 'Orders',
    screen: 'OrderList',
    load: () => import('../features/orders/OrderListPage').then((m) => m.OrderListPage),
    menu: 'Orders',
  },
  {
    path: ROUTES.orderCreate,
    title: 'Add Order',
    page: 'Orders',
    screen: 'OrderCreate',
    load: () => import('../features/orders/OrderCreatePage').then((m) => m.OrderCreatePage),
  },
  // Purchasing (design: Purchasing): the sidebar entry follows Orders.
  {
    path: ROUTES.purchaseOrders,
    title: 'Purchase Orders',
    page: 'Purchasing',
    screen: 'PurchaseOrderList',
    load: () =>
      import('../features/purchasing/PurchaseOrderListPage').then((m) => m.PurchaseOrderListPage),
    menu: 'Purchase Orders',
  },
  {
    path: ROUTES.purchaseOrderCreate,
    title: 'Add Purchase Order',
    page: 'Purchasing',
    screen: 'PurchaseOrderCreate',
    load: () =>
      import('../features/purchasing/PurchaseOrderFormPage').then((m) => m.PurchaseOrderFormPage),
  },
  {
    path: ROUTES.purchaseOrderSuggestions,
    title: 'Suggested Orders',
    page: 'Purchasing',
    screen: 'SuggestedOrders',
    load: () =>
      import('../features/purchasing/SuggestedOrdersPage').then((m) => m.SuggestedOrdersPage),
  },
  {
    path: ROUTES.purchaseOrderDetail,
    title: 'Purchase Order Detail',
    page: 'Purchasing',
    screen: 'PurchaseOrderDetail',
    load: () =>
      withHistory(
        import('../features/purchasing/PurchaseOrderDetailPage').then(
          (m) => m.PurchaseOrderDetailPage,
        ),
        'purchase-order',
      ),
  },
  {
    path: ROUTES.purchaseOrderEdit,
    title: 'Edit Purchase Order',
    page: 'Purchasing',
    screen: 'PurchaseOrderEdit',
    load: () =>
      import('../features/purchasing/PurchaseOrderFormPage').then((m) => m.PurchaseOrderFormPage),
  },
  {
    path: ROUTES.users,
    title: 'Users',
    page: 'Users',
    screen: 'UserList',
    load: () => import('../features/users/UserListPage').then((m) => m.UserListPage),
    menu: 'Users',
    needsConnection: true,
  },
  {
    path: ROUTES.userCreate,
    title: 'Add User',
    page: 'Users',
    screen: 'UserCreate',
    load: () => import('../features/users/UserCreatePage').then((m) => m.UserCreatePage),
    needsConnection: true,
  },
  {
    path: ROUTES.userDetail,
    title: 'User Details',
    page: 'Users',
    screen: 'UserDetail',
    load: () =>
      withHistory(
        import('../features/users/UserDetailPage').then((m) => m.UserDetailPage),
        'user',
      ),
    needsConnection: true,
  },
  {
    path: ROUTES.userChangePassword,
    title: 'Change Password',
    page: 'Users',
    screen: 'ChangePassword',
    load: () => import('../features/users/ChangePasswordPage').then((m) => m.ChangePasswordPage),
    needsConnection: true,
  },
  {
    path: ROUTES.itemMovement,
    title: 'Item Movement',
    page: 'Item Movement',
    screen: 'ItemMovement',
    load: () =>
      import('../features/item-movement/ItemMovementPage').then((m) => m.ItemMovementPage),
    menu: 'Item Movement',
  },
  {
    path: ROUTES.stocktakes,
    title: 'Stocktakes',
    page: 'Stocktake',
    screen: 'StocktakeList',
    load: () => import('../features/stocktakes/StocktakeListPage').then((m) => m.StocktakeListPage),
    menu: 'Stocktakes',
  },
  {
    path: ROUTES.stocktakeCreate,
    title: 'Add Stocktake',
    page: 'Stocktake',
    screen: 'StocktakeCreate',
    load: () =>
      import('../features/stocktakes/StocktakeCreatePage').then((m) => m.StocktakeCreatePage),
  },
  {
    path: ROUTES.stocktakeDetail,
    title: 'Stocktake Detail',
    page: 'Stocktake',
    screen: 'StocktakeDetail',
    load: () =>
      withHistory(
        import('../features/stocktakes/StocktakeDetailPage').then((m) => m.StocktakeDetailPage),
        'stocktake',
      ),
  },
  {
    path: ROUTES.transfers,
    title: 'Transfers',
    page: 'Transfers',
    screen: 'TransferList',
    load: () => import('../features/transfers/TransferListPage').then((m) => m.TransferListPage),
    menu: 'Transfers',
    severalSites: true,
  },
  {
    path: ROUTES.transferCreate,
    title: 'Send Stock',
    page: 'Transfers',
    screen: 'TransferCreate',
    load: () =>
      import('../features/transfers/TransferCreatePage').then((m) => m.TransferCreatePage),
  },
  {
    path: ROUTES.transferDetail,
    title: 'Transfer Detail',
    page: 'Transfers',
    screen: 'TransferDetail',
    load: () =>
      withHistory(
        import('../features/transfers/TransferDetailPage').then((m) => m.TransferDetailPage),
        'transfer',
      ),
  },
  {
    path: ROUTES.suppliers,
    title: 'Suppliers',
    page: 'Suppliers',
    screen: 'SupplierList',
    load: () => import('../features/suppliers/SupplierListPage').then((m) => m.SupplierListPage),
    menu: 'Suppliers',
  },
  {
    path: ROUTES.supplierCreate,
    title: 'Add Supplier',
    page: 'Suppliers',
    screen: 'SupplierCreate',
    load: () =>
      import('../features/suppliers/SupplierCreatePage').then((m) => m.SupplierCreatePage),
  },
  {
    path: ROUTES.supplierImport,
    title: 'Import Suppliers',
    page: 'Suppliers',
    screen: 'SupplierImport',
    load: () => import('../features/imports/ImportCsvPage').then((m) => m.SupplierImportPage),
  },
  {
    path: ROUTES.supplierDetail,
    title: 'Supplier Detail',
    page: 'Suppliers',
    screen: 'SupplierDetail',
    load: () =>
      withHistory(
        import('../features/suppliers/SupplierDetailPage').then((m) => m.SupplierDetailPage),
        'supplier',
      ),
  },
  {
    path: ROUTES.categories,
    title: 'Categories',
    page: 'Categories',
    screen: 'CategoryList',
    load: () => import('../features/categories/CategoryListPage').then((m) => m.CategoryListPage),
    menu: 'Categories',
  },
  {
    path: ROUTES.categoryCreate,
    title: 'Add Category',
    page: 'Categories',
    screen: 'CategoryCreate',
    load: () =>
      import('../features/categories/CategoryCreatePage').then((m) => m.CategoryCreatePage),
  },
  {
    path: ROUTES.categoryDetail,
    title: 'Category Detail',
    page: 'Categories',
    screen: 'CategoryDetail',
    load: () =>
      import('../features/categories/CategoryDetailPage').then((m) => m.CategoryDetailPage),
  },
  {
    path: ROUTES.departments,
    title: 'Departments',
    page: 'Departments',
    screen: 'DepartmentList',
    load: () =>
      import('../features/departments/DepartmentListPage').then((m) => m.DepartmentListPage),
    menu: 'Departments',
  },
  {
    path: ROUTES.departmentCreate,
    title: 'Add Department',
    page: 'Departments',
    screen: 'DepartmentCreate',
    load: () =>
      import('../features/departments/DepartmentCreatePage').then((m) => m.DepartmentCreatePage),
  },
  {
    path: ROUTES.departmentDetail,
    title: 'Department Detail',
    page: 'Departments',
    screen: 'DepartmentDetail',
    load: () =>
      import('../features/departments/DepartmentDetailPage').then((m) => m.DepartmentDetailPage),
  },
  {
    path: ROUTES.itemAreas,
    title: 'Item Area',
    page: 'Item Area',
    screen: 'ItemAreaList',
    load: () => import('../features/item-areas/ItemAreaListPage').then((m) => m.ItemAreaListPage),
    menu: 'Item Area',
  },
  {
    path: ROUTES.itemAreaCreate,
    title: 'Add Item Area',
    page: 'Item Area',
    screen: 'ItemAreaCreate',
    load: () =>
      import('../features/item-areas/ItemAreaCreatePage').then((m) => m.ItemAreaCreatePage),
  },
  {
    path: ROUTES.wasteReports,
    title: 'Reports - Waste Items',
    page: 'Reports',
    screen: 'WasteList',
    load: () => import('../features/waste/WasteListPage').then((m) => m.WasteListPage),
    menu: 'Reports',
  },
  {
    path: ROUTES.wasteReportCreate,
    title: 'Add Report',
    page: 'Reports',
    screen: 'WasteCreate',
    load: () => import('../features/waste/WasteCreatePage').then((m) => m.WasteCreatePage),
  },
  {
    path: ROUTES.stockValue,
    title: 'Stock Value',
    page: 'Valuation',
    screen: 'StockValue',
    load: () => import('../features/valuation/StockValuePage').then((m) => m.StockValuePage),
    menu: 'Valuation',
  },
  {
    path: ROUTES.wasteCost,
    title: 'Waste Cost',
    page: 'Valuation',
    screen: 'WasteCost',
    load: () => import('../features/valuation/WasteCostPage').then((m) => m.WasteCostPage),
  },
  {
    path: ROUTES.activity,
    title: 'Activity',
    page: 'Activity',
    screen: 'Activity',
    load: () => import('../features/activity/ActivityPage').then((m) => m.ActivityPage),
    // Its link sits at the foot of the menu, beside Sites (nav-links.ts: footLinksForRole).
  },
  // Page Sites (design: Sites and transfers): its link sits at the foot of the menu (Sidebar).
  {
    path: ROUTES.sites,
    title: 'Sites',
    page: 'Sites',
    screen: 'SiteList',
    load: () => import('../features/sites/SiteListPage').then((m) => m.SiteListPage),
  },
  {
    path: ROUTES.siteCreate,
    title: 'Add Site',
    page: 'Sites',
    screen: 'SiteCreate',
    load: () => import('../features/sites/SiteCreatePage').then((m) => m.SiteCreatePage),
  },
  {
    path: ROUTES.siteDetail,
    title: 'Site Detail',
    page: 'Sites',
    screen: 'SiteDetail',
    load: () => import('../features/sites/SiteDetailPage').then((m) => m.SiteDetailPage),
  },
] as const satisfies readonly AppRoute[];

export type ScreenName = (typeof ROUTE_TABLE)[number]['screen'];

export const APP_ROUTES: readonly (AppRoute & { screen: ScreenName })[] = ROUTE_TABLE;

/** What a matched route carries for the layout: its page title. */
export interface RouteHandle {
  title: string;
}

/** Sidebar links of spec 2.2, in order, with the page each needs. */
export const SIDEBAR_LINKS: readonly {
  label: string;
  to: string;
  page: PageName;
  severalSites?: true;
}[] = APP_ROUTES.flatMap((route) =>
  route.menu === undefined
    ? []
    : [
        {
          label: route.menu,
          to: route.path,
          page: route.page,
          ...(route.severalSites ? { severalSites: route.severalSites } : {}),
        },
      ],
);

/** The header's inventory tabs (spec 2.2). */
export const INVENTORY_TABS: readonly { label: string; to: string }[] = APP_ROUTES.flatMap(
  (route) => (route.tab === undefined ? [] : [{ label: route.tab, to: route.path }]),
);
