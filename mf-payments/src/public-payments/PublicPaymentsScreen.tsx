import { useEffect, useState } from 'react';
import { useRemoteProps, useRoute, useSearchParam } from '@cabinet/contracts';
import { Alert, Button, Flex, PageHeading, Surface, ContentSkeleton, useDescribeError } from '@cabinet/design/core';
import { useInlineFailure } from '@cabinet/toolkit/forms';
import { useTranslate } from '@cabinet/i18n';
import { usePublicPayMutation, usePublicPayment } from '../api/payments';
import { PricePreview } from '../payments/PricePreview';
import { WidgetModal } from '../payments/WidgetModal';
import { PAYMENT_ERRORS, TARIFF_LABELS, unknownTariff } from '../shared/labels';

const messages = {
  title: /*i18n*/ { id: 'publicPayments.title', message: 'Payment' },
  loading: /*i18n*/ { id: 'publicPayments.loading', message: 'Loading the payment…' },
  notFound: /*i18n*/ { id: 'publicPayments.notFound', message: 'This payment link is not valid.' },
  noToken: /*i18n*/ { id: 'publicPayments.noToken', message: 'Open the payment link you were sent.' },
  forWhom: /*i18n*/ { id: 'publicPayments.forWhom', message: '{tariff} for the account {email}' },
  pay: /*i18n*/ { id: 'publicPayments.pay', message: 'Pay' },
  paid: /*i18n*/ { id: 'publicPayments.paid', message: 'This link is paid. Thank you!' },
  failed: /*i18n*/ { id: 'publicPayments.failed', message: 'The last payment failed. Nothing was charged; you can try again.' },
};

/**
 * /publicPayments?token=…: someone pays a link (GetPaymentLink) without signing in. A public view: the
 * shell mounts it at /publicPayments, and mf-payments's standalone page serves it alone (no shell, no
 * session), where the route has no title from the shell and the view names itself.
 */
export function PublicPaymentsScreen() {
  const t = useTranslate();
  const route = useRoute();
  const token = useSearchParam('token');
  const title = route.title || t(messages.title);
  useEffect(() => {
    if (!route.title) document.title = title;
  }, [route.title, title]);
  return (
    <main style={{ maxWidth: 560, margin: '0 auto', padding: 24 }}>
      <PageHeading title={title} />
      {token ? <PublicPayment token={token} /> : <Alert type="info" showIcon title={t(messages.noToken)} />}
    </main>
  );
}

function PublicPayment({ token }: { token: string }) {
  const t = useTranslate();
  const { locale } = useRemoteProps();
  const link = usePublicPayment(token);
  const failure = useInlineFailure(useDescribeError(PAYMENT_ERRORS));
  const [widgetUrl, setWidgetUrl] = useState<string | null>(null);
  const pay = usePublicPayMutation(token);

  if (link.isPending) return <ContentSkeleton label={t(messages.loading)} />;
  if (link.isError) return <Alert type="error" showIcon title={t(messages.notFound)} />;
  const data = link.data;
  const tariffLabel = TARIFF_LABELS[data.price.tariff];

  const start = async () => {
    failure.clear();
    try {
      const started = await pay.mutateAsync();
      if (started.widgetUrl) setWidgetUrl(started.widgetUrl);
      else window.location.assign(started.redirectUrl ?? started.url ?? '');
    } catch (error) {
      await failure.onError(error);
    }
  };

  return (
    <Surface>
      {/* A long address must wrap on a phone rather than widen the page. */}
      <p style={{ overflowWrap: 'anywhere' }}>{t(messages.forWhom, { tariff: tariffLabel ? t(tariffLabel) : t(unknownTariff, { code: data.price.tariff }), email: data.email })}</p>
      <PricePreview price={data.price} updating={false} locale={locale} />
      {data.status === 'paid' ? <Alert type="success" showIcon role="status" title={t(messages.paid)} style={{ marginTop: 16 }} /> : null}
      {data.status === 'failed' ? <Alert type="warning" showIcon role="alert" title={t(messages.failed)} style={{ marginTop: 16 }} /> : null}
      {failure.alert ? <div style={{ marginTop: 16 }}>{failure.alert}</div> : null}
      {data.status !== 'paid' ? (
        <Flex style={{ marginTop: 16 }}>
          <Button type="primary" loading={pay.isPending} onClick={() => void start()}>
            {t(messages.pay)}
          </Button>
        </Flex>
      ) : null}
      {widgetUrl ? (
        <WidgetModal
          url={widgetUrl}
          onEvent={() => {
            setWidgetUrl(null);
            // The widget's outcome lands on the server: read the payment's state again.
            void link.refetch();
          }}
        />
      ) : null}
    </Surface>
  );
}
