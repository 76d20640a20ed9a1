import { Modal } from '@cabinet/design/overlays';
import { useTranslate } from '@cabinet/i18n';

const messages = {
  title: /*i18n*/ { id: 'shell.unsaved.title', message: 'Leave without saving?' },
  body: /*i18n*/ { id: 'shell.unsaved.body', message: 'Your changes on this page are not saved. If you leave now, they are lost.' },
  leave: /*i18n*/ { id: 'shell.unsaved.leave', message: 'Leave without saving' },
  stay: /*i18n*/ { id: 'shell.unsaved.stay', message: 'Stay and save' },
};

/**
 * The shell's question before an in-page navigation would drop a screen's unsaved input. Its own module,
 * loaded on first use (lazyPages.ts): antd's Modal is in `@cabinet/design/overlays`, which the sign-in page never draws.
 */
export function UnsavedChangesDialog({ pending, onLeave, onStay }: { pending: boolean; onLeave: () => void; onStay: () => void }) {
  const t = useTranslate();
  return (
    <Modal open={pending} title={t(messages.title)} okText={t(messages.leave)} okButtonProps={{ danger: true }} cancelText={t(messages.stay)} onOk={onLeave} onCancel={onStay}>
      {t(messages.body)}
    </Modal>
  );
}
