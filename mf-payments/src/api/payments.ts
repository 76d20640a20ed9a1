import { useEffect } from 'react';
import { keepPreviousData, queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { fillPath, searchParamsOf, useApiClient, type ApiClient, type PageParams } from '@cabinet/api/core';
import {
  allowedServicesSchema,
  bankInvoiceSchema,
  checkoutPaymentSchema,
  offerResultSchema,
  partnerProgrammeSchema,
  partnerPromocodeSchema,
  payHistoryPageSchema,
  payInfosSchema,
  payerSchema,
  paymentInfoSchema,
  paymentLinkSchema,
  paymentOrderSchema,
  publicPayResultSchema,
  publicPaymentSchema,
  redirectPaymentSchema,
  subscriptionListSchema,
  subscriptionSchema,
  widgetPaymentSchema,
  type AcceptOfferRequest,
  type WidgetPayment,
  type AllowedServices,
  type BankInvoice,
  type BankInvoiceRequest,
  type CancelReasonRequest,
  type CreatePartnerPromocodeRequest,
  type KzInvoiceRequest,
  type OfferResult,
  type PartnerProgramme,
  type PartnerPromocode,
  type Payer,
  type PayHistoryPage,
  type PayInfos,
  type PaymentConfigInput,
  type PaymentInfo,
  type PaymentLink,
  type PaymentOrder,
  type PaymentProvider,
  type PublicPayment,
  type PublicPayResult,
  type Subscription,
  PAYMENTS_PATHS,
} from '@cabinet/api/payments';
import { useApiMutation, type ApiMutationOptions } from '@cabinet/toolkit/mutation';

/* The payments API (PAYMENTS_PATHS): fetchers, the query factories that own their keys, and hooks. */

export async function getAllowedServices(api: ApiClient, userId: string): Promise<AllowedServices> {
  return allowedServicesSchema.parse(await api.get(fillPath(PAYMENTS_PATHS.allowedServices, { userId })).json());
}

export async function getPaymentInfo(api: ApiClient, provider: PaymentProvider, config: PaymentConfigInput): Promise<PaymentInfo> {
  return paymentInfoSchema.parse(await api.post(fillPath(PAYMENTS_PATHS.paymentInfo, { provider }), { json: config }).json());
}

/** How the browser pays, whichever provider the account's country uses. */
export type StartedPayment =
  | { provider: 'YoomoneyPay'; orderId: string; token: string; widgetUrl: string }
  | { provider: 'Paybox'; orderId: string; redirectUrl: string }
  | { provider: 'StripePay'; orderId: string; url: string };

export async function createPayment(api: ApiClient, provider: PaymentProvider, config: PaymentConfigInput): Promise<StartedPayment> {
  const answer = await api.post(fillPath(PAYMENTS_PATHS.createPayment, { provider }), { json: config }).json();
  if (provider === 'YoomoneyPay') return { provider, ...widgetPaymentSchema.parse(answer) };
  if (provider === 'Paybox') return { provider, ...redirectPaymentSchema.parse(answer) };
  return { provider, ...checkoutPaymentSchema.parse(answer) };
}

export async function getPaymentLink(api: ApiClient, provider: PaymentProvider, config: PaymentConfigInput): Promise<PaymentLink> {
  return paymentLinkSchema.parse(await api.post(fillPath(PAYMENTS_PATHS.paymentLink, { provider }), { json: config }).json());
}

export async function getOrder(api: ApiClient, orderId: string): Promise<PaymentOrder> {
  return paymentOrderSchema.parse(await api.get(fillPath(PAYMENTS_PATHS.order, { orderId })).json());
}

/** A page of the payment history, paged on the server (PayInfos answers its latest 500 only). */
export async function getPayHistory(api: ApiClient, userId: string, params: PageParams): Promise<PayHistoryPage> {
  return payHistoryPageSchema.parse(await api.get(fillPath(PAYMENTS_PATHS.payHistory, { userId }), { searchParams: searchParamsOf({ ...params }) }).json());
}

export async function getPayInfos(api: ApiClient, userId: string): Promise<PayInfos> {
  return payInfosSchema.parse(await api.get(fillPath(PAYMENTS_PATHS.payInfos, { userId })).json());
}

export async function getSubscriptions(api: ApiClient, userId: string): Promise<Subscription[]> {
  return subscriptionListSchema.parse(await api.get(fillPath(PAYMENTS_PATHS.subscriptions, { userId })).json());
}

export async function saveCancelReason(api: ApiClient, userId: string, id: string, body: CancelReasonRequest): Promise<void> {
  await api.post(fillPath(PAYMENTS_PATHS.saveCancelReason, { userId, id }), { json: body });
}

export async function cancelSubscription(api: ApiClient, userId: string, id: string, onlyAutoPay: boolean): Promise<Subscription> {
  return subscriptionSchema.parse(await api.post(fillPath(PAYMENTS_PATHS.cancelSubscription, { userId, id }), { json: { onlyAutoPay } }).json());
}

export async function acceptOffer(api: ApiClient, userId: string, id: string, body: AcceptOfferRequest): Promise<OfferResult> {
  const path = body.offer === 'discount' ? fillPath(PAYMENTS_PATHS.bonusPromocode, { userId, id }) : fillPath(PAYMENTS_PATHS.acceptOffer, { userId, id });
  return offerResultSchema.parse(await api.post(path, { json: body }).json());
}

export async function getPartnerProgramme(api: ApiClient): Promise<PartnerProgramme> {
  return partnerProgrammeSchema.parse(await api.get(PAYMENTS_PATHS.partnerPromocodes).json());
}

export async function createPartnerPromocode(api: ApiClient, body: CreatePartnerPromocodeRequest): Promise<PartnerPromocode> {
  return partnerPromocodeSchema.parse(await api.post(PAYMENTS_PATHS.partnerPromocodes, { json: body }).json());
}

export async function getPublicPayment(api: ApiClient, token: string): Promise<PublicPayment> {
  return publicPaymentSchema.parse(await api.get(fillPath(PAYMENTS_PATHS.publicPayment, { token })).json());
}

export async function payPublicPayment(api: ApiClient, token: string): Promise<PublicPayResult> {
  return publicPayResultSchema.parse(await api.post(fillPath(PAYMENTS_PATHS.publicPay, { token }), { json: {} }).json());
}

/** The quick start's trial (OnBoarding/AddMiniPayForAutoPay): the widget that checks the card. */
export async function startTrial(api: ApiClient, userId: string): Promise<WidgetPayment> {
  return widgetPaymentSchema.parse(await api.get(fillPath(PAYMENTS_PATHS.miniPay, { id: userId })).json());
}

export async function getPayerInfo(api: ApiClient, inn: string): Promise<Payer> {
  return payerSchema.parse(await api.post(PAYMENTS_PATHS.bankPayerInfo, { json: { Inn: inn } }).json());
}

export async function createBankInvoice(api: ApiClient, body: BankInvoiceRequest): Promise<BankInvoice> {
  return bankInvoiceSchema.parse(await api.post(PAYMENTS_PATHS.bankCreatePayment, { json: body }).json());
}

export async function requestKzInvoice(api: ApiClient, body: KzInvoiceRequest): Promise<void> {
  await api.post(PAYMENTS_PATHS.requestInvoice, { json: body });
}

export const paymentKeys = {
  all: ['payments'] as const,
  services: (userId: string) => [...paymentKeys.all, 'services', userId] as const,
  price: (provider: PaymentProvider, config: PaymentConfigInput) => [...paymentKeys.all, 'price', provider, config] as const,
  order: (orderId: string) => [...paymentKeys.all, 'order', orderId] as const,
  history: (userId: string) => [...paymentKeys.all, 'history', userId] as const,
  historyPage: (userId: string, params: PageParams) => [...paymentKeys.history(userId), 'page', params] as const,
  subscriptions: (userId: string) => [...paymentKeys.all, 'subscriptions', userId] as const,
  partners: () => [...paymentKeys.all, 'partners'] as const,
  publicPayment: (token: string) => [...paymentKeys.all, 'public', token] as const,
};

export const allowedServicesQuery = (api: ApiClient, userId: string) => queryOptions({ queryKey: paymentKeys.services(userId), queryFn: () => getAllowedServices(api, userId) });

/**
 * The price preview: the previous price stays on screen while the next one loads (no flicker), and a
 * refused code is not retried (asking again will not change the answer).
 */
export const paymentInfoQuery = (api: ApiClient, provider: PaymentProvider, config: PaymentConfigInput) =>
  queryOptions({ queryKey: paymentKeys.price(provider, config), queryFn: () => getPaymentInfo(api, provider, config), placeholderData: keepPreviousData, retry: false, staleTime: 30_000 });

/**
 * An order, read until its provider has settled it or a few seconds have passed: the signed notice usually
 * lands a moment after the payer is back. Still open after that, the query keeps reading it (orderQuery).
 */
export async function getSettledOrder(api: ApiClient, orderId: string, tries = 4, pauseMs = 750): Promise<PaymentOrder> {
  let order = await getOrder(api, orderId);
  for (let attempt = 1; attempt < tries && order.status === 'created'; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
    order = await getOrder(api, orderId);
  }
  return order;
}

/** How often, and how many times, an order the provider has not settled yet is read again (about two minutes). */
export const ORDER_RECHECK_MS = 3_000;
export const ORDER_RECHECKS = 40;

/**
 * An order still open after the first seconds is read again every few seconds for about two minutes: a
 * provider's notice can come late (they repeat a notice the cabinet did not take), and a payer who paid must
 * see it paid without reloading, never "nothing was charged".
 */
export const orderQuery = (api: ApiClient, orderId: string) =>
  queryOptions({
    queryKey: paymentKeys.order(orderId),
    queryFn: () => getSettledOrder(api, orderId),
    retry: false,
    refetchInterval: (query) => (query.state.data?.status === 'created' && query.state.dataUpdateCount <= ORDER_RECHECKS ? ORDER_RECHECK_MS : false),
  });

export const payInfosQuery = (api: ApiClient, userId: string) => queryOptions({ queryKey: paymentKeys.history(userId), queryFn: () => getPayInfos(api, userId) });
/** The history's page on screen stays while the next one loads. */
export const payHistoryQuery = (api: ApiClient, userId: string, params: PageParams) =>
  queryOptions({ queryKey: paymentKeys.historyPage(userId, params), queryFn: () => getPayHistory(api, userId, params), placeholderData: keepPreviousData });
export const subscriptionsQuery = (api: ApiClient, userId: string) => queryOptions({ queryKey: paymentKeys.subscriptions(userId), queryFn: () => getSubscriptions(api, userId) });
export const partnerProgrammeQuery = (api: ApiClient) => queryOptions({ queryKey: paymentKeys.partners(), queryFn: () => getPartnerProgramme(api) });
export const publicPaymentQuery = (api: ApiClient, token: string) => queryOptions({ queryKey: paymentKeys.publicPayment(token), queryFn: () => getPublicPayment(api, token), retry: false });

export function useAllowedServices(userId: string) {
  return useQuery(allowedServicesQuery(useApiClient(), userId));
}

export function usePaymentInfo(provider: PaymentProvider, config: PaymentConfigInput | null) {
  const api = useApiClient();
  return useQuery({ ...paymentInfoQuery(api, provider, config ?? { requireUserId: '', tariff: 0 }), enabled: config !== null });
}

/** An order until its provider settles it; once it has succeeded, what it paid for shows at once. */
export function useOrder(orderId: string | null) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const order = useQuery({ ...orderQuery(api, orderId ?? ''), enabled: orderId !== null });
  const settled = order.data?.status;
  useEffect(() => {
    if (settled === 'succeeded') void refreshAfterPayment(queryClient);
  }, [settled, queryClient]);
  return order;
}

