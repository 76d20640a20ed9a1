/**
 * `@cabinet/api/account`: the account's settings, quick starts and marketplace registration (mf-auth's
 * screens beyond sign-in; the session's own paths are core's `PATHS`). Stateless: bundled where used. The
 * phone change's request carries a phone, so it is in `@cabinet/api/phone`; its state and code are here too.
 */
export * from './paths';
export * from './settings';
export * from './quickStart';
export * from './marketplace';
export * from './phoneCode';
