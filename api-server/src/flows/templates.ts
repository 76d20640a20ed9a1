import type { FlowIntegration, FlowTemplate, TemplateLanguage } from '@cabinet/api/flows';

/** What a template says in one language: the owner reads the title and description, clients get the content. */
export interface TemplateTexts {
  title: string;
  description: string;
  content: string;
  /** The texts of the template's answer buttons, in its settings' order. */
  buttons?: readonly string[];
}

/**
 * A template as this table holds it: its texts in every language of the cabinet (spec section 1), so a
 * Russian salon's flow speaks Russian. `available` depends on the asking user's tariff and is added then.
 */
export interface TemplateDefinition extends Omit<FlowTemplate, 'available' | 'integration' | 'title' | 'description' | 'content'> {
  texts: Record<TemplateLanguage, TemplateTexts>;
}

type Texts = Record<TemplateLanguage, TemplateTexts>;

/** The owner's stored language as a template language; the engine's default (Russian) when there is none. */
export function templateLanguageOf(language: string | null | undefined): TemplateLanguage {
  const value = (language ?? '').toLowerCase();
  if (value.startsWith('en')) return 'en';
  if (value.startsWith('pt')) return 'pt-BR';
  if (value.startsWith('uk')) return 'uk-UA';
  return 'ru';
}

/**
 * The language clients get a template's texts in: the account's; for an account that keeps none (the demo,
 * an account registered without one), the page's the owner works in, so a Brazilian owner's flows do not
 * speak Russian (issue 36); Russian, the engine's default, when neither is known.
 */
export function clientLanguageOf(accountLanguage: string | null | undefined, pageLanguage?: TemplateLanguage): TemplateLanguage {
  return accountLanguage ? templateLanguageOf(accountLanguage) : (pageLanguage ?? 'ru');
}

/**
 * A template as the API answers it: what the owner reads (title, description) in `readerLanguage`, what the
 * clients will receive (content, button texts) in `clientLanguage`, the account's, so the preview shows the
 * message the flow will send.
 */
export function localizedTemplate(
  template: TemplateDefinition,
  readerLanguage: TemplateLanguage,
  clientLanguage: TemplateLanguage,
): Omit<FlowTemplate, 'available' | 'integration'> {
  const { texts, settings, ...rest } = template;
  const reader = texts[readerLanguage];
  const client = texts[clientLanguage];
  const buttons = settings.buttons?.map((button, index) => ({ ...button, text: client.buttons?.[index] ?? button.text }));
  return {
    ...rest,
    title: reader.title,
    description: reader.description,
    content: client.content,
    settings: buttons ? { ...settings, buttons } : settings,
  };
}

const REMINDER_24H: Texts = {
  en: {
    title: 'Visit reminder 24 h before',
    description: 'Reminds the client of the visit a day before it, with confirm and cancel links.',
    content: '{clientName}, we are waiting for you tomorrow at {recordTime} for {serviceTitle} with {masterName}. Confirm: {confirmLink} Cancel: {cancelLink}',
  },
  ru: {
    title: 'Напоминание о визите за 24 ч',
    description: 'Напоминает клиенту о визите за день, со ссылками для подтверждения и отмены.',
    content: '{clientName}, ждём вас завтра в {recordTime} на {serviceTitle}, мастер {masterName}. Подтвердить: {confirmLink} Отменить: {cancelLink}',
  },
  'pt-BR': {
    title: 'Lembrete de visita 24 h antes',
    description: 'Lembra o cliente da visita um dia antes, com links para confirmar e cancelar.',
    content: '{clientName}, esperamos você amanhã às {recordTime} para {serviceTitle} com {masterName}. Confirmar: {confirmLink} Cancelar: {cancelLink}',
  },
  'uk-UA': {
    title: 'Нагадування про візит за 24 год',
    description: 'Нагадує клієнту про візит за день, з посиланнями для підтвердження та скасування.',
    content: '{clientName}, чекаємо на вас завтра о {recordTime} на {serviceTitle}, майстер {masterName}. Підтвердити: {confirmLink} Скасувати: {cancelLink}',
  },
};

