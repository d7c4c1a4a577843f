import { Type, type Static } from 'typebox';
import { Name, Nullable, NumberLike, Text, Timestamp } from './common';

/**
 * A site: a store, a bar, a kitchen (design: Sites and transfers). Site 1 "Main" always exists:
 * the migration gives it every record made before sites.
 */
export const SiteSchema = Type.Object({
  SiteId: Type.Integer(),
  Name: Type.String(),
  Address: Nullable(Type.String()),
  CreatedAt: Timestamp,
  UpdatedAt: Timestamp,
});
export type Site = Static<typeof SiteSchema>;

/** GET /sites: the sites the requesting user works at (every site for an Administrator). */
export const SiteListSchema = Type.Object({ sites: Type.Array(SiteSchema) });
export type SiteList = Static<typeof SiteListSchema>;

/**
 * GET /sites?scope=destinations (page Transfers): every site of the install, id and name only,
 * so a clerk who works at one site can send stock to any other.
 */
export const SiteListQuerySchema = Type.Object({
  scope: Type.Optional(Type.Literal('destinations')),
});
export type SiteListQuery = Static<typeof SiteListQuerySchema>;
export const SiteDestinationSchema = Type.Object({ SiteId: Type.Integer(), Name: Type.String() });
export type SiteDestination = Static<typeof SiteDestinationSchema>;
export const SiteDestinationListSchema = Type.Object({
  sites: Type.Array(SiteDestinationSchema),
});
export type SiteDestinationList = Static<typeof SiteDestinationListSchema>;

export const SiteBodySchema = Type.Object({
  name: Type.Optional(Nullable(Name)),
  address: Type.Optional(Nullable(Text)),
});
export type SiteBody = Static<typeof SiteBodySchema>;

/** A site as named on other records (a user's sites, a transfer's ends). */
export const SiteRefSchema = Type.Object({ SiteID: Type.Integer(), Name: Type.String() });
export type SiteRef = Static<typeof SiteRefSchema>;

/** GET /items/{id}/sites: one row per site, its own settings (null: none there) and stock. */
export const ItemSiteSchema = Type.Object({
  SiteID: Type.Integer(),
  Name: Type.String(),
  ItemAreaID: Nullable(Type.Integer()),
  ParLevel: Nullable(Type.Number()),
  ReorderPoint: Nullable(Type.Number()),
  OnHand: Type.Number(),
});
export type ItemSite = Static<typeof ItemSiteSchema>;
export const ItemSiteListSchema = Type.Object({ sites: Type.Array(ItemSiteSchema) });
export type ItemSiteList = Static<typeof ItemSiteListSchema>;

/** PUT /items/{id}/sites/{siteId}: the item's area, par level and reorder point at that site. */
export const ItemSiteBodySchema = Type.Object({
  itemAreaId: Type.Optional(Nullable(NumberLike)),
  parLevel: Type.Optional(Nullable(NumberLike)),
  reorderPoint: Type.Optional(Nullable(NumberLike)),
});
export type ItemSiteBody = Static<typeof ItemSiteBodySchema>;
