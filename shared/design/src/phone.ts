/**
 * The phone field, an entry point of its own: its rule brings `@cabinet/api/phone` and its numbering
 * plans (about 28 KB gzip), which only forms that take a phone number need.
 */
export { PhoneField } from './phoneField';
