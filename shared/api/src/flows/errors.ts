/**
 * The error codes of the flows entry (flows, templates, blacklist, short links, chatbots). The platform's codes (errorBody.ts) are shared; these
 * are this entry's own, added to `ApiErrorCode` by the declaration below, so a domain's codes change
 * only its own files.
 */
export const FLOW_ERROR_CODES = [
  'FLOW_NOT_FOUND',
  'FLOW_UNAVAILABLE_IN_TARIFF',
  'FLOW_INVALID_STATE',
  'TARGET_USER_NOT_FOUND',
  'TRANSFER_NOT_FOUND',
  'TEMPLATE_NOT_FOUND',
  'BLACKLIST_ENTRY_NOT_FOUND',
  'BLACKLIST_ENTRY_EXISTS',
  'IGNORE_LINK_INVALID',
  'SHORT_LINK_NOT_FOUND',
  'CHATBOT_NOT_FOUND',
] as const;
export type FlowErrorCode = (typeof FLOW_ERROR_CODES)[number];

declare module '../errorBody' {
  interface ApiErrorCodes {
    flows: FlowErrorCode;
  }
}
