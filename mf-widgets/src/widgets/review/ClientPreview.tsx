import { useEffect, useState } from 'react';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { WidgetLanguage } from '@cabinet/api/widgets';
import { I18nProvider } from '@cabinet/i18n';
import type { ReactNode } from 'react';

/**
 * A language's compiled catalogues: the remote's own (src/locales), which holds the client page's texts
 * (rating/RatingCard, shared with the public page /rv), and this folder's.
 */
const loadMessages = (language: WidgetLanguage): Promise<unknown[]> =>
  Promise.all([
    import(/* webpackInclude: /\/locales\/[^/]+\.ts$/ */ `../../locales/${language}`),
    import(/* webpackInclude: /\/locales\/[^/]+\.ts$/ */ `./locales/${language}`),
  ]);

function messagesOf(modules: unknown[]): Messages {
  const messages: Messages = {};
  for (const module of modules) {
    if (typeof module === 'object' && module !== null && 'messages' in module && typeof module.messages === 'object' && module.messages !== null) {
      for (const [id, message] of Object.entries(module.messages)) if (typeof message === 'string' || Array.isArray(message)) messages[id] = message;
    }
  }
  return messages;
}

/**
 * Draws `children` in the widget's language, not the cabinet's: a lingui instance of its own, holding that
 * language's catalogue, so the preview shows what a client reads. A catalogue that fails to load leaves
 * the descriptors' English.
 */
export function ClientPreview({ language, children }: { language: WidgetLanguage; children: ReactNode }) {
  const [instance, setInstance] = useState<I18n | null>(null);
  useEffect(() => {
    let current = true;
    const use = (messages: Messages) => {
      if (current) setInstance(setupI18n({ locale: language, messages: { [language]: messages } }));
    };
    loadMessages(language).then(
      (modules) => use(messagesOf(modules)),
      () => use({}),
    );
    return () => {
      current = false;
    };
  }, [language]);
  if (!instance) return null;
  return (
    <div lang={language}>
      <I18nProvider i18n={instance}>{children}</I18nProvider>
    </div>
  );
}
