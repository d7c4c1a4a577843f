import type { ComponentType } from 'react';
import type { PageName } from '../../contract/roles';
import type { MessageId } from '../i18n';
import { routes } from '../i18n/messages/en/routes';
import { ROUTES } from '../lib/routes';
import { readFirstItemsEarly } from '../offline/first-items-early';
import { withHistory } from './with-history';

/**
 * The spec's routes (2.1): the one table the router, the page guard, the titles, the sidebar
 * and inventory tabs, and the lazy screens are derived from. Adding a screen is one entry.
 * Each screen loads in its own chunk (`load`), so the login page fetches only what it needs.
 */
/** A route's texts are catalogue ids (src/i18n/messages/<lang>/routes.ts): screens translate them. */
type RouteText = keyof typeof routes;

interface RouteEntry {
  path: string;
  titleId: RouteText;
  page: PageName;
  /** The screen's name: preloading, and the tests' stand-in screens. */
  screen: string;
  load: () => Promise<ComponentType>;
  /** The sidebar's label (spec 2.2): the table's order is the sidebar's. */
  menuId?: RouteText;
  /** The header's inventory tab label (spec 2.2). */
  tabId?: RouteText;
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
    titleId: 'routes.dashboard',
    page: 'Dashboard',
    screen: 'Dashboard',
    load: () => import('../features/dashboard/DashboardPage').then((m) => m.DashboardPage),
    menuId: 'routes.dashboard',
  },
  {
    path: ROUTES.items,
    titleId: 'routes.items',
    page: 'Items',
    screen: 'ItemList',
    load: () => import('../features/items/ItemListPage').then((m) => m.ItemListPage),
    readEarly: readFirstItemsEarly,
    menuId: 'routes.items',
  },
  {
    path: ROUTES.itemCreate,
    titleId: 'routes.addItem',
    page: 'Items',
    screen: 'ItemCreate',
    load: () => import('../features/items/ItemCreatePage').then((m) => m.ItemCreatePage),
  },
  {
    path: ROUTES.itemImport,
    titleId: 'routes.importItems',
    page: 'Items',
    screen: 'ItemImport',
    load: () => import('../features/imports/ImportCsvPage').then((m) => m.ItemImportPage),
  },
  {
    path: ROUTES.itemLabels,
    titleId: 'routes.itemLabels',
    page: 'Items',
    screen: 'ItemLabels',
    load: () => import('../features/labels/LabelSheetPage').then((m) => m.LabelSheetPage),
  },
  {
    path: ROUTES.itemDetail,
    titleId: 'routes.itemDetail',
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
    titleId: 'routes.inventoryReceivedItems',
    page: 'Inventory',
    screen: 'ReceivedList',
    load: () => import('../features/inventory/ReceivedListPage').then((m) => m.ReceivedListPage),
    menuId: 'routes.inventory',
    tabId: 'routes.receivedItems',
  },
  {
    path: ROUTES.receivedItemCreate,
    titleId: 'routes.addReceivedItem',
    page: 'Add Inventory',
    screen: 'ReceivedCreate',
    load: () =>
      import('../features/inventory/ReceivedCreatePage').then((m) => m.ReceivedCreatePage),
  },
  {
    path: ROUTES.poItems,
    titleId: 'routes.inventoryPoItems',
    page: 'Inventory',
    screen: 'PoList',
    load: () => import('../features/inventory/PoListPage').then((m) => m.PoListPage),
    tabId: 'routes.poItems',
  },
  {
    path: ROUTES.poItemCreate,
    titleId: 'routes.addPoItem',
    page: 'Add Inventory',
    screen: 'PoCreate',
    load: () => import('../features/inventory/PoCreatePage').then((m) => m.PoCreatePage),
  },
  {
    path: ROUTES.orders,
    titleId: 'routes.orders',
    page: 'Orders',
    screen: 'OrderList',
    load: () => import('../features/orders/OrderListPage').then((m) => m.OrderListPage),
    menuId: 'routes.orders',
  },
  {
    path: ROUTES.orderCreate,
    titleId: 'routes.addOrder',
    page: 'Orders',
    screen: 'OrderCreate',
    load: () => import('../features/orders/OrderCreatePage').then((m) => m.OrderCreatePage),
  },
  // Purchasing (design: Purchasing): the sidebar entry follows Orders.
  {
    path: ROUTES.purchaseOrders,
    titleId: 'routes.purchaseOrders',
    page: 'Purchasing',
    screen: 'PurchaseOrderList',
    load: () =>
      import('../features/purchasing/PurchaseOrderListPage').then((m) => m.PurchaseOrderListPage),
    menuId: 'routes.purchaseOrders',
  },
  {
    path: ROUTES.purchaseOrderCreate,
    titleId: 'routes.addPurchaseOrder',
    page: 'Purchasing',
    screen: 'PurchaseOrderCreate',
    load: () =>
      import('../features/purchasing/PurchaseOrderFormPage').then((m) => m.PurchaseOrderFormPage),
  },
  {
    path: ROUTES.purchaseOrderSuggestions,
    titleId: 'routes.suggestedOrders',
    page: 'Purchasing',
    screen: 'SuggestedOrders',
    load: () =>
      import('../features/purchasing/SuggestedOrdersPage').then((m) => m.SuggestedOrdersPage),
  },
  {
    path: ROUTES.purchaseOrderDetail,
    titleId: 'routes.purchaseOrderDetail',
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
    titleId: 'routes.editPurchaseOrder',
    page: 'Purchasing',
    screen: 'PurchaseOrderEdit',
    load: () =>
      import('../features/purchasing/PurchaseOrderFormPage').then((m) => m.PurchaseOrderFormPage),
  },
  {
    path: ROUTES.users,
    titleId: 'routes.users',
    page: 'Users',
    screen: 'UserList',
    load: () => import('../features/users/UserListPage').then((m) => m.UserListPage),
    menuId: 'routes.users',
    needsConnection: true,
  },
  {
    path: ROUTES.userCreate,
    titleId: 'routes.addUser',
    page: 'Users',
    screen: 'UserCreate',
    load: () => import('../features/users/UserCreatePage').then((m) => m.UserCreatePage),
    needsConnection: true,
  },
  {
    path: ROUTES.userDetail,
    titleId: 'routes.userDetails',
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
    titleId: 'routes.changePassword',
    page: 'Users',
    screen: 'ChangePassword',
    load: () => import('../features/users/ChangePasswordPage').then((m) => m.ChangePasswordPage),
    needsConnection: true,
  },
  {
    path: ROUTES.itemMovement,
    titleId: 'routes.itemMovement',
    page: 'Item Movement',
    screen: 'ItemMovement',
    load: () =>
      import('../features/item-movement/ItemMovementPage').then((m) => m.ItemMovementPage),
    menuId: 'routes.itemMovement',
  },
  {
    path: ROUTES.stocktakes,
    titleId: 'routes.stocktakes',
    page: 'Stocktake',
    screen: 'StocktakeList',
    load: () => import('../features/stocktakes/StocktakeListPage').then((m) => m.StocktakeListPage),
    menuId: 'routes.stocktakes',
  },
  {
    path: ROUTES.stocktakeCreate,
    titleId: 'routes.addStocktake',
    page: 'Stocktake',
    screen: 'StocktakeCreate',
    load: () =>
      import('../features/stocktakes/StocktakeCreatePage').then((m) => m.StocktakeCreatePage),
  },
  {
    path: ROUTES.stocktakeDetail,
    titleId: 'routes.stocktakeDetail',
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
    titleId: 'routes.transfers',
    page: 'Transfers',
    screen: 'TransferList',
    load: () => import('../features/transfers/TransferListPage').then((m) => m.TransferListPage),
    menuId: 'routes.transfers',
    severalSites: true,
  },
  {
    path: ROUTES.transferCreate,
    titleId: 'routes.sendStock',
    page: 'Transfers',
    screen: 'TransferCreate',
    load: () =>
      import('../features/transfers/TransferCreatePage').then((m) => m.TransferCreatePage),
  },
  {
    path: ROUTES.transferDetail,
    titleId: 'routes.transferDetail',
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
    titleId: 'routes.suppliers',
    page: 'Suppliers',
    screen: 'SupplierList',
    load: () => import('../features/suppliers/SupplierListPage').then((m) => m.SupplierListPage),
    menuId: 'routes.suppliers',
  },
  {
    path: ROUTES.supplierCreate,
    titleId: 'routes.addSupplier',
    page: 'Suppliers',
    screen: 'SupplierCreate',
    load: () =>
      import('../features/suppliers/SupplierCreatePage').then((m) => m.SupplierCreatePage),
  },
  {
    path: ROUTES.supplierImport,
    titleId: 'routes.importSuppliers',
    page: 'Suppliers',
    screen: 'SupplierImport',
    load: () => import('../features/imports/ImportCsvPage').then((m) => m.SupplierImportPage),
  },
  {
    path: ROUTES.supplierDetail,
    titleId: 'routes.supplierDetail',
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
    titleId: 'routes.categories',
    page: 'Categories',
    screen: 'CategoryList',
    load: () => import('../features/categories/CategoryListPage').then((m) => m.CategoryListPage),
    menuId: 'routes.categories',
  },
  {
    path: ROUTES.categoryCreate,
    titleId: 'routes.addCategory',
    page: 'Categories',
    screen: 'CategoryCreate',
    load: () =>
      import('../features/categories/CategoryCreatePage').then((m) => m.CategoryCreatePage),
  },
  {
    path: ROUTES.categoryDetail,
    titleId: 'routes.categoryDetail',
    page: 'Categories',
    screen: 'CategoryDetail',
    load: () =>
      import('../features/categories/CategoryDetailPage').then((m) => m.CategoryDetailPage),
  },
  {
    path: ROUTES.departments,
    titleId: 'routes.departments',
    page: 'Departments',
    screen: 'DepartmentList',
    load: () =>
      import('../features/departments/DepartmentListPage').then((m) => m.DepartmentListPage),
    menuId: 'routes.departments',
  },
  {
    path: ROUTES.departmentCreate,
    titleId: 'routes.addDepartment',
    page: 'Departments',
    screen: 'DepartmentCreate',
    load: () =>
      import('../features/departments/DepartmentCreatePage').then((m) => m.DepartmentCreatePage),
  },
  {
    path: ROUTES.departmentDetail,
    titleId: 'routes.departmentDetail',
    page: 'Departments',
    screen: 'DepartmentDetail',
    load: () =>
      import('../features/departments/DepartmentDetailPage').then((m) => m.DepartmentDetailPage),
  },
  {
    path: ROUTES.itemAreas,
    titleId: 'routes.itemArea',
    page: 'Item Area',
    screen: 'ItemAreaList',
    load: () => import('../features/item-areas/ItemAreaListPage').then((m) => m.ItemAreaListPage),
    menuId: 'routes.itemArea',
  },
  {
    path: ROUTES.itemAreaCreate,
    titleId: 'routes.addItemArea',
    page: 'Item Area',
    screen: 'ItemAreaCreate',
    load: () =>
      import('../features/item-areas/ItemAreaCreatePage').then((m) => m.ItemAreaCreatePage),
  },
  {
    path: ROUTES.wasteReports,
    titleId: 'routes.reportsWasteItems',
    page: 'Reports',
    screen: 'WasteList',
    load: () => import('../features/waste/WasteListPage').then((m) => m.WasteListPage),
    menuId: 'routes.reports',
  },
  {
    path: ROUTES.wasteReportCreate,
    titleId: 'routes.addReport',
    page: 'Reports',
    screen: 'WasteCreate',
    load: () => import('../features/waste/WasteCreatePage').then((m) => m.WasteCreatePage),
  },
  {
    path: ROUTES.stockValue,
    titleId: 'routes.stockValue',
    page: 'Valuation',
    screen: 'StockValue',
    load: () => import('../features/valuation/StockValuePage').then((m) => m.StockValuePage),
    menuId: 'routes.valuation',
  },
  {
    path: ROUTES.wasteCost,
    titleId: 'routes.wasteCost',
    page: 'Valuation',
    screen: 'WasteCost',
    load: () => import('../features/valuation/WasteCostPage').then((m) => m.WasteCostPage),
  },
  {
    path: ROUTES.activity,
    titleId: 'routes.activity',
    page: 'Activity',
    screen: 'Activity',
    load: () => import('../features/activity/ActivityPage').then((m) => m.ActivityPage),
    // Its link sits at the foot of the menu, beside Sites (nav-links.ts: footLinksForRole).
  },
  // Page Sites (design: Sites and transfers): its link sits at the foot of the menu (Sidebar).
  {
    path: ROUTES.sites,
    titleId: 'routes.sites',
    page: 'Sites',
    screen: 'SiteList',
    load: () => import('../features/sites/SiteListPage').then((m) => m.SiteListPage),
  },
  {
    path: ROUTES.siteCreate,
    titleId: 'routes.addSite',
    page: 'Sites',
    screen: 'SiteCreate',
    load: () => import('../features/sites/SiteCreatePage').then((m) => m.SiteCreatePage),
  },
  {
    path: ROUTES.siteDetail,
    titleId: 'routes.siteDetail',
    page: 'Sites',
    screen: 'SiteDetail',
    load: () => import('../features/sites/SiteDetailPage').then((m) => m.SiteDetailPage),
  },
] as const satisfies readonly RouteEntry[];

