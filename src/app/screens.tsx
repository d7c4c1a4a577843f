import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenName } from './route-table';

/** Not built yet: says so plainly instead of a blank page. */
function ScreenPending() {
  return <div className="empty-state">This screen is not available yet.</div>;
}

const pending = lazy(() => Promise.resolve({ default: ScreenPending }));

/** Each screen is its own chunk, so the login page loads only what it needs. */
export const SCREENS: Record<ScreenName, LazyExoticComponent<ComponentType>> = {
  Dashboard: pending,
  ItemList: pending,
  ItemCreate: pending,
  ItemDetail: pending,
  ReceivedList: pending,
  ReceivedCreate: pending,
  PoList: pending,
  PoCreate: pending,
  OrderList: pending,
  OrderCreate: pending,
  UserList: pending,
  UserCreate: pending,
  UserDetail: pending,
  ChangePassword: pending,
  ItemMovement: pending,
  SupplierList: pending,
  SupplierCreate: pending,
  SupplierDetail: pending,
  CategoryList: pending,
  CategoryCreate: pending,
  CategoryDetail: pending,
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
  ItemAreaList: pending,
  ItemAreaCreate: pending,
  WasteList: pending,
  WasteCreate: pending,
};
