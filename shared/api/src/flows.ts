/**
 * `@cabinet/api/flows`: the flows domain's contract (flows, templates, blacklist, short links, chatbots,
 * subscribers): constants, rules and zod schemas, which api-server validates with too. Stateless, so it is
 * not a page singleton: the remote bundles what it uses, tree-shaken. The domain's fetchers, query options
 * and hooks ship inside mf-flows (conventions: a domain's data access lives in its remote). The calls
 * whose body carries a phone are in `./phone` (their forms load the numbering plans); their request types
 * are here too, type-only, so a fetcher's signature names them.
 */
export * from './flows/constants';
export * from './flows/rules';
export * from './flows/schemas';
export * from './flows/options';
export * from './blacklist/schemas';
export * from './shortLinks/schemas';
export * from './chatbots/schemas';
export * from './subscribers/schemas';
export type { CreateFlowRequest, UpdateFlowRequest } from './flows/requests';
export type { CreateChatbotRequest, UpdateChatbotRequest } from './chatbots/requests';
export type { CreateBlacklistEntryRequest, IgnoreLinkRequest, UpdateBlacklistEntryRequest } from './blacklist/requests';
