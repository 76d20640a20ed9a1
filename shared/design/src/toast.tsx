import { Suspense, useEffect, useState, type ComponentType } from 'react';
import type { Locale } from '@cabinet/i18n';
import { DesignOnDemand } from './plain/DesignOnDemand';
import type { BrandTheme } from './theme';

/** Spec section 9: at most five toasts at once, each for seven seconds. */
export const TOAST_LIMIT = 5;
export const TOAST_SECONDS = 7;
/**
 * Toasts stack below the layout's header (antd's Layout.Header, 64 px, sticky), not over its language and
 * account controls.
 */
export const TOAST_TOP = 64 + 8;

export type ToastKind = 'success' | 'info' | 'warning' | 'error';
export interface ToastRequest {
  kind: ToastKind;
  message: string;
  description?: string;
}

type Listener = (toast: ToastRequest) => void;
/** Attaches the mounted stack: it shows every waiting toast, then each new one. Returns the detach. */
export type ToastConnect = (show: Listener) => () => void;

let listener: Listener | null = null;
const waiting: ToastRequest[] = [];
let wakeHost: (() => void) | null = null;

function push(toast: ToastRequest) {
  if (listener) listener(toast);
  else {
    waiting.push(toast);
    wakeHost?.();
  }
}

const connect: ToastConnect = (show) => {
  listener = show;
  waiting.splice(0).forEach(show);
  return () => {
    if (listener === show) listener = null;
  };
};

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

type Stack = ComponentType<{ connect: ToastConnect }>;
let stackLoad: Promise<Stack> | null = null;

// Most visits raise no toast, so antd's notification code (about 8 KB gzip) loads with the first one.
// A failed load (offline) is forgotten: the toasts stay queued, and the next toast or the return of the
// connection tries again.
function loadStack(): Promise<Stack> {
  stackLoad ??= import('./ToastStack').then(
    (module) => module.ToastStack,
    (error: unknown) => {
      stackLoad = null;
      throw error;
    },
  );
  return stackLoad;
}

/**
 * The page's toast stack. Under a `DesignProvider` it needs nothing more; a page that draws no antd of its own
 * (the shell's start-up) passes `design`, and antd's provider loads with the first toast.
 */
export function ToastHost({ design }: { design?: { brand: BrandTheme; locale: Locale } } = {}) {
  const [Stack, setStack] = useState<Stack | null>(null);
  useEffect(() => {
    if (Stack) return;
    let mounted = true;
    const wake = () => {
      loadStack().then(
        (loaded) => {
          if (mounted) setStack(() => loaded);
        },
        () => undefined,
      );
    };
    const wakeIfWaiting = () => {
      if (waiting.length > 0) wake();
    };
    wakeHost = wake;
    wakeIfWaiting();
    window.addEventListener('online', wakeIfWaiting);
    return () => {
      mounted = false;
      if (wakeHost === wake) wakeHost = null;
      window.removeEventListener('online', wakeIfWaiting);
    };
  }, [Stack]);
  if (!Stack) return null;
  if (!design) return <Stack connect={connect} />;
  return (
    <Suspense fallback={null}>
      <DesignOnDemand brand={design.brand} locale={design.locale}>
        <Stack connect={connect} />
      </DesignOnDemand>
    </Suspense>
  );
}
