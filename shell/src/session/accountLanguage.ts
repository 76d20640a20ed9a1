import { useEffect, useRef } from 'react';
import { PATHS, type ApiClient } from '@cabinet/api/core';
import type { SessionSnapshot } from '@cabinet/contracts';
import { isLocale, type Locale } from '@cabinet/i18n';
import type { SessionStore } from './sessionStore';

/*
 * The account's language (User.language, spec section 3) wins over this device's and the browser's when a
 * user signs in, on every host whose language selector is shown (spec section 1: elsewhere the host's own
 * default holds). Once per sign-in, so a later switch is not undone; a restored session keeps the language
 * stored on this device (the selector's, spec section 1), which the header's switch also stores on the
 * account (storeAccountLanguage), so the next sign-in, on any device, starts in it.
 */

/** The locale to switch to for this snapshot, or null; `appliedFor` is the user it was applied for already. */
export function accountLocaleToApply(snapshot: SessionSnapshot, appliedFor: string | null, choiceAllowed: boolean): { userId: string; locale: Locale | null } | null {
  if (!choiceAllowed || snapshot.status !== 'authenticated' || snapshot.user.id === appliedFor) return null;
  const stored = snapshot.user.language;
  return { userId: snapshot.user.id, locale: isLocale(stored) ? stored : null };
}

export function useAccountLanguage(session: SessionStore, choiceAllowed: boolean, current: Locale, changeLocale: (locale: Locale) => void): void {
  const appliedFor = useRef<string | null>(null);
  const currentRef = useRef(current);
  currentRef.current = current;
  useEffect(() => {
    // A session restored on load is not a sign-in: this device's language stands.
    const restored = session.getSnapshot();
    if (appliedFor.current === null && restored.status === 'authenticated') appliedFor.current = restored.user.id;
    const apply = () => {
      const next = accountLocaleToApply(session.getSnapshot(), appliedFor.current, choiceAllowed);
      if (!next) {
        if (session.getSnapshot().status === 'anonymous') appliedFor.current = null;
        return;
      }
      appliedFor.current = next.userId;
      if (next.locale && next.locale !== currentRef.current) changeLocale(next.locale);
    };
    return session.subscribe(apply);
  }, [session, choiceAllowed, changeLocale]);
}

/** The header's switch: the signed-in account keeps the choice (a failure leaves it on this device only). */
export function storeAccountLanguage(api: ApiClient, snapshot: SessionSnapshot, locale: Locale): void {
  if (snapshot.status !== 'authenticated') return;
  api.patch(PATHS.account.settings, { json: { language: locale } }).catch((error: unknown) => console.warn('[cabinet] the language was not stored on the account', error));
}
