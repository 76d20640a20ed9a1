/**
 * `@cabinet/api/insights`: the home page's figures and checklist, analytics, conversion, RFM, cohorts and
 * reviews (issue 17). Stateless: bundled where used, tree-shaken.
 */
export * from './schemas';
export * from './periods';
export * from './errors';
