/**
 * The phone field, an entry point of its own: its rule brings the numbering plans and the whole
 * `@cabinet/api` (about 40 KB gzip), which only screens with a phone number need.
 */
export { PhoneField } from './phoneField';
