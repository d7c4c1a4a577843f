import { preloadable, type PreloadableComponent } from './preloadable';
import type { ScreenName } from './route-table';

/** Each screen is its own chunk, so the login page loads only what it needs. */
export const SCREENS: Record<ScreenName, PreloadableComponent> = {
  Dashboard: preloadable(() =>
    import('../features/dashboard/DashboardPage').then((m) => ({
      default: m.DashboardPage,
    })),
  ),
  ItemList: preloadable(() =>
    import('../features/items/ItemListPage').then((m) => ({
      default: m.ItemListPage,
    })),
  ),
  ItemCreate: preloadable(() =>
    import('../features/items/ItemCreatePage').then((m) => ({
      default: m.ItemCreatePage,
    })),
  ),
  ItemDetail: preloadable(() =>
    import('../features/items/ItemDetailPage').then((m) => ({
      default: m.ItemDetailPage,
    })),
  ),
  ReceivedList: preloadable(() =>
    import('../features/inventory/ReceivedListPage').then((m) => ({
      default: m.ReceivedListPage,
    })),
  ),
  ReceivedCreate: preloadable(() =>
    import('../features/inventory/ReceivedCreatePage').then((m) => ({
      default: m.ReceivedCreatePage,
    })),
  ),
  PoList: preloadable(() =>
    import('../features/inventory/PoListPage').then((m) => ({
      default: m.PoListPage,
    })),
  ),
  PoCreate: preloadable(() =>
    import('../features/inventory/PoCreatePage').then((m) => ({
      default: m.PoCreatePage,
    })),
  ),
  OrderList: preloadable(() =>
    import('../features/orders/OrderListPage').then((m) => ({
      default: m.OrderListPage,
    })),
  ),
  OrderCreate: preloadable(() =>
    import('../features/orders/OrderCreatePage').then((m) => ({
      default: m.OrderCreatePage,
    })),
  ),
  UserList: preloadable(() =>
    import('../features/users/UserListPage').then((m) => ({
      default: m.UserListPage,
    })),
  ),
  UserCreate: preloadable(() =>
    import('../features/users/UserCreatePage').then((m) => ({
      default: m.UserCreatePage,
    })),
  ),
  UserDetail: preloadable(() =>
    import('../features/users/UserDetailPage').then((m) => ({
      default: m.UserDetailPage,
    })),
  ),
  ChangePassword: preloadable(() =>
    import('../features/users/ChangePasswordPage').then((m) => ({
      default: m.ChangePasswordPage,
    })),
  ),
  ItemMovement: preloadable(() =>
    import('../features/item-movement/ItemMovementPage').then((m) => ({
      default: m.ItemMovementPage,
    })),
  ),
  SupplierList: preloadable(() =>
    import('../features/suppliers/SupplierListPage').then((m) => ({
      default: m.SupplierListPage,
    })),
  ),
  SupplierCreate: preloadable(() =>
    import('../features/suppliers/SupplierCreatePage').then((m) => ({
      default: m.SupplierCreatePage,
    })),
  ),
  SupplierDetail: preloadable(() =>
    import('../features/suppliers/SupplierDetailPage').then((m) => ({
      default: m.SupplierDetailPage,
    })),
  ),
  CategoryList: preloadable(() =>
    import('../features/categories/CategoryListPage').then((m) => ({
      default: m.CategoryListPage,
    })),
  ),
  CategoryCreate: preloadable(() =>
    import('../features/categories/CategoryCreatePage').then((m) => ({
      default: m.CategoryCreatePage,
    })),
  ),
  CategoryDetail: preloadable(() =>
    import('../features/categories/CategoryDetailPage').then((m) => ({
      default: m.CategoryDetailPage,
    })),
  ),
  DepartmentList: preloadable(() =>
    import('../features/departments/DepartmentListPage').then((m) => ({
      default: m.DepartmentListPage,
    })),
  ),
  DepartmentCreate: preloadable(() =>
    import('../features/departments/DepartmentCreatePage').then((m) => ({
      default: m.DepartmentCreatePage,
    })),
  ),
  DepartmentDetail: preloadable(() =>
    import('../features/departments/DepartmentDetailPage').then((m) => ({
      default: m.DepartmentDetailPage,
    })),
  ),
  ItemAreaList: preloadable(() =>
    import('../features/item-areas/ItemAreaListPage').then((m) => ({
      default: m.ItemAreaListPage,
    })),
  ),
  ItemAreaCreate: preloadable(() =>
    import('../features/item-areas/ItemAreaCreatePage').then((m) => ({
      default: m.ItemAreaCreatePage,
    })),
  ),
  WasteList: preloadable(() =>
    import('../features/waste/WasteListPage').then((m) => ({
      default: m.WasteListPage,
    })),
  ),
  WasteCreate: preloadable(() =>
    import('../features/waste/WasteCreatePage').then((m) => ({
      default: m.WasteCreatePage,
    })),
  ),
  StocktakeList: preloadable(() =>
    import('../features/stocktakes/StocktakeListPage').then((m) => ({
      default: m.StocktakeListPage,
    })),
  ),
  StocktakeCreate: preloadable(() =>
    import('../features/stocktakes/StocktakeCreatePage').then((m) => ({
      default: m.StocktakeCreatePage,
    })),
  ),
  StocktakeDetail: preloadable(() =>
    import('../features/stocktakes/StocktakeDetailPage').then((m) => ({
      default: m.StocktakeDetailPage,
    })),
  ),
  ItemImport: preloadable(() =>
    import('../features/imports/ImportCsvPage').then((m) => ({
      default: m.ItemImportPage,
    })),
  ),
  SupplierImport: preloadable(() =>
    import('../features/imports/ImportCsvPage').then((m) => ({
      default: m.SupplierImportPage,
    })),
  ),
  ItemLabels: preloadable(() =>
    import('../features/labels/LabelSheetPage').then((m) => ({
      default: m.LabelSheetPage,
    })),
  ),
};
