/** Connected booking and ordering systems (webhook.ts, connections.ts): designed in the spec's style. */
export const BUSINESS_PATHS = {
  /** GET the caller's connections, with their webhook address and secret. */
  connections: 'api/v1/Integrations/Connections',
  /** POST: a new secret; the old one stops working at once. */
  rotateSecret: 'api/v1/Integrations/Connections/:id/RotateSecret',
  /** POST without sign-in, signed with the connection's secret: one change of a record, client or order. */
  webhook: 'api/v1/Integrations/:integration/:connectionId/Webhook',
} as const;