export function usePayInfos(userId: string) {
  return useQuery(payInfosQuery(useApiClient(), userId));
}

export function usePayHistory(userId: string, params: PageParams) {
  return useQuery(payHistoryQuery(useApiClient(), userId, params));
}

export function useSubscriptions(userId: string) {
  return useQuery(subscriptionsQuery(useApiClient(), userId));
}

export function usePartnerProgramme() {
  return useQuery(partnerProgrammeQuery(useApiClient()));
}

export function usePublicPayment(token: string) {
  return useQuery(publicPaymentQuery(useApiClient(), token));
}

/*
 * Each mutation names what it refreshes. A payment's start (order, link, trial widget, invoice) changes
 * nothing the cabinet shows until the provider settles it: the order's query refreshes what it paid for
 * then (useOrder), and the public page re-reads its payment when the widget reports.
 */

/** Whatever a payment changed: paid-up-to dates, history, subscriptions, the partner programme's eligibility. */
const refreshAll = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: paymentKeys.all });
/** Nothing shown changes until the provider settles the payment, or the call only reads (the payer by INN). */
const refreshNothing = () => undefined;

export function useCreatePaymentMutation(provider: PaymentProvider, options?: ApiMutationOptions<StartedPayment, PaymentConfigInput>) {
  return useApiMutation((api, config: PaymentConfigInput) => createPayment(api, provider, config), refreshNothing, options);
}

