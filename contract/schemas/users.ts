import { Type, type Static } from 'typebox';
import { Name, Nullable, NumberLike, Timestamp } from './common';
import { RoleSchema } from './reference';
import { SiteRefSchema } from './sites';

export const LoginBodySchema = Type.Object({
  name: Type.Optional(Nullable(Name)),
  password: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
});
export type LoginBody = Static<typeof LoginBodySchema>;

export const LoginResponseSchema = Type.Object({
  accessToken: Type.String(),
  role: Type.Object({ roleId: Type.Integer(), name: Type.String() }),
  name: Type.String(),
});
export type LoginResponse = Static<typeof LoginResponseSchema>;

/**
 * GET /me/outbox-key (issue 32): the signed-in user's own outbox key, an AES-256-GCM key in
 * base64url, the same at every ask. A device keeps it only while the user is signed in and seals
 * their unsent submissions with it at Sign Out, so the next person at the device cannot read them.
 */
export const OutboxKeySchema = Type.Object({
  key: Type.String({ pattern: '^[A-Za-z0-9_-]{43}$' }),
});
export type OutboxKey = Static<typeof OutboxKeySchema>;

const SiteIds = Type.Array(NumberLike, { maxItems: 1000 });

export const UserSchema = Type.Object({
  userId: Type.Integer(),
  name: Type.String(),
  role: RoleSchema,
  createdDate: Timestamp,
  updatedDate: Timestamp,
  /**
   * The sites the user works at (design: Sites and transfers); empty: every site. Only once
   * the install has several sites (the record and the list's rows).
   */
  Sites: Type.Optional(Type.Array(SiteRefSchema)),
});
export type User = Static<typeof UserSchema>;

/** users is present only for roles with the Users page; every role reads totalCount. */
export const UserListSchema = Type.Object({
  totalCount: Type.Integer(),
  users: Type.Optional(Type.Array(UserSchema)),
});
export type UserList = Static<typeof UserListSchema>;

export const UserCreateBodySchema = Type.Object({
  name: Type.Optional(Nullable(Name)),
  password: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
  roleId: Type.Optional(Nullable(NumberLike)),
  /** The sites the user works at; empty or left out: every site. */
  siteIds: Type.Optional(Nullable(SiteIds)),
});
export type UserCreateBody = Static<typeof UserCreateBodySchema>;

export const UserUpdateBodySchema = Type.Object({
  name: Type.Optional(Nullable(Name)),
  roleId: Type.Optional(Nullable(NumberLike)),
  /** Left out: the user's sites stay as they are; empty: every site. */
  siteIds: Type.Optional(Nullable(SiteIds)),
});
export type UserUpdateBody = Static<typeof UserUpdateBodySchema>;

export const ChangePasswordBodySchema = Type.Object({
  password: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
});
export type ChangePasswordBody = Static<typeof ChangePasswordBodySchema>;
