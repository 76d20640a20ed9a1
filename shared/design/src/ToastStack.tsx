import { notification } from 'antd';
import { useEffect } from 'react';
import { TOAST_LIMIT, TOAST_SECONDS, TOAST_TOP, type ToastConnect } from './toast';

/** The toast stack itself (antd's notification), loaded with the page's first toast. */
export function ToastStack({ connect }: { connect: ToastConnect }) {
  const [api, holder] = notification.useNotification({ maxCount: TOAST_LIMIT, duration: TOAST_SECONDS, placement: 'topRight', top: TOAST_TOP });
  useEffect(
    () =>
      connect(({ kind, message, description }) => {
        api[kind]({ title: message, description, role: kind === 'error' ? 'alert' : 'status' });
      }),
    [api, connect],
  );
  return holder;
}