export function usePaymentLinkMutation(provider: PaymentProvider, options?: ApiMutationOptions<PaymentLink, PaymentConfigInput>) {
  return useApiMutation((api, config: PaymentConfigInput) => getPaymentLink(api, provider, config), refreshNothing, options);
}

/** After a payment settles: what it paid for shows at once (every payments query but the orders themselves). */
function refreshAfterPayment(queryClient: QueryClient) {
  return Promise.all(['services', 'history', 'subscriptions', 'partners'].map((part) => queryClient.invalidateQueries({ queryKey: [...paymentKeys.all, part] })));
}

export function useStartTrialMutation(userId: string, options?: ApiMutationOptions<WidgetPayment, void>) {
  return useApiMutation((api) => startTrial(api, userId), refreshNothing, options);
}

export function useSaveCancelReasonMutation(userId: string, id: string, options?: ApiMutationOptions<void, CancelReasonRequest>) {
  return useApiMutation(
    (api, body: CancelReasonRequest) => saveCancelReason(api, userId, id, body),
    (queryClient) => queryClient.invalidateQueries({ queryKey: paymentKeys.subscriptions(userId) }),
    options,
  );
}

export function useCancelSubscriptionMutation(userId: string, id: string, options?: ApiMutationOptions<Subscription, boolean>) {
  return useApiMutation((api, onlyAutoPay: boolean) => cancelSubscription(api, userId, id, onlyAutoPay), refreshAll, options);
}

