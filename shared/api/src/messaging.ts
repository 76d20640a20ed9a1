/**
 * `@cabinet/api/messaging`: the sending engine's contract (channels, message statuses and reasons, the
 * message log's schemas). Stateless: bundled, tree-shaken, where used.
 */
export * from './messaging/constants';
export * from './messaging/log';
export * from './messaging/publicLinks';
export * from './messaging/accounts';
export * from './messaging/dialog360';
