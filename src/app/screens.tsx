import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenName } from './route-table';

/** Each screen is its own chunk, so the login page loads only what it needs. */
export const SCREENS: Record<ScreenName, LazyExoticComponent<ComponentType>> = {
  Dashboard: lazy(() =>
    import('../features/dashboard/DashboardPage').then((m) => ({
      default: m.DashboardPage,
    })),
  ),
  ItemList: lazy(() =>
    import('../features/items/ItemListPage').then((m) => ({
      default: m.ItemListPage,
    })),
  ),
  ItemCreate: lazy(() =>
    import('../features/items/ItemCreatePage').then((m) => ({
      default: m.ItemCreatePage,
    })),
  ),
  ItemDetail: lazy(() =>
    import('../features/items/ItemDetailPage').then((m) => ({
      default: m.ItemDetailPage,
    })),
  ),
  ReceivedList: lazy(() =>
    import('../features/inventory/ReceivedListPage').then((m) => ({
      default: m.ReceivedListPage,
    })),
  ),
  ReceivedCreate: lazy(() =>
    import('../features/inventory/ReceivedCreatePage').then((m) => ({
      default: m.ReceivedCreatePage,
    })),
  ),
  PoList: lazy(() =>
    import('../features/inventory/PoListPage').then((m) => ({
      default: m.PoListPage,
    })),
  ),
  PoCreate: lazy(() =>
    import('../features/inventory/PoCreatePage').then((m) => ({
      default: m.PoCreatePage,
    })),
  ),
  OrderList: lazy(() =>
    import('../features/orders/OrderListPage').then((m) => ({
      default: m.OrderListPage,
    })),
  ),
  OrderCreate: lazy(() =>
    import('../features/orders/OrderCreatePage').then((m) => ({
      default: m.OrderCreatePage,
    })),
  ),
  UserList: lazy(() =>
    import('../features/users/UserListPage').then((m) => ({
      default: m.UserListPage,
    })),
  ),
  UserCreate: lazy(() =>
    import('../features/users/UserCreatePage').then((m) => ({
      default: m.UserCreatePage,
    })),
  ),
  UserDetail: lazy(() =>
    import('../features/users/UserDetailPage').then((m) => ({
      default: m.UserDetailPage,
    })),
  ),
  ChangePassword: lazy(() =>
    import('../features/users/ChangePasswordPage').then((m) => ({
      default: m.ChangePasswordPage,
    })),
  ),
  ItemMovement: lazy(() =>
    import('../features/item-movement/ItemMovementPage').then((m) => ({
      default: m.ItemMovementPage,
    })),
  ),
  SupplierList: lazy(() =>
    import('../features/suppliers/SupplierListPage').then((m) => ({
      default: m.SupplierListPage,
    })),
  ),
  SupplierCreate: lazy(() =>
    import('../features/suppliers/SupplierCreatePage').then((m) => ({
      default: m.SupplierCreatePage,
    })),
  ),
  SupplierDetail: lazy(() =>
    import('../features/suppliers/SupplierDetailPage').then((m) => ({
      default: m.SupplierDetailPage,
    })),
  ),
  CategoryList: lazy(() =>
    import('../features/categories/CategoryListPage').then((m) => ({
      default: m.CategoryListPage,
    })),
  ),
  CategoryCreate: lazy(() =>
    import('../features/categories/CategoryCreatePage').then((m) => ({
      default: m.CategoryCreatePage,
    })),
  ),
  CategoryDetail: lazy(() =>
    import('../features/categories/CategoryDetailPage').then((m) => ({
      default: m.CategoryDetailPage,
    })),
  ),
  DepartmentList: lazy(() =>
    import('../features/departments/DepartmentListPage').then((m) => ({
      default: m.DepartmentListPage,
    })),
  ),
  DepartmentCreate: lazy(() =>
    import('../features/departments/DepartmentCreatePage').then((m) => ({
      default: m.DepartmentCreatePage,
    })),
  ),
  DepartmentDetail: lazy(() =>
    import('../features/departments/DepartmentDetailPage').then((m) => ({
      default: m.DepartmentDetailPage,
    })),
  ),
  ItemAreaList: lazy(() =>
    import('../features/item-areas/ItemAreaListPage').then((m) => ({
      default: m.ItemAreaListPage,
    })),
  ),
  ItemAreaCreate: lazy(() =>
    import('../features/item-areas/ItemAreaCreatePage').then((m) => ({
      default: m.ItemAreaCreatePage,
    })),
  ),
  WasteList: lazy(() =>
    import('../features/waste/WasteListPage').then((m) => ({
      default: m.WasteListPage,
    })),
  ),
  WasteCreate: lazy(() =>
    import('../features/waste/WasteCreatePage').then((m) => ({
      default: m.WasteCreatePage,
    })),
  ),
  StocktakeList: lazy(() =>
    import('../features/stocktakes/StocktakeListPage').then((m) => ({
      default: m.StocktakeListPage,
    })),
  ),
  StocktakeCreate: lazy(() =>
    import('../features/stocktakes/StocktakeCreatePage').then((m) => ({
      default: m.StocktakeCreatePage,
    })),
  ),
  StocktakeDetail: lazy(() =>
    import('../features/stocktakes/StocktakeDetailPage').then((m) => ({
      default: m.StocktakeDetailPage,
    })),
  ),
  ItemImport: lazy(() =>
    import('../features/imports/ImportCsvPage').then((m) => ({
      default: m.ItemImportPage,
    })),
  ),
  SupplierImport: lazy(() =>
    import('../features/imports/ImportCsvPage').then((m) => ({
      default: m.SupplierImportPage,
    })),
  ),
  ItemLabels: lazy(() =>
    import('../features/labels/LabelSheetPage').then((m) => ({
      default: m.LabelSheetPage,
    })),
  ),
};
