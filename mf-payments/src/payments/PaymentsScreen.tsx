import { useCallback, useEffect, useMemo, useState } from 'react';
import { readApiError } from '@cabinet/api/core';
import {
  MAX_AI_BALANCE_USD,
  MIN_AI_BALANCE_USD,
  MIN_MESSAGES,
  ONE_MONTH,
  PROMO_ERROR_CODES,
  SELLABLE_TARIFFS,
  packagesFor,
  periodsFor,
  type AllowedServices,
  type PromoErrorCode,
} from '@cabinet/api/payments';
import { RouteLink, useHost, useLinks, useRemoteProps, useRoute, useSearchParam, useSession } from '@cabinet/contracts';
import { Alert, Button, Flex, PageHeading, Surface, Typography, ContentSkeleton, useDescribeError } from '@cabinet/design/core';
import { InputNumber, Radio, Switch } from '@cabinet/design/choices';
import { Checkbox, Form, Input } from '@cabinet/design/forms';
import { formatDate, formatMoney, useTranslate } from '@cabinet/i18n';
import { useInlineFailure } from '@cabinet/toolkit/forms';
import { LoadFailedAlert, useDebouncedValue } from '@cabinet/toolkit/list';
import { useAllowedServices, useCreatePaymentMutation, usePaymentInfo, usePaymentLinkMutation, type StartedPayment } from '../api/payments';
import { COVERAGE_LABELS, PAYMENT_ERRORS, PRICE_RULE_LABELS, PROMO_ERROR_LABELS, TARIFF_LABELS, oneMonthLabel, packageLabel, packageValues, unknownTariff } from '../shared/labels';
import { PaymentResult } from './PaymentResult';
import { TrialPanel } from './TrialPanel';
import { PricePreview } from './PricePreview';
import { PRO_TARIFF, ProTeasers } from './ProTeasers';
import { WidgetModal, type WidgetEvent } from './WidgetModal';
import { configOf, coversOf, effectiveAutoPay, emptyChoice, initialTariff, needsTargets, servicesForHost, type AskedTopUp, type PaymentChoice } from './paymentForm';
import { InvoicePanel } from './InvoicePanel';

const messages = {
  loading: /*i18n*/ { id: 'payments.loading', message: 'Loading what you can pay for…' },
  loadFailed: /*i18n*/ { id: 'payments.loadFailed', message: 'An error occurred while loading the companies' },
  nothingToSell: /*i18n*/ { id: 'payments.nothingToSell', message: 'Nothing can be paid for on this site.' },
  service: /*i18n*/ { id: 'payments.service', message: 'Service' },
  paidUpTo: /*i18n*/ { id: 'payments.paidUpTo', message: 'paid up to {date}' },
  notPaid: /*i18n*/ { id: 'payments.notPaid', message: 'not paid' },
  masters: /*i18n*/ { id: 'payments.masters', message: '{count, plural, one {# active master} other {# active masters}}' },
  period: /*i18n*/ { id: 'payments.period', message: 'Period' },
  messageCount: /*i18n*/ { id: 'payments.messageCount', message: 'Messages' },
  messageCountHelp: /*i18n*/ { id: 'payments.messageCount.help', message: 'At least 500 messages' },
  reviewRatings: /*i18n*/ { id: 'payments.reviewRatings', message: 'Review ratings' },
  reviewRatingsHelp: /*i18n*/ { id: 'payments.reviewRatings.help', message: 'Optional; at least 100 when you buy them' },
  aiBalance: /*i18n*/ { id: 'payments.aiBalance', message: 'AI balance top-up, $' },
  aiBalanceHelp: /*i18n*/ { id: 'payments.aiBalance.help', message: 'At least {minimum}' },
  aiBalanceBot: /*i18n*/ { id: 'payments.aiBalance.bot', message: 'The amount tops up the balance of the AI assistant you came from, once the payment succeeds.' },
  promo: /*i18n*/ { id: 'payments.promo', message: 'Promo code' },
  promoApply: /*i18n*/ { id: 'payments.promo.apply', message: 'Apply' },
  promoRemove: /*i18n*/ { id: 'payments.promo.remove', message: 'Remove' },
  promoOneMonth: /*i18n*/ { id: 'payments.promo.oneMonth', message: 'A promo code is valid for one month of payment at a time.' },
  autoPay: /*i18n*/ { id: 'payments.autoPay', message: 'Auto-pay' },
  autoPayHelp: /*i18n*/ { id: 'payments.autoPay.help', message: 'The next period is charged to the same card when this one ends. You can turn it off in Subscriptions.' },
  autoPayPromo: /*i18n*/ { id: 'payments.autoPay.promo', message: 'Auto-pay is unavailable with a promo code.' },
  autoPayAi: /*i18n*/ { id: 'payments.autoPay.ai', message: 'The AI assistant balance is topped up without auto-pay.' },
  terms: /*i18n*/ { id: 'payments.terms', message: 'I agree to the terms of service' },
  termsLink: /*i18n*/ { id: 'payments.terms.link', message: 'Read the terms' },
  termsRequired: /*i18n*/ { id: 'payments.terms.required', message: 'You must agree to the terms to pay' },
  pay: /*i18n*/ { id: 'payments.pay', message: 'Pay' },
  link: /*i18n*/ { id: 'payments.link', message: 'Get a payment link' },
  linkLabel: /*i18n*/ { id: 'payments.link.label', message: 'Payment link: open it on another device or send it to whoever pays' },
  linkFailed: /*i18n*/ { id: 'payments.link.failed', message: 'The payment link could not be created' },
  selectPlan: /*i18n*/ { id: 'payments.selectPlan', message: 'Choose what to pay for to see the price.' },
  subscriptions: /*i18n*/ { id: 'payments.toSubscriptions', message: 'Subscriptions and payment history' },
  partners: /*i18n*/ { id: 'payments.toPartners', message: 'Partner programme' },
  account: /*i18n*/ { id: 'payments.account', message: 'Your account' },
};

