import { notification } from 'antd';
import { useEffect } from 'react';

/** Spec section 9: at most five toasts at once, each for seven seconds. */
export const TOAST_LIMIT = 5;
export const TOAST_SECONDS = 7;

export type ToastKind = 'success' | 'info' | 'warning' | 'error';
interface ToastRequest {
  kind: ToastKind;
  message: string;
  description?: string;
}

type Listener = (toast: ToastRequest) => void;
let listener: Listener | null = null;
const waiting: ToastRequest[] = [];

function push(toast: ToastRequest) {
  if (listener) listener(toast);
  else waiting.push(toast);
}

/**
 * One toast stack per page. This package is a page singleton, so a toast
 * raised in any remote lands in the one ToastHost the shell renders (or the
 * one a standalone view renders), and the limit of five holds page-wide.
 */
export const toast = {
  success: (message: string, description?: string) => push({ kind: 'success', message, description }),
  info: (message: string, description?: string) => push({ kind: 'info', message, description }),
  warning: (message: string, description?: string) => push({ kind: 'warning', message, description }),
  error: (message: string, description?: string) => push({ kind: 'error', message, description }),
};

export function ToastHost() {
  const [api, holder] = notification.useNotification({ maxCount: TOAST_LIMIT, duration: TOAST_SECONDS, placement: 'topRight' });
  useEffect(() => {
    const show: Listener = ({ kind, message, description }) => {
      api[kind]({ title: message, description, role: kind === 'error' ? 'alert' : 'status' });
    };
    listener = show;
    waiting.splice(0).forEach(show);
    return () => {
      if (listener === show) listener = null;
    };
  }, [api]);
  return holder;
}
