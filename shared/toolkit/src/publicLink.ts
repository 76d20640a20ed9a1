/**
 * `@cabinet/toolkit/public-link`: what every client's link page (opt-out, visit, review) shares, whichever
 * remote serves it: the states it goes through before it has its data, and the account's language.
 */
export { linkStatus, type LinkStatusTexts } from './public-link/linkStatus';
export { isLinkInvalid } from './public-link/linkInvalid';
export { useAccountLanguage } from './public-link/accountLanguage';
