/**
 * The phone field, an entry point of its own: only forms that take a phone number need it. Its rule comes
 * from the form (`checkPhone` of `@cabinet/api/phone`, bundled into the remote with the numbering plans).
 */
export { PhoneField } from './phoneField';
