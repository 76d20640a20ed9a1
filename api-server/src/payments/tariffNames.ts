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