/** The 2 h and 1 h reminders promise confirm and cancel links: their texts carry them. */
const reminderToday = (hours: 2 | 1): Texts => ({
  en: {
    title: `Visit reminder ${hours} h before`,
    description: `Reminds the client of the visit ${hours === 1 ? 'an hour' : '2 hours'} before it, with confirm and cancel links.`,
    content: '{clientName}, see you today at {recordTime}! {companyName}, {companyAddress}. Confirm: {confirmLink} Cancel: {cancelLink}',
  },
  ru: {
    title: `Напоминание о визите за ${hours} ч`,
    description: `Напоминает клиенту о визите за ${hours === 1 ? 'час' : '2 часа'}, со ссылками для подтверждения и отмены.`,
    content: '{clientName}, ждём вас сегодня в {recordTime}! {companyName}, {companyAddress}. Подтвердить: {confirmLink} Отменить: {cancelLink}',
  },
  'pt-BR': {
    title: `Lembrete de visita ${hours} h antes`,
    description: `Lembra o cliente da visita ${hours === 1 ? 'uma hora' : '2 horas'} antes, com links para confirmar e cancelar.`,
    content: '{clientName}, até hoje às {recordTime}! {companyName}, {companyAddress}. Confirmar: {confirmLink} Cancelar: {cancelLink}',
  },
  'uk-UA': {
    title: `Нагадування про візит за ${hours} год`,
    description: `Нагадує клієнту про візит за ${hours === 1 ? 'годину' : '2 години'}, з посиланнями для підтвердження та скасування.`,
    content: '{clientName}, чекаємо на вас сьогодні о {recordTime}! {companyName}, {companyAddress}. Підтвердити: {confirmLink} Скасувати: {cancelLink}',
  },
});

const visitReminder = (hours: 24 | 2 | 1): TemplateDefinition => ({
  templateType: `visitReminder${hours}h`,
  flowType: 'visitReminder',
  texts: hours === 24 ? REMINDER_24H : reminderToday(hours),
  settings: { intervalMinutes: hours * 60 },
});

const BIRTHDAY_TITLE = { en: 'Birthday greeting', ru: 'Поздравление с днём рождения', 'pt-BR': 'Parabéns de aniversário', 'uk-UA': 'Привітання з днем народження' };

const dailyReport = (description: Record<TemplateLanguage, string>): TemplateDefinition => ({
  templateType: 'dailyReport',
  flowType: 'dailyReport',
  texts: {
    en: { title: 'Daily report', description: description.en, content: 'Daily report of {companyName}.' },
    ru: { title: 'Ежедневный отчёт', description: description.ru, content: 'Ежедневный отчёт {companyName}.' },
    'pt-BR': { title: 'Relatório diário', description: description['pt-BR'], content: 'Relatório diário de {companyName}.' },
    'uk-UA': { title: 'Щоденний звіт', description: description['uk-UA'], content: 'Щоденний звіт {companyName}.' },
  },
  settings: {},
});

