import type { Queryable } from '../platform/db/Db';

type Seeded = [title: string, description: string];

/** Each item in the four languages of the cabinet (spec section 1): a reader gets those of their language. */
const ITEMS: { link: string; type: string; crmTypes: string; sidebar: boolean; order: number; texts: Record<'en' | 'ru' | 'pt-BR' | 'uk-UA', Seeded> }[] = [
  {
    link: '/payments',
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

/** Three items, each in four languages: one for everyone in the sidebar, one for YCLIENTS users only, one plain. */
export async function seedNews(tx: Queryable): Promise<void> {
  for (const item of ITEMS) {
    for (const [language, [title, description]] of Object.entries(item.texts)) {
      await tx.query(
        `insert into news (title, description, link, type, crm_types, client_types, is_sidebar_news, order_number, language)
         values ($1, $2, $3, $4, $5, '{}', $6, $7, $8)`,
        [title, description, item.link, item.type, item.crmTypes, item.sidebar, item.order, language],
      );
    }
  }
}
