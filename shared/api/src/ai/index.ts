/**
 * `@cabinet/api/ai`: the AI assistants' contract (paths, schemas, rules, error codes), found by the package's
 * `./*` export. Stateless: bundled, tree-shaken, where used; api-server validates with it too.
 */
export * from './paths';
export * from './rules';
export * from './schemas';
export * from './errors';
export * from './knowledge';
export * from './testChat';
export * from './publicChat';
export * from './publicPaths';
export * from './topUp';
export * from './dialogues';
export * from './salonPlugin';
export * from './medflexPlugin';
export * from './flowerShopPlugin';
export * from './sendFilePlugin';