const BOOKING: TemplateDefinition[] = [
  visitReminder(24),
  visitReminder(2),
  visitReminder(1),
  {
    templateType: 'recordCreated',
    flowType: 'recordCreated',
    texts: {
      en: { title: 'New record', description: 'Confirms a new record as soon as it is made.', content: '{clientName}, you are booked for {serviceTitle} on {recordDate} at {recordTime} with {masterName}. Details: {recordForm}' },
      ru: { title: 'Новая запись', description: 'Подтверждает новую запись сразу после её создания.', content: '{clientName}, вы записаны на {serviceTitle} {recordDate} в {recordTime}, мастер {masterName}. Подробности: {recordForm}' },
      'pt-BR': { title: 'Novo agendamento', description: 'Confirma um novo agendamento assim que ele é feito.', content: '{clientName}, você está agendado para {serviceTitle} em {recordDate} às {recordTime} com {masterName}. Detalhes: {recordForm}' },
      'uk-UA': { title: 'Новий запис', description: 'Підтверджує новий запис одразу після його створення.', content: '{clientName}, ви записані на {serviceTitle} {recordDate} о {recordTime}, майстер {masterName}. Деталі: {recordForm}' },
    },
    settings: { delayMinutes: 0 },
  },
  {
    templateType: 'recordChanged',
    flowType: 'recordChanged',
    texts: {
      en: { title: 'Record changed', description: 'Tells the client the new date or time of a changed record.', content: '{clientName}, your record has changed: {serviceTitle} on {recordDate} at {recordTime}.' },
      ru: { title: 'Запись изменена', description: 'Сообщает клиенту новую дату или время изменённой записи.', content: '{clientName}, ваша запись изменилась: {serviceTitle} {recordDate} в {recordTime}.' },
      'pt-BR': { title: 'Agendamento alterado', description: 'Informa ao cliente a nova data ou hora de um agendamento alterado.', content: '{clientName}, seu agendamento mudou: {serviceTitle} em {recordDate} às {recordTime}.' },
      'uk-UA': { title: 'Запис змінено', description: 'Повідомляє клієнту нову дату або час зміненого запису.', content: '{clientName}, ваш запис змінився: {serviceTitle} {recordDate} о {recordTime}.' },
    },
    settings: { delayMinutes: 0 },
  },
  {
    templateType: 'recordCanceled',
    flowType: 'recordCanceled',
    texts: {
      en: { title: 'Record canceled', description: 'Confirms a cancellation and offers to book again.', content: '{clientName}, your record on {recordDate} is canceled. Book again any time: {recordForm}' },
      ru: { title: 'Запись отменена', description: 'Подтверждает отмену и предлагает записаться снова.', content: '{clientName}, ваша запись на {recordDate} отменена. Записаться снова можно в любое время: {recordForm}' },
      'pt-BR': { title: 'Agendamento cancelado', description: 'Confirma o cancelamento e oferece um novo agendamento.', content: '{clientName}, seu agendamento de {recordDate} foi cancelado. Agende de novo quando quiser: {recordForm}' },
      'uk-UA': { title: 'Запис скасовано', description: 'Підтверджує скасування й пропонує записатися знову.', content: '{clientName}, ваш запис на {recordDate} скасовано. Записатися знову можна будь-коли: {recordForm}' },
    },
    settings: { delayMinutes: 0 },
  },
  {
    templateType: 'reviewRequest',
    flowType: 'reviewRequest',
    texts: {
      en: { title: 'Review request', description: 'Asks for a review two hours after the visit.', content: '{clientName}, thank you for your visit! Please rate {masterName}: {reviewForm}', buttons: ['Everything was great'] },
      ru: { title: 'Запрос отзыва', description: 'Просит оставить отзыв через два часа после визита.', content: '{clientName}, спасибо за визит! Оцените, пожалуйста, мастера {masterName}: {reviewForm}', buttons: ['Всё было отлично'] },
      'pt-BR': { title: 'Pedido de avaliação', description: 'Pede uma avaliação duas horas após a visita.', content: '{clientName}, obrigado pela visita! Avalie {masterName}: {reviewForm}', buttons: ['Foi tudo ótimo'] },
      'uk-UA': { title: 'Запит відгуку', description: 'Просить залишити відгук через дві години після візиту.', content: '{clientName}, дякуємо за візит! Оцініть, будь ласка, майстра {masterName}: {reviewForm}', buttons: ['Усе було чудово'] },
    },
    settings: { reviewRangeMinutes: 120, buttons: [{ type: 'answer', text: 'Everything was great' }] },
  },
  {
    templateType: 'birthday',
    flowType: 'birthday',
    texts: {
      en: { title: BIRTHDAY_TITLE.en, description: 'Greets the client on their birthday.', content: 'Happy birthday, {clientName}! A gift is waiting for you at {companyName}: book here {recordForm}' },
      ru: { title: BIRTHDAY_TITLE.ru, description: 'Поздравляет клиента в день рождения.', content: 'С днём рождения, {clientName}! В {companyName} вас ждёт подарок: запишитесь здесь {recordForm}' },
      'pt-BR': { title: BIRTHDAY_TITLE['pt-BR'], description: 'Parabeniza o cliente no dia do aniversário.', content: 'Feliz aniversário, {clientName}! Um presente espera por você em {companyName}: agende aqui {recordForm}' },
      'uk-UA': { title: BIRTHDAY_TITLE['uk-UA'], description: 'Вітає клієнта в день народження.', content: 'З днем народження, {clientName}! У {companyName} на вас чекає подарунок: запишіться тут {recordForm}' },
    },
    settings: { birthdayDaysBefore: 0 },
  },
  {
    templateType: 'returnVisit',
    flowType: 'returnVisit',
    texts: {
      en: { title: 'Return visit', description: 'Invites the client back 30 days after the last visit.', content: '{clientName}, it has been a month since your last visit. Book again: {recordForm}' },
      ru: { title: 'Повторный визит', description: 'Приглашает клиента снова через 30 дней после последнего визита.', content: '{clientName}, с вашего последнего визита прошёл месяц. Записаться снова: {recordForm}' },
      'pt-BR': { title: 'Retorno', description: 'Convida o cliente a voltar 30 dias após a última visita.', content: '{clientName}, já faz um mês desde a sua última visita. Agende de novo: {recordForm}' },
      'uk-UA': { title: 'Повторний візит', description: 'Запрошує клієнта знову через 30 днів після останнього візиту.', content: '{clientName}, з вашого останнього візиту минув місяць. Записатися знову: {recordForm}' },
    },
    settings: { reminderDaysN: 30 },
  },
  {
    templateType: 'crossSell',
    flowType: 'crossSell',
    texts: {
      en: { title: 'Cross-sell', description: 'Suggests a related service a day after the visit.', content: '{clientName}, after {serviceTitle} our clients also choose our care programme. Book: {recordForm}' },
      ru: { title: 'Допродажа', description: 'Предлагает сопутствующую услугу через день после визита.', content: '{clientName}, после услуги «{serviceTitle}» наши клиенты выбирают и программу ухода. Записаться: {recordForm}' },
      'pt-BR': { title: 'Venda cruzada', description: 'Sugere um serviço relacionado um dia após a visita.', content: '{clientName}, depois de {serviceTitle} nossos clientes também escolhem o programa de cuidados. Agende: {recordForm}' },
      'uk-UA': { title: 'Додатковий продаж', description: 'Пропонує супутню послугу через день після візиту.', content: '{clientName}, після послуги «{serviceTitle}» наші клієнти обирають і програму догляду. Записатися: {recordForm}' },
    },
    settings: { delayMinutes: 1440 },
  },
  dailyReport({
    en: "Sends the owner the day's records and reviews every evening.",
    ru: 'Каждый вечер присылает владельцу записи и отзывы за день.',
    'pt-BR': 'Envia ao dono os agendamentos e avaliações do dia todas as noites.',
    'uk-UA': 'Щовечора надсилає власнику записи й відгуки за день.',
  }),
  {
    templateType: 'retryNotify',
    flowType: 'retryNotify',
    texts: {
      en: { title: 'Repeat notification', description: 'Repeats an unanswered reminder after a few days.', content: '{clientName}, we have not heard from you. Book your next visit: {recordForm}' },
      ru: { title: 'Повторное уведомление', description: 'Повторяет напоминание без ответа через несколько дней.', content: '{clientName}, мы не получили от вас ответа. Запишитесь на следующий визит: {recordForm}' },
      'pt-BR': { title: 'Notificação repetida', description: 'Repete um lembrete sem resposta após alguns dias.', content: '{clientName}, não tivemos notícias suas. Agende sua próxima visita: {recordForm}' },
      'uk-UA': { title: 'Повторне сповіщення', description: 'Повторює нагадування без відповіді через кілька днів.', content: '{clientName}, ми не отримали від вас відповіді. Запишіться на наступний візит: {recordForm}' },
    },
    settings: { retryDays: 3 },
  },
  {
    templateType: 'retryNotifyRange',
    flowType: 'retryNotifyRange',
    texts: {
      en: { title: 'Win back lost clients', description: 'Writes to clients who have not come for a while, up to 200 a day.', content: '{clientName}, we miss you! Come back to {companyName}: {recordForm}' },
      ru: { title: 'Возврат ушедших клиентов', description: 'Пишет клиентам, которые давно не приходили, до 200 в день.', content: '{clientName}, мы скучаем! Возвращайтесь в {companyName}: {recordForm}' },
      'pt-BR': { title: 'Recuperar clientes perdidos', description: 'Escreve para clientes que não vêm há algum tempo, até 200 por dia.', content: '{clientName}, sentimos sua falta! Volte para {companyName}: {recordForm}' },
      'uk-UA': { title: 'Повернення втрачених клієнтів', description: 'Пише клієнтам, які давно не приходили, до 200 на день.', content: '{clientName}, ми сумуємо! Повертайтеся до {companyName}: {recordForm}' },
    },
    settings: { dayRange: 90, notificationsPerDay: 200 },
  },
];