type Service = AllowedServices['services'][number];

const isPromoCode = (code: string): code is PromoErrorCode => PROMO_ERROR_CODES.some((known) => known === code);

/** /payments: choose the service, what it covers, the period and extras, a code, agree, see the price, pay. */
export function PaymentsScreen() {
  const t = useTranslate();
  const route = useRoute();
  const links = useLinks();
  const host = useHost();
  const { locale } = useRemoteProps();
  const session = useSession();
  const userId = session.status === 'authenticated' ? session.user.id : '';
  const services = useAllowedServices(userId);
  const orderId = useSearchParam('order');
  const askedTariff = useSearchParam('tariff');
  const trial = useSearchParam('trial') === '1';
  const askedBot = useSearchParam('copilotBotId');
  const askedBalance = useSearchParam('aiBalance');
  const topUp = askedBot ? { copilotBotId: askedBot, usd: Number(askedBalance) || 0 } : null;

  // Closing the result keeps the plan the payer was on.
  const closeResult = useCallback(() => links.navigate('payments', undefined, { replace: true, search: askedTariff ? `?tariff=${askedTariff}` : '' }), [links, askedTariff]);

  return (
    <section>
      <PageHeading
        title={route.title}
        extra={
          <Flex gap={16} wrap>
            <RouteLink to="payments.subscriptions">{t(messages.subscriptions)}</RouteLink>
            {services.data?.hasPayments ? <RouteLink to="partners.promocodes">{t(messages.partners)}</RouteLink> : null}
          </Flex>
        }
      />
      {orderId ? <PaymentResult orderId={orderId} locale={locale} onClose={closeResult} /> : null}
      {trial && !orderId && userId ? <TrialPanel userId={userId} locale={locale} /> : null}
      {services.isPending ? <ContentSkeleton label={t(messages.loading)} /> : null}
      {services.isError ? <LoadFailedAlert title={t(messages.loadFailed)} onRetry={() => services.refetch()} retrying={services.isFetching} /> : null}
      {services.data ? <PaymentForm data={services.data} allowedTariffs={host.allowedTariffs} askedTariff={askedTariff} topUp={topUp} userId={userId} termsUrl={host.termsUrl} /> : null}
    </section>
  );
}

function tariffName(t: ReturnType<typeof useTranslate>, tariff: number): string {
  const label = TARIFF_LABELS[tariff];
  return label ? t(label) : t(unknownTariff, { code: tariff });
}

