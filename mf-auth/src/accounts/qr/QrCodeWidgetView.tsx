import { useRemoteProps, useRoute } from '@cabinet/contracts';
import { Alert, Flex, StatusTag, Typography, ContentSkeleton } from '@cabinet/design/core';
import { formatDate, useTranslate, type MessageDescriptor } from '@cabinet/i18n';
import { usePublicQr } from '../../api/channelAccounts';
import { preloadQrCode, QrCode } from '../shared/QrCode';
import { KIND_NAMES, STATE_NAMES } from '../shared/channelTexts';

const messages = {
  title: /*i18n*/ { id: 'auth.qrView.title', message: 'Connect {messenger}' },
  loading: /*i18n*/ { id: 'auth.qrView.loading', message: 'Loading the QR code' },
  expired: /*i18n*/ { id: 'auth.qrView.expired', message: 'QR: link expired' },
  expiredBody: /*i18n*/ { id: 'auth.qrView.expired.body', message: 'A QR code link works for 30 minutes. Ask whoever sent it for a new one.' },
  notFound: /*i18n*/ { id: 'auth.qrView.notFound', message: 'There is no QR code behind this link' },
  failed: /*i18n*/ { id: 'auth.qrView.failed', message: 'QR: error receiving. Reload the page in a moment.' },
  scanWhatsApp: /*i18n*/ { id: 'auth.qrView.scan.whatsapp', message: 'On the phone open WhatsApp, then Settings, Linked devices, Link a device, and point the camera at the code.' },
  scanMax: /*i18n*/ { id: 'auth.qrView.scan.max', message: 'On the phone open MAX, then Settings, Devices, Connect a device, and point the camera at the code.' },
  qrLabel: /*i18n*/ { id: 'auth.qrView.qr.label', message: 'QR code to scan with the phone' },
  waiting: /*i18n*/ { id: 'auth.qrView.waiting', message: 'The code is not ready yet: its owner has to ask for it in the cabinet. This page shows it as soon as it is.' },
  authorized: /*i18n*/ { id: 'auth.qrView.authorized', message: 'Connected. You may close this page.' },
  validUntil: /*i18n*/ { id: 'auth.qrView.validUntil', message: 'This link works until {time}' },
} satisfies Record<string, MessageDescriptor>;

// This page exists to show a code: its drawing loads beside the code's request, not after it.
preloadQrCode();

/** The public QR page (QrCodeWidgetView, /accounts/qr/{token}): no sign-in; in the shell and standalone. */
export function QrCodeWidgetView() {
  const route = useRoute();
  const t = useTranslate();
  const { locale } = useRemoteProps();
  const qr = usePublicQr(route.params.token ?? '');
  if (qr.isPending) return <ContentSkeleton label={t(messages.loading)} />;
  if (qr.isError) return <Alert type="error" role="alert" showIcon title={t(messages.failed)} />;
  if (qr.data.kind === 'expired') return <Alert type="warning" role="alert" showIcon title={t(messages.expired)} description={t(messages.expiredBody)} />;
  if (qr.data.kind === 'notFound') return <Alert type="error" role="alert" showIcon title={t(messages.notFound)} />;
  const { state, instanceProvider, qrCode, expiresAt } = qr.data.qr;
  const tag = STATE_NAMES[state];
  return (
    <main style={{ maxWidth: 480, margin: '0 auto', padding: 16 }}>
      <Flex vertical gap={12} align="center">
        <Typography.Title level={1} style={{ fontSize: 22, margin: 0 }}>
          {t(messages.title, { messenger: t(KIND_NAMES[instanceProvider]) })}
        </Typography.Title>
        <StatusTag tone={tag.tone}>{t(tag.label)}</StatusTag>
        <div aria-live="polite">
          {state === 'authorized' ? (
            <Alert type="success" showIcon title={t(messages.authorized)} />
          ) : qrCode ? (
            <Flex vertical gap={8} align="center">
              <Typography.Paragraph style={{ margin: 0 }}>{t(instanceProvider === 'max' ? messages.scanMax : messages.scanWhatsApp)}</Typography.Paragraph>
              <QrCode value={qrCode} label={t(messages.qrLabel)} />
            </Flex>
          ) : (
            <Typography.Paragraph>{t(messages.waiting)}</Typography.Paragraph>
          )}
        </div>
        <Typography.Text type="secondary">{t(messages.validUntil, { time: formatDate(expiresAt, locale, 'dateTime') })}</Typography.Text>
      </Flex>
    </main>
  );
}
