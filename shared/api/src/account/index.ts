/**
 * `@cabinet/api/account`: the account's settings, quick starts and marketplace registration (mf-auth's
 * screens beyond sign-in; the session's own paths are core's `PATHS`). Stateless: bundled where used. The
 * phone change's calls carry a phone, so they are in `@cabinet/api/phone`.
 */
export * from './paths';
export * from './settings';
export * from './quickStart';
export * from './marketplace';