function PaymentForm({
  data,
  allowedTariffs,
  askedTariff,
  topUp,
  userId,
  termsUrl,
}: {
  data: AllowedServices;
  allowedTariffs: readonly number[];
  askedTariff: string | null;
  topUp: AskedTopUp | null;
  userId: string;
  termsUrl: string;
}) {
  const t = useTranslate();
  const { locale } = useRemoteProps();
  const links = useLinks();
  const aiTopUp = topUp !== null;
  const sold = useMemo(() => servicesForHost(data.services, allowedTariffs, aiTopUp), [data.services, allowedTariffs, aiTopUp]);
  const [choice, setChoice] = useState<PaymentChoice>(() => emptyChoice(initialTariff(sold, askedTariff), topUp));
  const [promoText, setPromoText] = useState('');
  const [termsError, setTermsError] = useState(false);
  const [widget, setWidget] = useState<Extract<StartedPayment, { provider: 'YoomoneyPay' }> | null>(null);
  const [link, setLink] = useState<string | null>(null);
  const describe = useDescribeError(PAYMENT_ERRORS);
  // A refused payment or link is said above the buttons, one at a time, until the next try.
  const payFailure = useInlineFailure(describe);
  const linkFailure = useInlineFailure(describe, { title: messages.linkFailed });

  // Typed numbers are priced after a pause, so each keystroke does not ask the API.
  // The configuration changes only with the choice, so a re-render does not restart the pause.
  const typed = useMemo(() => configOf(choice, userId), [choice, userId]);
  const config = useDebouncedValue(typed, 300);
  const price = usePaymentInfo(data.provider, config);
  const priceError = useApiErrorBody(price.error);
  const create = useCreatePaymentMutation(data.provider);
  const paymentLink = usePaymentLinkMutation(data.provider);

  const service = sold.find((item) => item.tariff === choice.tariff) ?? null;
  const soldTariff = choice.tariff === null ? undefined : SELLABLE_TARIFFS[choice.tariff];
  const covers = coversOf(choice.tariff);
  const update = (patch: Partial<PaymentChoice>) => setChoice((current) => ({ ...current, ...patch }));

  // A refused code is said at its field (spec section 8's words) and changes nothing else: it is taken off the
  // choice, so the price, the periods, auto-pay and Pay stay as they were without it (issue 36).
  const [rejectedPromo, setRejectedPromo] = useState<{ code: string; reason: PromoErrorCode } | null>(null);
  // A code is priced for one month (section 5), so applying one picks that period; a refused code gives back
  // the period chosen before it.
  const [periodBeforePromo, setPeriodBeforePromo] = useState(ONE_MONTH);
  if (priceError && isPromoCode(priceError.code) && choice.promo !== '') {
    setRejectedPromo({ code: choice.promo, reason: priceError.code });
    setChoice((current) => ({ ...current, promo: '', period: periodBeforePromo }));
  }
  const promoRefusal = rejectedPromo && rejectedPromo.code === promoText.trim().toUpperCase() ? rejectedPromo.reason : null;
  const fieldRefusal = priceError?.code === 'VALIDATION_FAILED' ? Object.entries(priceError.fields ?? {})[0] : undefined;

  if (sold.length === 0) return <Alert type="info" showIcon title={t(messages.nothingToSell)} />;

  const pay = async () => {
    payFailure.clear();
    linkFailure.clear();
    if (!choice.agreed) {
      setTermsError(true);
      return;
    }
    const current = configOf(choice, userId);
    if (!current) return;
    try {
      const started = await create.mutateAsync(current);
      if (started.provider === 'YoomoneyPay') setWidget(started);
      else window.location.assign(started.provider === 'Paybox' ? started.redirectUrl : started.url);
    } catch (error) {
      await payFailure.onError(error);
    }
  };

  // Whatever the widget reports, the order says what happened: only the provider's signed notice pays it.
  const onWidgetEvent = (_event: WidgetEvent) => {
    const started = widget;
    setWidget(null);
    if (started) links.navigate('payments', undefined, { replace: true, search: `?tariff=${choice.tariff ?? ''}&order=${started.orderId}` });
  };

  const getLink = async () => {
    const current = configOf(choice, userId);
    if (!current) return;
    payFailure.clear();
    linkFailure.clear();
    try {
      setLink((await paymentLink.mutateAsync(current)).url);
    } catch (error) {
      await linkFailure.onError(error);
    }
  };

  const applyPromo = () => {
    if (choice.promo === '') setPeriodBeforePromo(choice.period);
    update({ promo: promoText.trim().toUpperCase(), period: ONE_MONTH });
  };
  const autoPayNote = choice.promo ? messages.autoPayPromo : choice.tariff === 20 ? messages.autoPayAi : messages.autoPayHelp;
  const shownPrice = price.data?.tariffs[0];
  // The AI balance's limits are amounts: written by the one money format, as the price beside them.
  const aiBalanceLimits = { minimum: formatMoney(MIN_AI_BALANCE_USD, 'USD', locale), maximum: formatMoney(MAX_AI_BALANCE_USD, 'USD', locale) };
  const ruleMessage = (code: string): string | undefined => {
    const label = Object.entries(PRICE_RULE_LABELS).find(([known]) => known === code)?.[1];
    return label ? t(label, aiBalanceLimits) : undefined;
  };

  return (
    <Flex gap={24} wrap align="flex-start">
      <Form layout="vertical" style={{ flex: '1 1 420px', maxWidth: 640 }} onFinish={() => void pay()}>
        <Form.Item label={t(messages.service)} required>
          <Radio.Group
            aria-label={t(messages.service)}
            value={choice.tariff}
            onChange={(event) => {
              setPromoText('');
              setChoice({ ...emptyChoice(Number(event.target.value)), agreed: choice.agreed });
            }}
            options={sold.map((item) => ({ value: item.tariff, label: tariffName(t, item.tariff) }))}
            optionType="button"
          />
        </Form.Item>

        {covers && covers !== 'account' && service ? (
          <TargetsField service={service} covers={covers} choice={choice} update={update} />
        ) : service ? (
          <p>
            {t(messages.account)}: {service.paidUpTo ? t(messages.paidUpTo, { date: formatDate(service.paidUpTo, locale) }) : t(messages.notPaid)}
          </p>
        ) : null}

        {choice.tariff !== null && periodsFor(choice.tariff).length > 0 ? (
          <Form.Item label={t(messages.period)}>
            <Radio.Group
              aria-label={t(messages.period)}
              disabled={needsTargets(choice)}
              value={choice.period}
              onChange={(event) => update({ period: Number(event.target.value) })}
              options={[
                { value: ONE_MONTH, label: t(oneMonthLabel) },
                ...packagesFor(choice.tariff).map((pack) => ({ value: pack.value, label: t(packageLabel, packageValues(pack)), disabled: choice.promo !== '' })),
              ]}
            />
          </Form.Item>
        ) : null}

        {soldTariff?.messages ? (
          <NumberField label={t(messages.messageCount)} help={t(messages.messageCountHelp)} min={choice.tariff === 14 ? MIN_MESSAGES : 0} value={choice.messageCount} onChange={(messageCount) => update({ messageCount })} error={fieldRefusal?.[0] === 'messageCount' ? ruleMessage(fieldRefusal[1]) : undefined} />
        ) : null}
        {soldTariff?.reviews ? (
          <NumberField label={t(messages.reviewRatings)} help={t(messages.reviewRatingsHelp)} min={0} value={choice.reviewRatings} onChange={(reviewRatings) => update({ reviewRatings })} error={fieldRefusal?.[0] === 'aiReviewsCount' ? ruleMessage(fieldRefusal[1]) : undefined} />
        ) : null}
        {soldTariff?.aiBalance ? (
          <NumberField label={t(messages.aiBalance)} help={t(messages.aiBalanceHelp, aiBalanceLimits)} min={MIN_AI_BALANCE_USD} value={choice.aiBalanceUsd} onChange={(aiBalanceUsd) => update({ aiBalanceUsd })} error={fieldRefusal?.[0] === 'aiBalanceAmountInUsd' ? ruleMessage(fieldRefusal[1]) : undefined} />
        ) : null}
        {soldTariff?.aiBalance && choice.copilotBotId ? <Alert type="info" showIcon role="status" title={t(messages.aiBalanceBot)} style={{ marginBottom: 16 }} /> : null}

        <Form.Item
          label={t(messages.promo)}
          htmlFor="payments-promo"
          validateStatus={promoRefusal ? 'error' : undefined}
          help={promoRefusal ? t(PROMO_ERROR_LABELS[promoRefusal]) : t(messages.promoOneMonth)}
        >
          <Flex gap={8}>
            <Input id="payments-promo" value={promoText} onChange={(event) => setPromoText(event.target.value)} onPressEnter={(event) => { event.preventDefault(); applyPromo(); }} maxLength={50} autoComplete="off" />
            {choice.promo ? (
              <Button onClick={() => { setPromoText(''); update({ promo: '' }); }}>{t(messages.promoRemove)}</Button>
            ) : (
              <Button onClick={applyPromo} disabled={promoText.trim() === ''}>{t(messages.promoApply)}</Button>
            )}
          </Flex>
        </Form.Item>

        <Form.Item help={t(autoPayNote)}>
          <Flex gap={8} align="center">
            <Switch id="payments-autopay" checked={effectiveAutoPay(choice)} disabled={choice.promo !== '' || choice.tariff === 20} onChange={(autoPay) => update({ autoPay })} />
            <label htmlFor="payments-autopay">{t(messages.autoPay)}</label>
          </Flex>
        </Form.Item>

        <Form.Item validateStatus={termsError && !choice.agreed ? 'error' : undefined} help={termsError && !choice.agreed ? t(messages.termsRequired) : undefined}>
          <Checkbox checked={choice.agreed} onChange={(event) => { update({ agreed: event.target.checked }); setTermsError(false); }}>
            {t(messages.terms)}
          </Checkbox>{' '}
          <Typography.Link href={termsUrl} target="_blank" rel="noreferrer">
            {t(messages.termsLink)}
          </Typography.Link>
        </Form.Item>

        {payFailure.alert}
        {linkFailure.alert}
        <Flex gap={12} wrap>
          <Button type="primary" htmlType="submit" loading={create.isPending} disabled={config === null || !shownPrice || price.isError}>
            {t(messages.pay)}
          </Button>
          <Button onClick={() => void getLink()} loading={paymentLink.isPending} disabled={config === null || price.isError}>
            {t(messages.link)}
          </Button>
        </Flex>
        {link ? (
          <Form.Item label={t(messages.linkLabel)} htmlFor="payments-link" style={{ marginTop: 16 }}>
            <Input id="payments-link" readOnly value={link} onFocus={(event) => event.target.select()} />
          </Form.Item>
        ) : null}
        <InvoicePanel provider={data.provider} config={configOf(choice, userId)} agreed={choice.agreed} />
      </Form>

      {/* Grows to the line when it wraps under the form (a phone), at most a card's width beside it. */}
      <Surface style={{ flex: '1 1 320px', minWidth: 260, maxWidth: 400 }}>
        {shownPrice && config !== null ? (
          <PricePreview price={shownPrice} updating={price.isFetching} locale={locale} />
        ) : (
          <p>{t(messages.selectPlan)}</p>
        )}
      </Surface>
      <ProTeasers
        onChoose={sold.some((item) => item.tariff === PRO_TARIFF) && choice.tariff !== PRO_TARIFF ? () => setChoice({ ...emptyChoice(PRO_TARIFF), agreed: choice.agreed }) : null}
      />
      {widget ? <WidgetModal url={widget.widgetUrl} onEvent={onWidgetEvent} /> : null}
    </Flex>
  );
}

