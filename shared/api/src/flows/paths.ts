/**
 * The flows domain's paths: not shown in the spec, designed in its style (see schemas.ts). A `:name`
 * segment is a parameter: api-server registers the path as it is, clients fill it with fillPath.
 */
export const FLOWS_PATHS = {
  /** GET a page of the list; POST a blank flow. */
  list: 'api/v1/Workflows',
  /** GET, PATCH, DELETE one flow. */
  one: 'api/v1/Workflows/:id',
  pause: 'api/v1/Workflows/:id/Pause',
  resume: 'api/v1/Workflows/:id/Resume',
  duplicate: 'api/v1/Workflows/:id/Duplicate',
  mode: 'api/v1/Workflows/:id/Mode',
  conversion: 'api/v1/Workflows/:id/Conversion',
  recipients: 'api/v1/Workflows/:id/Recipients',
  /** GET whom the flow would reach in the next 24 hours if live (asked before going live). */
  reach: 'api/v1/Workflows/:id/Reach',
  bulkPause: 'api/v1/Workflows/Bulk/Pause',
  bulkResume: 'api/v1/Workflows/Bulk/Resume',
  bulkDelete: 'api/v1/Workflows/Bulk/Delete',
  bulkMode: 'api/v1/Workflows/Bulk/Mode',
  /** POST offers flows to another user; nothing reaches their account until they accept. */
  transfer: 'api/v1/Workflows/Transfer',
  /** GET the offers waiting for the caller's answer. */
  incomingTransfers: 'api/v1/Workflows/Transfers/Incoming',
  /** POST the receiver takes the offered flows (moved or copied then). */
  acceptTransfer: 'api/v1/Workflows/Transfers/:id/Accept',
  /** POST the receiver refuses: nothing changes for either side. */
  declineTransfer: 'api/v1/Workflows/Transfers/:id/Decline',
  texts: 'api/v1/Workflows/Texts',
} as const;

/** A flow's message templates, per integration. */
export const TEMPLATES_PATHS = {
  list: 'api/v1/Templates/:integration',
  add: 'api/v1/Templates/:integration/Add/:templateType',
} as const;

/** What a flow's filters and a chatbot pick from (options.ts): the account's services, masters, branches, channels. */
export const FLOW_OPTIONS_PATHS = {
  list: 'api/v1/FlowOptions/:kind',
} as const;
