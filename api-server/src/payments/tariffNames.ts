import type { PaymentProvider } from '@cabinet/api/payments';

/** The tariffs' names as an invoice prints them (a Russian bank invoice is in Russian). */
export const TARIFF_NAMES_RU: Readonly<Record<number, string>> = {
  0: 'Система записи: базовый',
  1: 'Система записи: Pro',
  3: 'amoCRM',
  4: 'iiko: базовый',
  5: 'iiko: расширенный',
  9: 'Chatwoot',
  13: 'Рассылки WhatsApp',
  14: 'SMS-модуль',
  15: 'API',
  16: 'Аналитика',
  17: 'Отзывы и репутация',
  19: 'Тариф за один рубль',
  20: 'ИИ-ассистент',
  25: 'Medflex',
};

/** The same in English, as mf-payments's catalogue writes them in English (payments.tariff.*). */
export const TARIFF_NAMES_EN: Readonly<Record<number, string>> = {
  0: 'Booking system: base',
  1: 'Booking system: Pro',
  2: 'Test',
  3: 'amoCRM',
  4: 'iiko: base',
  5: 'iiko: extended',
  9: 'Chatwoot',
  13: 'WhatsApp distribution',
  14: 'SMS module',
  15: 'API',
  16: 'Analytics',
  17: 'Feedback and reputation',
  19: 'One-rouble plan',
  20: 'AI assistant',
  25: 'Medflex',
};

/**
 * What a provider shows the payer and prints on the statement (issue 36: it said "Cabinet: tariff 1"): the
 * tariff's name, in Russian for the widget provider (roubles, Russian-speaking payers), else in English.
 */
export function providerDescription(provider: PaymentProvider, tariff: number, suffix?: { ru: string; en: string }): string {
  const russian = provider === 'YoomoneyPay';
  const name = (russian ? TARIFF_NAMES_RU : TARIFF_NAMES_EN)[tariff] ?? (russian ? `тариф ${tariff}` : `tariff ${tariff}`);
  const extra = suffix ? `, ${russian ? suffix.ru : suffix.en}` : '';
  return `${russian ? 'Кабинет' : 'Cabinet'}: ${name}${extra}`;
}
