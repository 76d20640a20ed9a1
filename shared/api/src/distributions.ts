/**
 * `@cabinet/api/distributions`: the mass mailings' contract (limits, rules, the plan before start, zod
 * schemas). Stateless: bundled, tree-shaken, where used.
 */
export * from './distributions/rules';
export * from './distributions/plan';
export * from './distributions/schemas';
