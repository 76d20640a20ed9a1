/**
 * `@cabinet/api/business`: the business data a connected booking or ordering system feeds the cabinet
 * (order statuses, delivery types, the webhook's schemas). Stateless: bundled where used.
 */
export * from './business/constants';
export * from './business/webhook';
export * from './business/connections';
