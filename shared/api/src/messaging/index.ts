/**
 * `@cabinet/api/messaging`: the sending engine's contract (channels, message statuses and reasons, the
 * message log's schemas). Stateless: bundled, tree-shaken, where used.
 */
export * from './constants';
export * from './log';
export * from './publicLinks';
export * from './accounts';
export * from './dialog360';
export * from './errors';
