/**
 * `@cabinet/api/phone`: the phone rules (libphonenumber's numbering plans, about 19 KB gzip, shared
 * page-wide by the federation config as a library, not a singleton) and every call whose body carries a
 * phone: registration's schema, a flow's settings (a call button), a chatbot, a blacklist entry and its
 * opt-out link. Its own entry point, so the plans load with the first form that takes a phone, and neither the sign-in page (`./core`) nor the lists (`./flows`) pay for
 * them. The answers' phones are stored E.164 strings: reading them needs no plan.
 */
export { checkPhone, normalizeListPhone, normalizePhone, phoneAsTypedIn, phoneSchema, type PhoneCountry } from './phoneRules';
export * from './account/registration';
export * from './flows/requests';
export * from './chatbots/requests';
export * from './blacklist/requests';
export * from './account/phoneChange';
export * from './widgets/requests';
export * from './ai/pluginRequests';