function TargetsField({ service, covers, choice, update }: { service: Service; covers: Exclude<NonNullable<ReturnType<typeof coversOf>>, 'account'>; choice: PaymentChoice; update: (patch: Partial<PaymentChoice>) => void }) {
  const t = useTranslate();
  const { locale } = useRemoteProps();
  const labels = COVERAGE_LABELS[covers];
  if (service.targets.length === 0) return <Alert type="info" showIcon title={t(labels.none)} style={{ marginBottom: 24 }} />;
  return (
    <fieldset style={{ border: 0, padding: 0, margin: '0 0 24px' }}>
      <legend style={{ fontSize: 14, marginBottom: 8 }}>{t(labels.legend)}</legend>
      <Flex vertical gap={8}>
        {service.targets.map((target) => {
          const details = [
            target.activeMastersCount !== null ? t(messages.masters, { count: target.activeMastersCount }) : null,
            target.paidUpTo ? t(messages.paidUpTo, { date: formatDate(target.paidUpTo, locale) }) : t(messages.notPaid),
          ].filter(Boolean);
          return (
            <Checkbox
              key={target.id}
              checked={choice.targetIds.includes(target.id)}
              onChange={(event) => update({ targetIds: event.target.checked ? [...choice.targetIds, target.id] : choice.targetIds.filter((id) => id !== target.id) })}
            >
              {target.name} <span style={{ opacity: 0.75 }}>({details.join(', ')})</span>
            </Checkbox>
          );
        })}
      </Flex>
      {needsTargets(choice) ? <Alert type="warning" showIcon title={t(labels.select)} style={{ marginTop: 12 }} /> : null}
    </fieldset>
  );
}

function NumberField({ label, help, min, value, onChange, error }: { label: string; help: string; min: number; value: number | null; onChange: (value: number | null) => void; error?: string }) {
  const id = `payments-${label.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Form.Item label={label} htmlFor={id} validateStatus={error ? 'error' : undefined} help={error ?? help}>
      <InputNumber id={id} min={min} precision={0} value={value} onChange={(next) => onChange(typeof next === 'number' ? next : null)} style={{ width: 200 }} />
    </Form.Item>
  );
}

/** The API's error body of a failed query, read once it is known. */
function useApiErrorBody(error: Error | null) {
  const [body, setBody] = useState<{ code: string; fields?: Record<string, string> } | null>(null);
  useEffect(() => {
    let live = true;
    if (!error) setBody(null);
    else void readApiError(error).then((read) => live && setBody(read));
    return () => {
      live = false;
    };
  }, [error]);
  return body;
}
