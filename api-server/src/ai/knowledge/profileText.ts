import type { AiLanguage, CompanyProfile, PaymentMethod } from '@cabinet/api/ai';
import { textsIn } from '../../platform/texts/texts';

/*
 * The company profile as the knowledge base indexes it (issue 33): one passage a field, in the assistant's
 * language, each led by the words a client asks it with ("where", "when are you open", "pay by card"), so
 * full-text search finds it and the model (the stand-in quotes a whole passage) cites it.
 */

const messages = {
  name: /*i18n*/ { id: 'api.ai.profile.name', message: 'Company: {name}' },
  address: /*i18n*/ { id: 'api.ai.profile.address', message: 'Address, where we are located and how to find us: {address}' },
  workHours: /*i18n*/ { id: 'api.ai.profile.workHours', message: 'Work hours, when we are open: {hours}' },
  links: /*i18n*/ { id: 'api.ai.profile.links', message: 'Links, our site and pages: {links}' },
  payment: /*i18n*/ { id: 'api.ai.profile.payment', message: 'Payment methods, how you can pay: {methods}' },
};

const METHODS: Record<PaymentMethod, { id: string; message: string }> = {
  cash: /*i18n*/ { id: 'api.ai.profile.method.cash', message: 'cash' },
  card: /*i18n*/ { id: 'api.ai.profile.method.card', message: 'bank card' },
  layaway: /*i18n*/ { id: 'api.ai.profile.method.layaway', message: 'layaway (pay in instalments)' },
  qr: /*i18n*/ { id: 'api.ai.profile.method.qr', message: 'QR code' },
};

/** The profile's passages, one a filled field, in the order a reader expects them. */
export function profilePassages(profile: Pick<CompanyProfile, 'name' | 'address' | 'workHours' | 'links' | 'paymentMethods'>, language: AiLanguage): string[] {
  const t = textsIn(language);
  const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' / ').trim();
  return [
    t(messages.name, { name: oneLine(profile.name) }),
    ...(profile.address.trim() === '' ? [] : [t(messages.address, { address: oneLine(profile.address) })]),
    ...(profile.workHours.trim() === '' ? [] : [t(messages.workHours, { hours: oneLine(profile.workHours) })]),
    ...(profile.links.length === 0 ? [] : [t(messages.links, { links: profile.links.join(', ') })]),
    ...(profile.paymentMethods.length === 0 ? [] : [t(messages.payment, { methods: profile.paymentMethods.map((method) => t(METHODS[method])).join(', ') })]),
  ];
}
