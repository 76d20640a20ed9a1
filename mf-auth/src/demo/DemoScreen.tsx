import { useEffect } from 'react';
import { useHost, useLinks } from '@cabinet/contracts';
import { AuthCard, Button, Waiting } from '@cabinet/design/core';
import { Result } from '@cabinet/design/feedback';
import { useTranslate } from '@cabinet/i18n';
import { useLoginMutation } from '../api/signIn';

/**
 * The public demo account (spec section 2, /demo). Its credentials are public
 * by design: anyone may look around a cabinet filled with sample data.
 */
export const DEMO_ACCOUNT = { email: 'demo@example.com', password: 'Demo1234' } as const;

const messages = {
  title: /*i18n*/ { id: 'auth.demo.title', message: 'Demo cabinet' },
  opening: /*i18n*/ { id: 'auth.demo.opening', message: 'Opening the demo cabinet…' },
  failed: /*i18n*/ { id: 'auth.demo.failed', message: 'The demo cabinet could not be opened' },
  retry: /*i18n*/ { id: 'auth.demo.retry', message: 'Try again' },
};

/** /demo: signs in to the demo account and goes home. */
export function DemoScreen() {
  const t = useTranslate();
  const host = useHost();
  const links = useLinks();
  const open = useLoginMutation({
    onSuccess: () => links.navigate('home', undefined, { replace: true }),
  });
  const { mutate } = open;
  useEffect(() => mutate(DEMO_ACCOUNT), [mutate]);

  return (
    <AuthCard title={t(messages.title)} brandName={host.brandName}>
      {open.isError ? (
        <Result
          status="error"
          title={t(messages.failed)}
          extra={
            <Button type="primary" onClick={() => mutate(DEMO_ACCOUNT)}>
              {t(messages.retry)}
            </Button>
          }
        />
      ) : (
        <Waiting label={t(messages.opening)} />
      )}
    </AuthCard>
  );
}
