/**
 * `@cabinet/toolkit/public-link`: what every client's link page (opt-out, visit, review) shares, whichever
 * remote serves it: the states it goes through before it has its data, and the account's language.
 */
export { isLinkInvalid, linkStatus, type LinkStatusTexts } from './public-link/linkStatus';
export { useAccountLanguage } from './public-link/accountLanguage';
