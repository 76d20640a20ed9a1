import { useEffect } from 'react';
import { Modal } from '@cabinet/design/overlays';
import { useTranslate } from '@cabinet/i18n';

const messages = {
  title: /*i18n*/ { id: 'payments.widget.title', message: 'Payment' },
  frame: /*i18n*/ { id: 'payments.widget.frame', message: 'Payment form' },
};

export type WidgetEvent = 'success' | 'fail' | 'modal_close';
const WIDGET_EVENTS: readonly WidgetEvent[] = ['success', 'fail', 'modal_close'];

/** The widget's message, if it is one: `{ source: 'yookassa-sandbox', event }`. */
function widgetEventOf(data: unknown): WidgetEvent | null {
  if (typeof data !== 'object' || data === null || !('source' in data) || !('event' in data) || data.source !== 'yookassa-sandbox') return null;
  return WIDGET_EVENTS.find((known) => known === data.event) ?? null;
}

/**
 * The embedded widget inside the page (spec section 7: the token "opens embedded widget"). It reports
 * success, failure or closing as the provider's widget does; the page then reads the order, which only the
 * provider's signed notification marks paid.
 */
export function WidgetModal({ url, onEvent }: { url: string; onEvent: (event: WidgetEvent) => void }) {
  const t = useTranslate();
  useEffect(() => {
    const origin = new URL(url).origin;
    const listener = (event: MessageEvent<unknown>) => {
      if (event.origin !== origin) return;
      const reported = widgetEventOf(event.data);
      if (reported) onEvent(reported);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [url, onEvent]);
  return (
    <Modal open title={t(messages.title)} footer={null} onCancel={() => onEvent('modal_close')} width={480} destroyOnHidden>
      <iframe src={url} title={t(messages.frame)} style={{ width: '100%', height: 360, border: 0 }} />
    </Modal>
  );
}
