/**
 * `@cabinet/api/messaging`: the sending engine's contract (channels, message statuses and reasons, the
 * message log's, channel accounts' and Dialog360's paths and schemas). Stateless: bundled, tree-shaken, where
 * used.
 */
export * from './paths';
export * from './constants';
export * from './log';
export * from './publicLinks';
export * from './accounts';
export * from './dialog360';
export * from './errors';
export * from './reasonDetail';
