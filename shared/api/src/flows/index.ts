/**
 * `@cabinet/api/flows`: the flows domain's contract (flows, templates, blacklist, short links, chatbots,
 * subscribers): paths, constants, rules and zod schemas, which api-server validates with too. Stateless, so
 * it is not a page singleton: the remote bundles what it uses, tree-shaken. The domain's fetchers, query
 * options and hooks ship inside mf-flows (conventions: a domain's data access lives in its remote). The calls
 * whose body carries a phone are in `./phone` (their forms load the numbering plans); their request types are
 * here too, type-only, so a fetcher's signature names them.
 */
export * from './paths';
export * from '../blacklist/paths';
export * from '../shortLinks/paths';
export * from '../chatbots/paths';
export * from '../subscribers/paths';
export * from './constants';
export * from './rules';
export * from './schemas';
export * from './options';
export * from '../blacklist/schemas';
export * from '../shortLinks/schemas';
export * from '../chatbots/schemas';
export * from '../subscribers/schemas';
export type { CreateFlowRequest, UpdateFlowRequest } from './requests';
export type { CreateChatbotRequest, UpdateChatbotRequest } from '../chatbots/requests';
export type { CreateBlacklistEntryRequest, IgnoreLinkRequest, UpdateBlacklistEntryRequest } from '../blacklist/requests';
export * from './errors';
