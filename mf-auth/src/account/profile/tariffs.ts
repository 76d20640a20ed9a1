import type { MessageDescriptor } from '@cabinet/i18n';

/** The tariff codes of spec section 4 that it names; other codes show their number. */
const TARIFFS: Readonly<Record<number, MessageDescriptor>> = {
  0: /*i18n*/ { id: 'auth.tariff.0', message: 'Booking system, base' },
  1: /*i18n*/ { id: 'auth.tariff.1', message: 'Booking system, Pro' },
  2: /*i18n*/ { id: 'auth.tariff.2', message: 'Test' },
  3: /*i18n*/ { id: 'auth.tariff.3', message: 'amoCRM' },
  4: /*i18n*/ { id: 'auth.tariff.4', message: 'iiko, base' },
  5: /*i18n*/ { id: 'auth.tariff.5', message: 'iiko, extended' },
  9: /*i18n*/ { id: 'auth.tariff.9', message: 'Chatwoot' },
  13: /*i18n*/ { id: 'auth.tariff.13', message: 'WhatsApp mailings' },
  14: /*i18n*/ { id: 'auth.tariff.14', message: 'SMS module' },
  15: /*i18n*/ { id: 'auth.tariff.15', message: 'API' },
  16: /*i18n*/ { id: 'auth.tariff.16', message: 'Analytics' },
  17: /*i18n*/ { id: 'auth.tariff.17', message: 'Feedback and reputation' },
  18: /*i18n*/ { id: 'auth.tariff.18', message: 'Yelp' },
  19: /*i18n*/ { id: 'auth.tariff.19', message: 'One rouble' },
  20: /*i18n*/ { id: 'auth.tariff.20', message: 'AI assistant' },
  21: /*i18n*/ { id: 'auth.tariff.21', message: 'AI, small' },
  22: /*i18n*/ { id: 'auth.tariff.22', message: 'AI, medium' },
  23: /*i18n*/ { id: 'auth.tariff.23', message: 'AI, large' },
  25: /*i18n*/ { id: 'auth.tariff.25', message: 'Medflex' },
};
const UNNAMED: MessageDescriptor = /*i18n*/ { id: 'auth.tariff.unnamed', message: 'Tariff {code}' };

/** The tariff's name and the values it names, or null without a tariff. */
export function tariffName(code: number | null): { descriptor: MessageDescriptor; values?: Record<string, number> } | null {
  if (code === null) return null;
  const named = TARIFFS[code];
  return named ? { descriptor: named } : { descriptor: UNNAMED, values: { code } };
}
