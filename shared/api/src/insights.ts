/**
 * `@cabinet/api/insights`: the home page's figures and checklist, analytics, conversion, RFM, cohorts and
 * reviews (issue 17). Stateless: bundled where used, tree-shaken.
 */
export * from './insights/schemas';
export * from './insights/periods';
