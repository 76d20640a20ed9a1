/**
 * `@cabinet/api/widgets`: the widgets domain's contract (paths, schemas, rules, error codes), found by the
 * package's `./*` export. Stateless: bundled, tree-shaken, where used; api-server validates with it too. The
 * save of a review widget carries phones, so its request is `@cabinet/api/phone`'s (widgets/requests.ts).
 */
export * from './paths';
export * from './rules';
export * from './list';
export * from './schemas';
export * from './confirmSave';
export * from './errors';
export * from './public';
export * from './booking';
export * from './reviewsAi';
export * from './embedding';
