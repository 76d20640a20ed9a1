import type { Queryable } from '../platform/db/Db';

type Seeded = [title: string, description: string];

/** Each item in the four languages of the cabinet (spec section 1): a reader gets those of their language. */
const ITEMS: { link: string; type: string; crmTypes: string; sidebar: boolean; order: number; banner?: string; texts: Record<'en' | 'ru' | 'pt-BR' | 'uk-UA', Seeded> }[] = [
  {
    link: '/payments',
    banner: '#0958d9',
    type: 'Event',
    crmTypes: '{}',
    sidebar: true,
    order: 1,
    texts: {
      en: ['Message packages at a discount', 'Top up before the end of the month and get bonus messages.'],
      ru: ['Пакеты сообщений со скидкой', 'Пополните баланс до конца месяца и получите бонусные сообщения.'],
      'pt-BR': ['Pacotes de mensagens com desconto', 'Recarregue até o fim do mês e ganhe mensagens de bônus.'],
      'uk-UA': ['Пакети повідомлень зі знижкою', 'Поповніть баланс до кінця місяця й отримайте бонусні повідомлення.'],
    },
  },
  {
    link: '/chatbots/booking',
    type: 'Info',
    crmTypes: '{yclients}',
    sidebar: false,
    order: 2,
    texts: {
      en: ['YCLIENTS: visit confirmation chatbot', 'Clients can now confirm or cancel a visit by answering the reminder.'],
      ru: ['YCLIENTS: чат-бот подтверждения визита', 'Клиенты теперь могут подтвердить или отменить визит, ответив на напоминание.'],
      'pt-BR': ['YCLIENTS: chatbot de confirmação de visita', 'Os clientes agora podem confirmar ou cancelar a visita respondendo ao lembrete.'],
      'uk-UA': ['YCLIENTS: чат-бот підтвердження візиту', 'Клієнти тепер можуть підтвердити або скасувати візит, відповівши на нагадування.'],
    },
  },
  {
    link: '/insights',
    banner: '#237804',
    type: 'Info',
    crmTypes: '{}',
    sidebar: false,
    order: 3,
    texts: {
      en: ['New analytics reports', 'RFM segments and cohorts are now in Insights.'],
      ru: ['Новые отчёты аналитики', 'RFM-сегменты и когорты теперь в разделе «Аналитика».'],
      'pt-BR': ['Novos relatórios de análise', 'Segmentos RFM e coortes agora estão em Análises.'],
      'uk-UA': ['Нові звіти аналітики', 'RFM-сегменти та когорти тепер у розділі «Аналітика».'],
    },
  },
];

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A news image drawn inline (a `data:` SVG with the title on the colour), so the demo's carousel needs no
 * image host; a super-admin's items give http(s) addresses.
 */
export function bannerImage(title: string, colour: string, width: number, height: number): string {
  // Fits the title on one line: a sans-serif letter is about 0.55 of its size wide.
  const size = Math.round(Math.min(height / 6, (width * 0.9) / (0.55 * title.length)));
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="${colour}"/>` +
    `<text x="${Math.round(width * 0.05)}" y="${height / 2}" dominant-baseline="middle" font-family="sans-serif" font-size="${size}" fill="#fff">${escapeXml(title)}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/**
 * Three items, each in four languages: one for everyone in the sidebar, one for YCLIENTS users only, one plain;
 * two of them with mobile and desktop images, which home shows as a carousel.
 */
export async function seedNews(tx: Queryable): Promise<void> {
  for (const item of ITEMS) {
    for (const [language, [title, description]] of Object.entries(item.texts)) {
      const images = item.banner ? [bannerImage(title, item.banner, 600, 300), bannerImage(title, item.banner, 1200, 200)] : [null, null];
      await tx.query(
        `insert into news (title, description, link, type, crm_types, mobile_image, desktop_image, client_types, is_sidebar_news, order_number, language)
         values ($1, $2, $3, $4, $5, $6, $7, '{}', $8, $9, $10)`,
        [title, description, item.link, item.type, item.crmTypes, ...images, item.sidebar, item.order, language],
      );
    }
  }
}
