import { FLOW_VARIABLES, type FlowVariable } from '@cabinet/api/flows';
import { type OrderStatus } from '@cabinet/api/business';
import type { MessageLinks } from './links';
import type { Owner, Target } from './types';

/** The owner's language as Intl names it; the demo's and the market's default is Russian. */
export function localeOf(language: string): string {
  if (language.startsWith('en')) return 'en-GB';
  if (language.startsWith('pt')) return 'pt-BR';
  if (language.startsWith('uk')) return 'uk-UA';
  return 'ru-RU';
}

type Lang = 'ru' | 'en' | 'pt' | 'uk';
const langOf = (language: string): Lang => (language.startsWith('en') ? 'en' : language.startsWith('pt') ? 'pt' : language.startsWith('uk') ? 'uk' : 'ru');

/** The order statuses as a client reads them, in the owner's language (the texts are the owner's to the clients). */
const ORDER_STATUS_LABELS: Record<Lang, Record<OrderStatus, string>> = {
  ru: {
    Unconfirmed: 'не подтверждён',
    WaitCooking: 'ожидает приготовления',
    ReadyForCooking: 'готов к приготовлению',
    CookingStarted: 'готовится',
    CookingCompleted: 'приготовлен',
    Waiting: 'ожидает выдачи',
    OnWay: 'в пути',
    Delivered: 'доставлен',
    Closed: 'выполнен',
    Cancelled: 'отменён',
  },
  en: {
    Unconfirmed: 'not confirmed',
    WaitCooking: 'waiting to be cooked',
    ReadyForCooking: 'ready for cooking',
    CookingStarted: 'being cooked',
    CookingCompleted: 'cooked',
    Waiting: 'waiting for pickup',
    OnWay: 'on its way',
    Delivered: 'delivered',
    Closed: 'completed',
    Cancelled: 'cancelled',
  },
  pt: {
    Unconfirmed: 'não confirmado',
    WaitCooking: 'aguardando preparo',
    ReadyForCooking: 'pronto para preparo',
    CookingStarted: 'em preparo',
    CookingCompleted: 'preparado',
    Waiting: 'aguardando retirada',
    OnWay: 'a caminho',
    Delivered: 'entregue',
    Closed: 'concluído',
    Cancelled: 'cancelado',
  },
  uk: {
    Unconfirmed: 'не підтверджено',
    WaitCooking: 'очікує приготування',
    ReadyForCooking: 'готове до приготування',
    CookingStarted: 'готується',
    CookingCompleted: 'приготовано',
    Waiting: 'очікує видачі',
    OnWay: 'в дорозі',
    Delivered: 'доставлено',
    Closed: 'виконано',
    Cancelled: 'скасовано',
  },
};

export function formatDate(at: Date, timeZone: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' }).format(at);
}

export function formatTime(at: Date, timeZone: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
}

function formatAmount(value: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 2 }).format(value);
}

/**
 * Every variable's value for one message (FLOW_VARIABLES; spec section 3), from the rows. A variable the
 * message has nothing for (an order's number in a visit reminder) is empty. Dates and times are the
 * branch's, written the owner's language's way.
 */
export function variableValues(input: { target: Target; owner: Owner; messageId: string; links: MessageLinks }): Record<FlowVariable, string> {
  const { target, owner, messageId, links } = input;
  const { company, client, order } = target;
  const visit = target.visit ?? null;
  const language = owner.language;
  return {
    recordDate: visit ? formatDate(visit.startsAt, company.timeZone, language) : '',
    recordTime: visit ? formatTime(visit.startsAt, company.timeZone, language) : '',
    recordForm: company.bookingUrl ?? '',
    clientName: client?.name ?? '',
    clientPhone: client?.phone ?? '',
    masterName: visit?.staffName ?? '',
    serviceTitle: visit ? visit.serviceTitles.join(', ') : '',
    reviewForm: links.reviewForm(owner, messageId),
    ignoreLink: client?.phone ? links.ignoreLink(owner, client.phone) : '',
    paymentLink: order?.paymentUrl ?? '',
    orderNum: order?.number ?? '',
    orderSum: order ? formatAmount(order.sum, language) : '',
    orderStatus: order ? ORDER_STATUS_LABELS[langOf(language)][order.status] : '',
    orderAddress: order?.address ?? '',
    companyName: company.name,
    companyAddress: company.address,
    companyPhone: company.phone ?? '',
    confirmLink: visit ? links.visitLink(owner, visit, 'confirm') : '',
    cancelLink: visit ? links.visitLink(owner, visit, 'cancel') : '',
  };
}

const KNOWN: ReadonlySet<string> = new Set(FLOW_VARIABLES);

/**
 * The links a text may carry. A text built around one ("Pay: {paymentLink}") says nothing without it, so
 * a message whose link is empty is not sent (variableEmpty); other variables read well enough empty (a
 * client without a name) and are written as they are. recordForm, the branch's online booking page
 * (companies.booking_url, given by its booking system's webhook), is not among them: the invitations to
 * come back use it, and a branch whose system gives no page still sends them, without the link.
 */
const LINK_VARIABLES: readonly FlowVariable[] = ['reviewForm', 'ignoreLink', 'paymentLink', 'confirmLink', 'cancelLink'];

/** The link variables a text uses that are empty for this message: such a text is not sent (variableEmpty). */
export function emptyLinksOf(content: string, values: Record<FlowVariable, string>): FlowVariable[] {
  const empty = new Set<FlowVariable>();
  for (const match of content.matchAll(/\{([A-Za-z][A-Za-z0-9]*)\}/g)) {
    const name = LINK_VARIABLES.find((variable) => variable === match[1]);
    if (name && values[name].trim() === '') empty.add(name);
  }
  return [...empty];
}

/** The text with each `{variable}` replaced; a marker that names no variable stays as written. */
export function renderText(content: string, values: Record<FlowVariable, string>): string {
  return content.replace(/\{([A-Za-z][A-Za-z0-9]*)\}/g, (marker, name: string) => {
    if (!KNOWN.has(name)) return marker;
    const value = Object.entries(values).find(([key]) => key === name);
    return value ? value[1] : marker;
  });
}

/** The owner's daily report's heading and lines, in the owner's language. */
const REPORT_HEADINGS: Record<Lang, (date: string, count: number) => string> = {
  ru: (date, count) => `Записи на ${date}: ${count}`,
  en: (date, count) => `Visits on ${date}: ${count}`,
  pt: (date, count) => `Agendamentos em ${date}: ${count}`,
  uk: (date, count) => `Записи на ${date}: ${count}`,
};

export function reportHeading(language: string, date: string, count: number): string {
  return REPORT_HEADINGS[langOf(language)](date, count);
}