export type ScreenName = (typeof ROUTE_TABLE)[number]['screen'];

/** A route with its spec title in English (the tests' and the walks' name for the screen). */
export interface AppRoute extends RouteEntry {
  title: string;
}

export const APP_ROUTES: readonly (AppRoute & { screen: ScreenName })[] = ROUTE_TABLE.map(
  (route) => ({ ...route, title: routes[route.titleId] }),
);

/** What a matched route carries for the layout: its page title's id. */
export interface RouteHandle {
  titleId: MessageId;
}

/** Sidebar links of spec 2.2, in order, with the page each needs. */
export const SIDEBAR_LINKS: readonly {
  labelId: MessageId;
  /** The spec's English label (the tests' name for the link); screens show `labelId`'s text. */
  label: string;
  to: string;
  page: PageName;
  severalSites?: true;
}[] = APP_ROUTES.flatMap((route) =>
  route.menuId === undefined
    ? []
    : [
        {
          labelId: route.menuId,
          label: routes[route.menuId],
          to: route.path,
          page: route.page,
          ...(route.severalSites ? { severalSites: route.severalSites } : {}),
        },
      ],
);

/** The header's inventory tabs (spec 2.2). */
export const INVENTORY_TABS: readonly { labelId: MessageId; to: string }[] = APP_ROUTES.flatMap(
  (route) => (route.tabId === undefined ? [] : [{ labelId: route.tabId, to: route.path }]),
);
