import { useEffect } from 'react';
import { useSessionSnapshot, useShell } from '../ShellContext';

let loaded = false;

/** Spec section 2: the customer-support chat script is loaded after login, once, from the host's URL. */
export function useSupportChat() {
  const { host, apiBaseUrl } = useShell();
  const snapshot = useSessionSnapshot();
  useEffect(() => {
    if (snapshot.status !== 'authenticated' || loaded || !host.supportChatUrl) return;
    loaded = true;
    const script = document.createElement('script');
    script.src = new URL(host.supportChatUrl, apiBaseUrl).toString();
    script.async = true;
    script.dataset.cabinet = 'support-chat';
    document.body.appendChild(script);
  }, [snapshot.status, host.supportChatUrl, apiBaseUrl]);
}
