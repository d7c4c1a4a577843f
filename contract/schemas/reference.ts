import { Type, type Static } from 'typebox';
import { SPEED_CLASSES } from '../constants';
import { Name, Nullable, NumberLike, Text, Timestamp } from './common';
import { SyncFields } from './sync';

export const DepartmentSchema = Type.Object({
  DepartmentId: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  createdDate: Timestamp,
  updatedDate: Timestamp,
});
export type Department = Static<typeof DepartmentSchema>;
export const DepartmentListSchema = Type.Object({
  totalCount: Type.Integer(),
  departments: Type.Array(DepartmentSchema),
  ...SyncFields,
});
export type DepartmentList = Static<typeof DepartmentListSchema>;
export const DepartmentBodySchema = Type.Object({
  name: Type.Optional(Nullable(Name)),
  description: Type.Optional(Nullable(Text)),
});
export type DepartmentBody = Static<typeof DepartmentBodySchema>;

export const CategorySchema = Type.Object({
  CategoryId: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  createdDate: Timestamp,
  updatedDate: Timestamp,
});
export type Category = Static<typeof CategorySchema>;
export const CategoryListSchema = Type.Object({
  totalCount: Type.Integer(),
  categories: Type.Array(CategorySchema),
  ...SyncFields,
});
export type CategoryList = Static<typeof CategoryListSchema>;
/** The spec's client PUTs back the whole object it read: extra fields are ignored. */
export const CategoryBodySchema = Type.Object({
  name: Type.Optional(Nullable(Name)),
  description: Type.Optional(Nullable(Text)),
});
export type CategoryBody = Static<typeof CategoryBodySchema>;

export const SupplierSchema = Type.Object({
  SupplierId: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  phoneNumber: Type.String(),
  address: Nullable(Type.String()),
  createdDate: Timestamp,
  updatedDate: Timestamp,
});
export type Supplier = Static<typeof SupplierSchema>;
export const SupplierListSchema = Type.Object({
  totalCount: Type.Integer(),
  suppliers: Type.Array(SupplierSchema),
  ...SyncFields,
});
export type SupplierList = Static<typeof SupplierListSchema>;
export const SupplierBodySchema = Type.Object({
  name: Type.Optional(Nullable(Name)),
  email: Type.Optional(Nullable(Name)),
  phoneNumber: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
  address: Type.Optional(Nullable(Text)),
});
export type SupplierBody = Static<typeof SupplierBodySchema>;

export const SpeedClassSchema = Type.Union(SPEED_CLASSES.map((value) => Type.Literal(value)));

export const ItemAreaSchema = Type.Object({
  itemAreaId: Type.Integer(),
  name: Type.String(),
  speedClass: Type.String(),
  createdDate: Timestamp,
  updatedDate: Timestamp,
  /** The site it is at (design: Sites and transfers); only once the install has several. */
  SiteID: Type.Optional(Type.Integer()),
});
export type ItemArea = Static<typeof ItemAreaSchema>;
export const ItemAreaListSchema = Type.Object({
  totalCount: Type.Integer(),
  itemArea: Type.Array(ItemAreaSchema),
  ...SyncFields,
});
export type ItemAreaList = Static<typeof ItemAreaListSchema>;
export const ItemAreaBodySchema = Type.Object({
  name: Type.Optional(Nullable(Name)),
  speedClass: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
  /** On create: the site it is at, the request's site when left out; an edit never moves it. */
  siteId: Type.Optional(Nullable(NumberLike)),
});
export type ItemAreaBody = Static<typeof ItemAreaBodySchema>;

export const ItemSchema = Type.Object({
  itemId: Type.Integer(),
  name: Type.String(),
  barcode: Type.String(),
  categoryId: Type.Integer(),
  categoryName: Type.String(),
  itemAreaId: Type.Integer(),
  itemAreaName: Type.String(),
  locationName: Type.String(),
  unit: Type.String(),
  alertDaysBeforeExpiry: Nullable(Type.Integer()),
  /** Reordering (design: Purchasing): base units, null when unset. */
  parLevel: Nullable(Type.Number()),
  reorderPoint: Nullable(Type.Number()),
  packSize: Nullable(Type.Number()),
  packName: Nullable(Type.String()),
  preferredSupplierId: Nullable(Type.Integer()),
  preferredSupplierName: Nullable(Type.String()),
  url: Nullable(Type.String()),
  createdDate: Timestamp,
  updatedDate: Timestamp,
});
export type Item = Static<typeof ItemSchema>;
/** An item's reordering fields when none is set (design: Purchasing). */
export const NO_REORDERING = {
  parLevel: null,
  reorderPoint: null,
  packSize: null,
  packName: null,
  preferredSupplierId: null,
  preferredSupplierName: null,
} as const satisfies Partial<Item>;
export const ItemListSchema = Type.Object({
  totalCount: Type.Integer(),
  items: Type.Array(ItemSchema),
  ...SyncFields,
});
export type ItemList = Static<typeof ItemListSchema>;
/** The JSON part named itemRequest of the item multipart body. */
export const ItemRequestSchema = Type.Object({
  name: Type.Optional(Nullable(Name)),
  barcode: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
  categoryId: Type.Optional(Nullable(NumberLike)),
  alertDaysBeforeExpiry: Type.Optional(Nullable(NumberLike)),
  unit: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
  itemAreaId: Type.Optional(Nullable(NumberLike)),
  parLevel: Type.Optional(Nullable(NumberLike)),
  reorderPoint: Type.Optional(Nullable(NumberLike)),
  packSize: Type.Optional(Nullable(NumberLike)),
  packName: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
  preferredSupplierId: Type.Optional(Nullable(NumberLike)),
});
export type ItemRequest = Static<typeof ItemRequestSchema>;

export const RoleSchema = Type.Object({ RoleId: Type.Integer(), RoleName: Type.String() });
export type Role = Static<typeof RoleSchema>;
export const RoleListSchema = Type.Object({ roles: Type.Array(RoleSchema) });
export type RoleList = Static<typeof RoleListSchema>;
