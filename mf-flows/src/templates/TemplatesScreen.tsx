import { useEffect } from 'react';
import { FLOW_INTEGRATIONS } from '@cabinet/api/flows';
import { RouteLink, useLinks, useRoute, useSession } from '@cabinet/contracts';
import { PageHeading, Typography, Waiting } from '@cabinet/design/core';
import { Card } from '@cabinet/design/data';
import { useTranslate } from '@cabinet/i18n';
import { connectedIntegration, INTEGRATION_DESCRIPTIONS, INTEGRATION_LABELS, INTEGRATION_ROUTES } from './integrations';

const messages = {
  intro: /*i18n*/ { id: 'flows.templates.choose.intro', message: 'Which system keeps your records or orders? Its templates know its data.' },
  systems: /*i18n*/ { id: 'flows.templates.choose.systems', message: 'Booking and ordering systems' },
  opening: /*i18n*/ { id: 'flows.templates.choose.opening', message: 'Opening the templates of your system…' },
};

/**
 * /templates: where a new flow begins. An owner with a connected booking system goes straight to its
 * templates (each list links to the others); anyone else chooses the system first.
 */
export function TemplatesScreen() {
  const t = useTranslate();
  const route = useRoute();
  const links = useLinks();
  const session = useSession();
  const connected = session.status === 'authenticated' ? connectedIntegration(session.user.crms) : null;

  useEffect(() => {
    // replace: Back from the list returns to where the owner came from, not to this hop.
    if (connected) links.navigate(INTEGRATION_ROUTES[connected], undefined, { replace: true });
  }, [connected, links]);

  return (
    <section>
      <PageHeading title={route.title} />
      {connected ? (
        <Waiting label={t(messages.opening)} />
      ) : (
        <>
          <Typography.Paragraph>{t(messages.intro)}</Typography.Paragraph>
          <ul aria-label={t(messages.systems)} style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: 16 }}>
            {FLOW_INTEGRATIONS.map((integration) => (
              <li key={integration}>
                <Card style={{ height: '100%' }}>
                  <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
                    <RouteLink to={INTEGRATION_ROUTES[integration]}>{t(INTEGRATION_LABELS[integration])}</RouteLink>
                  </Typography.Title>
                  <Typography.Paragraph style={{ margin: 0 }}>{t(INTEGRATION_DESCRIPTIONS[integration])}</Typography.Paragraph>
                </Card>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
