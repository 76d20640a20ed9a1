import { useEffect, useState } from 'react';
import type { PhoneCodeState } from '@cabinet/api/account';

/** What the phone form shows at `now` (ms): whether a code may be asked, the countdown, whether one waits. */
export interface PhoneCodeView {
  /** A code was sent and its 30 s are not over: the code field shows. */
  codeLive: boolean;
  /** Seconds until a new code may be asked (0: at once). */
  waitSeconds: number;
  canAsk: boolean;
  /** The day's attempts are used up. */
  blocked: boolean;
  attemptsLeft: number;
}

export function secondsUntil(at: string | null, now: number): number {
  if (!at) return 0;
  return Math.max(0, Math.ceil((new Date(at).getTime() - now) / 1000));
}

/** The API's state read at the browser's time; the API decides again on every call. */
export function phoneCodeView(state: PhoneCodeState | undefined, now: number): PhoneCodeView {
  if (!state) return { codeLive: false, waitSeconds: 0, canAsk: true, blocked: false, attemptsLeft: 3 };
  const blocked = secondsUntil(state.blockedUntil, now) > 0;
  const waitSeconds = secondsUntil(state.nextCodeAt, now);
  const codeLive = !blocked && state.phone !== null && secondsUntil(state.expiresAt, now) > 0;
  return { codeLive, waitSeconds, canAsk: !blocked && waitSeconds === 0, blocked, attemptsLeft: state.attemptsLeft };
}

/** The time, ticking every second while `active` (a countdown on screen). */
export function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return undefined;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}
