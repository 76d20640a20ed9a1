/**
 * The HTTP contract and its client: `./core` (what the sign-in page needs) plus every domain's schemas,
 * fetchers and query factories. The calls whose body carries a phone, and the phone rules they check it
 * with, are in `./phone`: only their forms load the numbering plans. Their request types are here too
 * (type-only), so a fetcher's signature names them.
 */
export * from './core';
export * from './paging';
export * from './flows/constants';
export * from './flows/rules';
export * from './flows/schemas';
export * from './flows/flows';
export * from './blacklist/schemas';
export * from './blacklist/blacklist';
export * from './shortLinks/schemas';
export * from './shortLinks/shortLinks';
export * from './chatbots/schemas';
export * from './chatbots/chatbots';
export * from './subscribers/schemas';
export * from './subscribers/subscribers';
export type { RegisterRequest } from './account/registration';
export type { CreateFlowRequest, UpdateFlowRequest } from './flows/requests';
export type { CreateChatbotRequest, UpdateChatbotRequest } from './chatbots/requests';
export type { CreateBlacklistEntryRequest, IgnoreLinkRequest, UpdateBlacklistEntryRequest } from './blacklist/requests';
