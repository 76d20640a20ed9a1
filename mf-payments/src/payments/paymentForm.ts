import {
  MIN_AI_BALANCE_USD,
  MIN_MESSAGES,
  ONE_MONTH,
  SELLABLE_TARIFFS,
  TARIFFS,
  autoPayAvailable,
  periodsFor,
  type AllowedServices,
  type CoverageKind,
  type PaymentConfigInput,
} from '@cabinet/api/payments';

/** What the user has chosen on /payments; the page's one state, turned into the calls' configuration. */
export interface PaymentChoice {
  tariff: number | null;
  targetIds: string[];
  period: number;
  messageCount: number | null;
  reviewRatings: number | null;
  aiBalanceUsd: number | null;
  /** The AI assistant whose balance an AI top-up goes to (a link from its page: `?tariff=20&copilotBotId=&aiBalance=`). */
  copilotBotId: string | null;
  /** The code as applied (the field's text is the page's own until Apply). */
  promo: string;
  autoPay: boolean;
  agreed: boolean;
}

/** An AI assistant's top-up a link asked for: its id and amount (at least the minimum, else the minimum). */
export interface AskedTopUp {
  copilotBotId: string;
  usd: number;
}

export const emptyChoice = (tariff: number | null, topUp: AskedTopUp | null = null): PaymentChoice => ({
  tariff,
  targetIds: [],
  period: ONE_MONTH,
  messageCount: tariff !== null && (tariff === TARIFFS.smsModule || tariff === TARIFFS.whatsappDistribution) ? MIN_MESSAGES : null,
  reviewRatings: null,
  aiBalanceUsd: tariff === TARIFFS.aiAssistant ? Math.max(MIN_AI_BALANCE_USD, topUp?.usd ?? 0) : null,
  copilotBotId: tariff === TARIFFS.aiAssistant ? (topUp?.copilotBotId ?? null) : null,
  promo: '',
  autoPay: tariff !== TARIFFS.aiAssistant,
  agreed: false,
});

/**
 * The services this host sells (spec section 6: its allowed tariffs) that the API offers, in the host's order.
 * An AI assistant's top-up link (`aiTopUp`: from its balance, naming it) adds the AI tariff after them: the clinic and
 * mass-mailing hosts show AI assistants (section 2) without selling tariff 20, and their top-up opened the
 * host's own plan instead, so a balance there could never be topped up.
 */
export function servicesForHost(services: AllowedServices['services'], allowedTariffs: readonly number[], aiTopUp = false): AllowedServices['services'] {
  const tariffs = aiTopUp && !allowedTariffs.includes(TARIFFS.aiAssistant) ? [...allowedTariffs, TARIFFS.aiAssistant] : allowedTariffs;
  return tariffs.flatMap((tariff) => services.filter((service) => service.tariff === tariff));
}

/** The first tariff to show: the one a link asked for (a locked feature's teaser asks for Pro), if sold here; else the first. */
export function initialTariff(services: AllowedServices['services'], asked: string | null): number | null {
  const wanted = asked === null ? NaN : Number(asked);
  if (services.some((service) => service.tariff === wanted)) return wanted;
  // Unasked, the page opens on what the account already pays for (its latest paid-up-to): a renewal, whose
  // companies then read "paid up to", not another plan's "not paid" beside a paid home page.
  const paidUntil = (service: AllowedServices['services'][number]) =>
    [service.paidUpTo, ...service.targets.map((target) => target.paidUpTo)].reduce<string>((latest, date) => (date !== null && date > latest ? date : latest), '');
  const paid = services.filter((service) => paidUntil(service) !== '').sort((a, b) => (paidUntil(b) > paidUntil(a) ? 1 : paidUntil(b) < paidUntil(a) ? -1 : 0));
  return paid[0]?.tariff ?? services[0]?.tariff ?? null;
}

export function coversOf(tariff: number | null): CoverageKind | null {
  return tariff === null ? null : (SELLABLE_TARIFFS[tariff]?.covers ?? null);
}

/** Spec section 5: no plan can be selected while nothing the plan covers is chosen. */
export function needsTargets(choice: PaymentChoice): boolean {
  const covers = coversOf(choice.tariff);
  return covers !== null && covers !== 'account' && choice.targetIds.length === 0;
}

/** Auto-pay as it will be: off with a promo code and for the AI assistant, whatever the switch said. */
export function effectiveAutoPay(choice: PaymentChoice): boolean {
  return choice.tariff !== null && choice.autoPay && autoPayAvailable(choice.tariff, choice.promo !== '');
}

/** The calls' configuration, or null while the page cannot be priced (no tariff, or nothing chosen to cover). */
export function configOf(choice: PaymentChoice, userId: string): PaymentConfigInput | null {
  if (choice.tariff === null || needsTargets(choice)) return null;
  const sold = SELLABLE_TARIFFS[choice.tariff];
  if (!sold) return null;
  const ids = sold.covers === 'account' ? [] : choice.targetIds;
  const periods = periodsFor(choice.tariff);
  return {
    requireUserId: userId,
    tariff: choice.tariff,
    month: periods.includes(choice.period) ? choice.period : ONE_MONTH,
    promo: choice.promo || null,
    isAutoPay: effectiveAutoPay(choice),
    internalYclientsCompaniesIds: sold.covers === 'companies' ? ids : [],
    iikoOrganizationsIds: sold.covers === 'iikoOrganizations' ? ids : [],
    medFlexLpuIds: sold.covers === 'medflexLpus' ? ids : [],
    chatApiAccountsIds: sold.covers === 'instances' ? ids : [],
    messageCount: sold.messages ? (choice.messageCount ?? 0) : 0,
    aiReviewsCount: sold.reviews ? (choice.reviewRatings ?? 0) : 0,
    aiBalanceAmountInUsd: sold.aiBalance ? (choice.aiBalanceUsd ?? 0) : 0,
    isNewTariff: false,
    isPromotional: choice.promo !== '',
    ...(sold.aiBalance && choice.copilotBotId ? { copilotBotId: choice.copilotBotId } : {}),
  };
}
