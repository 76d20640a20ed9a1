/**
 * The business data a connected booking or ordering system feeds the cabinet (spec sections 3 and 4):
 * the vocabulary the webhook schemas, the engine's filters and the seed share.
 */

/** Order statuses of spec section 4, as the ordering system (iiko) names them. */
export const ORDER_STATUSES = [
  'Unconfirmed',
  'WaitCooking',
  'ReadyForCooking',
  'CookingStarted',
  'CookingCompleted',
  'Waiting',
  'OnWay',
  'Delivered',
  'Closed',
  'Cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Delivery types of spec section 4. */
export const DELIVERY_TYPES = ['DeliveryByClient', 'DeliveryByCourier'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];

/** What a webhook says happened to a record or an order (Yclients' `status` of a webhook). */
export const WEBHOOK_CHANGES = ['create', 'update', 'delete'] as const;
export type WebhookChange = (typeof WEBHOOK_CHANGES)[number];
