/** Insights (schemas.ts): home figures, checklist, analytics, conversion, RFM, cohorts, reviews; designed in the spec's style. */
export const INSIGHTS_PATHS = {
  home: 'api/v1/Insights/Home',
  checklist: 'api/v1/Insights/Checklist',
  gift: 'api/v1/Insights/Checklist/Gift',
  analytics: 'api/v1/Insights/Analytics',
  revenue: 'api/v1/Insights/Revenue',
  conversion: 'api/v1/Insights/Conversion',
  rfmDashboards: 'api/v1/Insights/Rfm/Dashboards',
  rfmDashboard: 'api/v1/Insights/Rfm/Dashboards/:id',
  rfmClients: 'api/v1/Insights/Rfm/Dashboards/:id/Clients',
  rfmRecipients: 'api/v1/Insights/Rfm/Dashboards/:id/Recipients',
  cohorts: 'api/v1/Insights/Cohorts',
  reviews: 'api/v1/Insights/Reviews',
  /** GET: the areas the caller's booking-system rights deny (staff without access). */
  access: 'api/v1/Insights/Access',
} as const;
