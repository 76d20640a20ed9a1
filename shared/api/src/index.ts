/**
 * The HTTP contract and its client, whole: `./core` (what the sign-in page needs) plus the phone rules,
 * registration and every domain's schemas, fetchers and query factories.
 */
export * from './core';
export { checkPhone, normalizePhone, phoneSchema } from './phone';
export * from './paging';
export * from './account/registration';
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
