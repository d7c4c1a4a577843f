import type { MessageId } from '../../i18n';

/**
 * The log's words (contract: Entities, Actions) and the message that names each for a person
 * (src/i18n/messages/<lang>/activity.ts). A word not listed shows as it is.
 */
export const ENTITY_MESSAGES: Readonly<Record<string, MessageId>> = {
  item: 'activity.entity.item',
  category: 'activity.entity.category',
  department: 'activity.entity.department',
  supplier: 'activity.entity.supplier',
  'item-area': 'activity.entity.item-area',
  user: 'activity.entity.user',
  role: 'activity.entity.role',
  site: 'activity.entity.site',
  receipt: 'activity.entity.receipt',
  waste: 'activity.entity.waste',
  order: 'activity.entity.order',
  stocktake: 'activity.entity.stocktake',
  'purchase-order': 'activity.entity.purchase-order',
  transfer: 'activity.entity.transfer',
  import: 'activity.entity.import',
  session: 'activity.entity.session',
};

export const ACTION_MESSAGES: Readonly<Record<string, MessageId>> = {
  create: 'activity.action.create',
  update: 'activity.action.update',
  delete: 'activity.action.delete',
  receive: 'activity.action.receive',
  waste: 'activity.action.waste',
  confirm: 'activity.action.confirm',
  reject: 'activity.action.reject',
  count: 'activity.action.count',
  post: 'activity.action.post',
  cancel: 'activity.action.cancel',
  send: 'activity.action.send',
  approve: 'activity.action.approve',
  'sign-in': 'activity.action.sign-in',
  'sign-out': 'activity.action.sign-out',
  'sign-in-refused': 'activity.action.sign-in-refused',
  import: 'activity.action.import',
  'password-change': 'activity.action.password-change',
  'role-change': 'activity.action.role-change',
};
