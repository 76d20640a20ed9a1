/**
 * `@cabinet/api/business`: the business data a connected booking or ordering system feeds the cabinet
 * (order statuses, delivery types, the webhook's paths and schemas). Stateless: bundled where used.
 */
export * from './paths';
export * from './constants';
export * from './webhook';
export * from './connections';
export * from './errors';
