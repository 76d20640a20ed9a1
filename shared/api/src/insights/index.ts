/**
 * `@cabinet/api/insights`: the paths and schemas of the home page's figures and checklist, analytics,
 * conversion, RFM, cohorts and reviews (issue 17). Stateless: bundled where used, tree-shaken.
 */
export * from './paths';
export * from './schemas';
export * from './periods';
export * from './errors';
