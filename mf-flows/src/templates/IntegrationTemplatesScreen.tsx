import { FLOW_INTEGRATIONS, type FlowIntegration, type FlowTemplate } from '@cabinet/api/flows';
import { useLinks, useRoute } from '@cabinet/contracts';
import { Button, Empty, Flex, PageHeading, Typography, ContentSkeleton } from '@cabinet/design/core';
import { Card } from '@cabinet/design/data';
import { PlusOutlined } from '@cabinet/design/icons';
import { useTranslate } from '@cabinet/i18n';
import { LoadFailedAlert } from '@cabinet/toolkit/list';
import { useFlowTemplates } from '../api/flows';
import { INTEGRATION_LABELS, INTEGRATION_ROUTES, integrationOfRoute } from './integrations';
import { TemplatePreview } from './TemplatePreview';

const messages = {
  systems: /*i18n*/ { id: 'flows.templates.systems', message: 'Booking system' },
  list: /*i18n*/ { id: 'flows.templates.list', message: 'Templates' },
  loading: /*i18n*/ { id: 'flows.templates.loading', message: 'Loading the templates…' },
  loadFailed: /*i18n*/ { id: 'flows.templates.loadFailed', message: 'The templates could not be loaded' },
  empty: /*i18n*/ { id: 'flows.templates.empty', message: 'This system has no templates yet' },
  add: /*i18n*/ { id: 'flows.templates.add', message: 'Add' },
  addNamed: /*i18n*/ { id: 'flows.templates.addNamed', message: 'Add “{title}”' },
};

/**
 * /templates/{integration}: the ready flows of one booking or ordering system as cards. A template the
 * tariff does not allow says so and why (spec section 4) and offers no way to add it.
 */
export function IntegrationTemplatesScreen() {
  const t = useTranslate();
  const route = useRoute();
  // The route table maps only the four integration routes to this screen.
  const integration = integrationOfRoute(route.id) ?? 'yclients';
  const templates = useFlowTemplates(integration);

  return (
    <section>
      <PageHeading title={route.title} />
      <IntegrationSwitcher current={integration} label={t(messages.systems)} />
      {templates.isError ? (
        <LoadFailedAlert title={t(messages.loadFailed)} onRetry={() => templates.refetch()} retrying={templates.isFetching} />
      ) : templates.data === undefined ? (
        <ContentSkeleton label={t(messages.loading)} />
      ) : templates.data.length === 0 ? (
        <Empty description={t(messages.empty)} />
      ) : (
        <ul aria-label={t(messages.list)} style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))', gap: 16 }}>
          {templates.data.map((template) => (
            <li key={template.templateType}>
              <TemplateCard template={template} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The four systems as links, the shown one marked: an owner with two systems, or none, picks here. */
function IntegrationSwitcher({ current, label }: { current: FlowIntegration; label: string }) {
  const t = useTranslate();
  const links = useLinks();
  return (
    <nav aria-label={label} style={{ marginBottom: 24 }}>
      <Flex wrap gap={8} align="center">
        <Typography.Text strong>{label}</Typography.Text>
        {FLOW_INTEGRATIONS.map((integration) => {
          const routeId = INTEGRATION_ROUTES[integration];
          const href = links.href(routeId);
          if (!href) return null;
          const shown = integration === current;
          return (
            <Button
              key={integration}
              type={shown ? 'primary' : 'default'}
              href={href}
              aria-current={shown ? 'page' : undefined}
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                links.navigate(routeId);
              }}
            >
              {t(INTEGRATION_LABELS[integration])}
            </Button>
          );
        })}
      </Flex>
    </nav>
  );
}

function TemplateCard({ template }: { template: FlowTemplate }) {
  const t = useTranslate();
  const links = useLinks();
  const headingId = `template-${template.integration}-${template.templateType}`;
  const params = { integration: template.integration, templateType: template.templateType };
  const href = links.href('templates.add', params);
  return (
    <Card role="article" aria-labelledby={headingId} style={{ height: '100%' }} styles={{ body: { height: '100%' } }}>
      <TemplatePreview
        template={template}
        headingId={headingId}
        actions={
          template.available && href ? (
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              href={href}
              aria-label={t(messages.addNamed, { title: template.title })}
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                links.navigate('templates.add', params);
              }}
            >
              {t(messages.add)}
            </Button>
          ) : (
            <Button icon={<PlusOutlined aria-hidden />} disabled aria-label={t(messages.addNamed, { title: template.title })}>
              {t(messages.add)}
            </Button>
          )
        }
      />
    </Card>
  );
}