const IIKO: TemplateDefinition[] = [
  {
    templateType: 'abandonedCart',
    flowType: 'abandonedCart',
    texts: {
      en: { title: 'Abandoned cart', description: 'Reminds a guest of an order left unfinished an hour ago.', content: '{clientName}, your order is still waiting. Finish it here: {paymentLink}' },
      ru: { title: 'Брошенная корзина', description: 'Напоминает гостю о заказе, не оформленном час назад.', content: '{clientName}, ваш заказ всё ещё ждёт. Завершите его здесь: {paymentLink}' },
      'pt-BR': { title: 'Carrinho abandonado', description: 'Lembra o cliente de um pedido não finalizado há uma hora.', content: '{clientName}, seu pedido ainda está esperando. Finalize aqui: {paymentLink}' },
      'uk-UA': { title: 'Покинутий кошик', description: 'Нагадує гостю про замовлення, не оформлене годину тому.', content: '{clientName}, ваше замовлення досі чекає. Завершіть його тут: {paymentLink}' },
    },
    settings: { delayMinutes: 60 },
  },
  {
    templateType: 'orderReview',
    flowType: 'reviewRequest',
    texts: {
      en: { title: 'Order review', description: 'Asks for a review of the delivered order.', content: '{clientName}, how was order {orderNum}? Rate it: {reviewForm}' },
      ru: { title: 'Отзыв о заказе', description: 'Просит оценить доставленный заказ.', content: '{clientName}, как вам заказ {orderNum}? Оцените его: {reviewForm}' },
      'pt-BR': { title: 'Avaliação do pedido', description: 'Pede uma avaliação do pedido entregue.', content: '{clientName}, como foi o pedido {orderNum}? Avalie: {reviewForm}' },
      'uk-UA': { title: 'Відгук про замовлення', description: 'Просить оцінити доставлене замовлення.', content: '{clientName}, як вам замовлення {orderNum}? Оцініть його: {reviewForm}' },
    },
    settings: { reviewRangeMinutes: 60 },
  },
  {
    templateType: 'birthday',
    flowType: 'birthday',
    texts: {
      en: { title: BIRTHDAY_TITLE.en, description: 'Greets a guest three days before their birthday with a gift.', content: '{clientName}, your birthday is coming! A dessert is on us with your next order.' },
      ru: { title: BIRTHDAY_TITLE.ru, description: 'Поздравляет гостя за три дня до дня рождения и дарит подарок.', content: '{clientName}, скоро ваш день рождения! Десерт к следующему заказу — от нас.' },
      'pt-BR': { title: BIRTHDAY_TITLE['pt-BR'], description: 'Parabeniza o cliente três dias antes do aniversário com um presente.', content: '{clientName}, seu aniversário está chegando! A sobremesa do próximo pedido é por nossa conta.' },
      'uk-UA': { title: BIRTHDAY_TITLE['uk-UA'], description: 'Вітає гостя за три дні до дня народження й дарує подарунок.', content: '{clientName}, скоро ваш день народження! Десерт до наступного замовлення — від нас.' },
    },
    settings: { birthdayDaysBefore: 3 },
  },
  {
    templateType: 'returnVisit',
    flowType: 'returnVisit',
    texts: {
      en: { title: 'Come back', description: 'Invites a guest back 30 days after the last order.', content: '{clientName}, we have not seen you for a month. Order again at {companyName}!' },
      ru: { title: 'Возвращайтесь', description: 'Приглашает гостя снова через 30 дней после последнего заказа.', content: '{clientName}, мы не виделись целый месяц. Закажите снова в {companyName}!' },
      'pt-BR': { title: 'Volte sempre', description: 'Convida o cliente a voltar 30 dias após o último pedido.', content: '{clientName}, faz um mês que não nos vemos. Peça de novo em {companyName}!' },
      'uk-UA': { title: 'Повертайтеся', description: 'Запрошує гостя знову через 30 днів після останнього замовлення.', content: '{clientName}, ми не бачилися цілий місяць. Замовте знову в {companyName}!' },
    },
    settings: { reminderDaysN: 30 },
  },
  dailyReport({
    en: "Sends the owner the day's orders every evening.",
    ru: 'Каждый вечер присылает владельцу заказы за день.',
    'pt-BR': 'Envia ao dono os pedidos do dia todas as noites.',
    'uk-UA': 'Щовечора надсилає власнику замовлення за день.',
  }),
];

