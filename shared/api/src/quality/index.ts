/**
 * `@cabinet/api/quality`: the quality domain's contract (paths, schemas, rules, error codes), found by the
 * package's `./*` export. Stateless: bundled where used; api-server validates with it too.
 */
export * from './paths';
export * from './rules';
export * from './schemas';
export * from './errors';
export * from './overview';
export * from './chats';
export * from './chatDetail';
