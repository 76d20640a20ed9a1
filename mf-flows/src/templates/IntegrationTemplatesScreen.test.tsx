import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEMPLATES_PATHS } from '@cabinet/api/flows';
import type { FlowTemplate } from '@cabinet/api/flows';
import { apiError, fakeApi, makeFlowTemplate } from '@cabinet/api/testing';
import { renderScreen, TEST_USER } from '@cabinet/contracts/testing';
import '../catalog';
import { IntegrationTemplatesScreen } from './IntegrationTemplatesScreen';
import { TemplatesScreen } from './TemplatesScreen';

configure({ asyncUtilTimeout: 5000 });

function template(templateType: string, overrides: Partial<FlowTemplate> = {}): FlowTemplate {
  return makeFlowTemplate({ templateType, ...overrides });
}

const reminder = template('visitReminder24h');
const retry = template('retryNotify', {
  flowType: 'retryNotify',
  title: 'Repeat notification',
  description: 'Repeats an unanswered reminder after a few days.',
  content: '{clientName}, we have not heard from you.',
  available: false,
});

/** The templates of YCLIENTS; `failures` first calls fail. */
function templatesApi(templates: FlowTemplate[], { failures = 0 }: { failures?: number } = {}) {
  let failuresLeft = failures;
  return fakeApi().on('GET', TEMPLATES_PATHS.list, ({ params }) => {
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      return apiError(500, 'INTERNAL', 'boom');
    }
    return params.integration === 'yclients' ? templates : [];
  }).handler;
}

/** A user on the base booking tariff: retryNotify needs an extended one (spec section 4). */
const baseTariffOwner = { status: 'authenticated' as const, user: { ...TEST_USER, majorTariff: 0 }, roles: [] };

describe('IntegrationTemplatesScreen', () => {
  it('shows each template with its kind, description and default text', async () => {
    await renderScreen(<IntegrationTemplatesScreen />, { route: 'templates.yclients', title: 'YCLIENTS templates', session: baseTariffOwner, api: templatesApi([reminder, retry]) });

    expect(screen.getByRole('heading', { level: 1, name: 'YCLIENTS templates' })).toBeInTheDocument();
    const reminderCard = await screen.findByRole('article', { name: 'Visit reminder 24 h before' });
    expect(within(reminderCard).getByText('Visit reminder')).toBeInTheDocument();
    expect(within(reminderCard).getByText('Reminds the client of the visit a day before it.')).toBeInTheDocument();
    expect(within(reminderCard).getByText('{clientName}, we are waiting for you tomorrow at {recordTime}.')).toBeInTheDocument();
    expect(within(reminderCard).queryByText('Not in your tariff')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'YCLIENTS' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows a template the tariff does not allow as locked, with the reason, and offers no way to add it', async () => {
    const rendered = await renderScreen(<IntegrationTemplatesScreen />, { route: 'templates.yclients', session: baseTariffOwner, api: templatesApi([reminder, retry]) });
    const locked = await screen.findByRole('article', { name: 'Repeat notification' });

    expect(within(locked).getByText('Not in your tariff')).toBeInTheDocument();
    expect(within(locked).getByText('This flow type needs an extended tariff')).toBeInTheDocument();
    const add = within(locked).getByRole('button', { name: 'Add “Repeat notification”' });
    expect(add).toBeDisabled();
    await userEvent.click(add);
    expect(rendered.navigations).toEqual([]);
  });

  it('leads from a template’s Add to its add page', async () => {
    const rendered = await renderScreen(<IntegrationTemplatesScreen />, { route: 'templates.yclients', session: baseTariffOwner, api: templatesApi([reminder, retry]) });
    const add = await screen.findByRole('link', { name: 'Add “Visit reminder 24 h before”' });

    expect(add).toHaveAttribute('href', '/templates.add/yclients/visitReminder24h');
    await userEvent.click(add);
    expect(rendered.navigations).toEqual([{ id: 'templates.add', params: { integration: 'yclients', templateType: 'visitReminder24h' }, options: undefined }]);
  });

  it('says so when the templates cannot be loaded, and tries again on request', async () => {
    await renderScreen(<IntegrationTemplatesScreen />, { route: 'templates.yclients', session: baseTariffOwner, api: templatesApi([reminder], { failures: 1 }) });

    expect(await screen.findByRole('alert')).toHaveTextContent('The templates could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Visit reminder 24 h before' })).toBeInTheDocument();
  });
});

describe('TemplatesScreen', () => {
  it('opens the templates of the system the owner has connected', async () => {
    const rendered = await renderScreen(<TemplatesScreen />, { route: 'templates', session: { status: 'authenticated', user: { ...TEST_USER, crms: ['yclients'] }, roles: [] } });

    expect(rendered.navigations).toEqual([{ id: 'templates.yclients', params: undefined, options: { replace: true } }]);
  });

  it('lets an owner with no system connected choose among the four', async () => {
    const rendered = await renderScreen(<TemplatesScreen />, { route: 'templates', title: 'Templates', session: { status: 'authenticated', user: { ...TEST_USER, crms: [] }, roles: [] } });

    const systems = screen.getByRole('list', { name: 'Booking and ordering systems' });
    expect(within(systems).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['YCLIENTS', 'Altegio', 'iiko', 'API']);
    await userEvent.click(within(systems).getByRole('link', { name: 'iiko' }));
    expect(rendered.navigations).toEqual([{ id: 'templates.iikocrm', params: undefined, options: { search: undefined } }]);
  });
});