const API: TemplateDefinition[] = [
  visitReminder(24),
  {
    templateType: 'webhook',
    flowType: 'webhook',
    texts: {
      en: { title: 'Message on an API event', description: 'Sends a message whenever your system calls the webhook.', content: '{clientName}, {orderStatus}' },
      ru: { title: 'Сообщение по событию API', description: 'Отправляет сообщение каждый раз, когда ваша система вызывает вебхук.', content: '{clientName}, {orderStatus}' },
      'pt-BR': { title: 'Mensagem em um evento da API', description: 'Envia uma mensagem sempre que o seu sistema chama o webhook.', content: '{clientName}, {orderStatus}' },
      'uk-UA': { title: 'Повідомлення за подією API', description: 'Надсилає повідомлення щоразу, коли ваша система викликає вебхук.', content: '{clientName}, {orderStatus}' },
    },
    settings: {},
  },
  {
    templateType: 'sms',
    flowType: 'sms',
    texts: {
      en: { title: 'SMS notification', description: 'Sends an SMS on an API event.', content: '{companyName}: {orderStatus}' },
      ru: { title: 'SMS-уведомление', description: 'Отправляет SMS по событию API.', content: '{companyName}: {orderStatus}' },
      'pt-BR': { title: 'Notificação por SMS', description: 'Envia um SMS em um evento da API.', content: '{companyName}: {orderStatus}' },
      'uk-UA': { title: 'SMS-сповіщення', description: 'Надсилає SMS за подією API.', content: '{companyName}: {orderStatus}' },
    },
    settings: {},
  },
  {
    templateType: 'reviewRequest',
    flowType: 'reviewRequest',
    texts: {
      en: { title: 'Review request', description: 'Asks for a review after the order.', content: '{clientName}, please rate us: {reviewForm}' },
      ru: { title: 'Запрос отзыва', description: 'Просит оставить отзыв после заказа.', content: '{clientName}, оцените нас, пожалуйста: {reviewForm}' },
      'pt-BR': { title: 'Pedido de avaliação', description: 'Pede uma avaliação após o pedido.', content: '{clientName}, avalie-nos, por favor: {reviewForm}' },
      'uk-UA': { title: 'Запит відгуку', description: 'Просить залишити відгук після замовлення.', content: '{clientName}, оцініть нас, будь ласка: {reviewForm}' },
    },
    settings: { reviewRangeMinutes: 120 },
  },
];

/**
 * The templates of each integration (spec section 2: /templates/{integration}). Altegio is the same
 * booking system as YCLIENTS abroad, so it offers the same set.
 */
export const FLOW_TEMPLATES: Record<FlowIntegration, readonly TemplateDefinition[]> = {
  yclients: BOOKING,
  altegio: BOOKING,
  iikocrm: IIKO,
  apicrm: API,
};

export function findTemplate(integration: FlowIntegration, templateType: string): TemplateDefinition | null {
  return FLOW_TEMPLATES[integration].find((template) => template.templateType === templateType) ?? null;
}