export function useAcceptOfferMutation(userId: string, id: string, options?: ApiMutationOptions<OfferResult, AcceptOfferRequest>) {
  return useApiMutation((api, body: AcceptOfferRequest) => acceptOffer(api, userId, id, body), refreshAll, options);
}

export function useCreatePartnerPromocodeMutation(options?: ApiMutationOptions<PartnerPromocode, CreatePartnerPromocodeRequest>) {
  return useApiMutation(createPartnerPromocode, (queryClient) => queryClient.invalidateQueries({ queryKey: paymentKeys.partners() }), options);
}

export function usePublicPayMutation(token: string, options?: ApiMutationOptions<PublicPayResult, void>) {
  return useApiMutation(
    (api) => payPublicPayment(api, token),
    (queryClient) => queryClient.invalidateQueries({ queryKey: paymentKeys.publicPayment(token) }),
    options,
  );
}

export function usePayerInfoMutation(options?: ApiMutationOptions<Payer, string>) {
  return useApiMutation(getPayerInfo, refreshNothing, options);
}

export function useBankInvoiceMutation(options?: ApiMutationOptions<BankInvoice, BankInvoiceRequest>) {
  return useApiMutation(createBankInvoice, refreshNothing, options);
}

export function useKzInvoiceMutation(options?: ApiMutationOptions<void, KzInvoiceRequest>) {
  return useApiMutation(requestKzInvoice, refreshNothing, options);
}
