/**
 * `@cabinet/api/admin`: the back office's contract (paths, schemas, rules, error codes), found by the
 * package's `./*` export. Stateless: bundled where used; api-server validates with it too.
 */
export * from './paths';
export * from './backOfficePaths';
export * from './rules';
export * from './userList';
export * from './schemas';
export * from './errors';
export * from './promocodes';
export * from './instances';
export * from './diagnostics';
export * from './companyStatus';
export * from './outgoing';
export * from './newClients';
export * from './accidents';
export * from './dialogues';
export * from './supportView';
export * from './newsImages';
