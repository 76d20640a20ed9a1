/**
 * `@cabinet/api/distributions`: the mass mailings' contract (paths, limits, rules, the plan before start,
 * zod schemas). Stateless: bundled, tree-shaken, where used.
 */
export * from './paths';
export * from './rules';
export * from './plan';
export * from './schemas';
export * from './errors';
/** The wall clock of the account's zone, in which a mailing's start, end and hours are read. */
export { wallClock, zonedInstant } from '../zone';
