import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fillPath } from '@cabinet/api/core';
import { TEMPLATES_PATHS } from '@cabinet/api/flows';
import type { AddFlowFromTemplateRequest, Flow } from '@cabinet/api/flows';
import { answerWith, apiError, fakeApi, makeFlow, makeFlowTemplate } from '@cabinet/api/testing';
import { renderScreen, TEST_USER, type ApiHandler } from '@cabinet/contracts/testing';
import '../../catalog';
import { AddFromTemplateScreen } from './AddFromTemplateScreen';

configure({ asyncUtilTimeout: 5000 });

const reminder = makeFlowTemplate({ integration: 'yclients', templateType: 'visitReminder24h', flowType: 'visitReminder', title: 'Visit reminder 24 h before' });

const session = { status: 'authenticated' as const, user: TEST_USER, roles: [] };
const params = { integration: 'yclients', templateType: 'visitReminder24h' };
const addPath = fillPath(TEMPLATES_PATHS.add, params);

function createdFlow(title: string, mode: Flow['mode']): Flow {
  return makeFlow({ id: 'new-flow-1', title, mode, status: 'inQueue', createdAt: '2026-03-01T08:00:00Z', editedAt: '2026-03-01T08:00:00Z', templateType: 'visitReminder24h' });
}

/** The templates list, and the add call answered by `add` (by default: the flow as asked). */
function templatesApi(add?: (body: AddFlowFromTemplateRequest) => Response): ApiHandler {
  return fakeApi()
    .on('GET', TEMPLATES_PATHS.list, () => [reminder])
    .on('POST', TEMPLATES_PATHS.add, ({ body }) => (add ? add(body) : answerWith(201, createdFlow(body.title ?? reminder.title, body.mode ?? 'test')))).handler;
}

function addRequests(requests: Array<{ path: string; body: unknown }>) {
  return requests.filter((request) => request.path === addPath);
}

async function openForm(api: ApiHandler = templatesApi()) {
  const rendered = await renderScreen(<AddFromTemplateScreen />, { route: 'templates.add', params, title: 'New flow from a template', session, api });
  const title = await screen.findByLabelText('Flow title');
  return { rendered, title };
}

describe('AddFromTemplateScreen', () => {
  it('shows the template, prefills the title and starts in test mode, saying what test mode means', async () => {
    const { title } = await openForm();

    expect(screen.getByRole('heading', { level: 1, name: 'New flow from a template' })).toBeInTheDocument();
    const preview = screen.getByRole('article', { name: 'Visit reminder 24 h before' });
    expect(within(preview).getByText('{clientName}, we are waiting for you tomorrow at {recordTime}.')).toBeInTheDocument();
    expect(title).toHaveValue('Visit reminder 24 h before');
    expect(screen.getByRole('radio', { name: 'Test' })).toBeChecked();
    expect(screen.getByText(/messages go only to your own phone/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Live' }));
    expect(screen.getByText(/messages go to your clients as soon as the flow runs/)).toBeInTheDocument();
  });

  it('creates the flow with the title and mode chosen and opens its editor', async () => {
    const { rendered, title } = await openForm();
    const user = userEvent.setup();

    await user.clear(title);
    await user.type(title, 'Reminder for tomorrow');
    await user.click(screen.getByRole('button', { name: 'Create the flow' }));

    await waitFor(() => expect(rendered.navigations).toEqual([{ id: 'flows.edit', params: { workflowId: 'new-flow-1' }, options: undefined }]));
    expect(addRequests(rendered.requests).map((request) => request.body)).toEqual([{ title: 'Reminder for tomorrow', mode: 'test', language: 'en' }]);
    expect(await screen.findByText('The flow “Reminder for tomorrow” is created')).toBeInTheDocument();
  });

  it('refuses an empty title and one over 200 characters at the field, without calling the API', async () => {
    const { rendered, title } = await openForm();
    const user = userEvent.setup();

    await user.clear(title);
    await user.click(screen.getByRole('button', { name: 'Create the flow' }));
    expect(await screen.findByText('The field cannot be empty')).toBeInTheDocument();

    const tooLong = 'x'.repeat(201);
    await user.click(title);
    await user.paste(tooLong);
    expect(await screen.findByText('The text is too long')).toBeInTheDocument();
    expect(title).toHaveValue(tooLong);
    await user.click(screen.getByRole('button', { name: 'Create the flow' }));
    expect(addRequests(rendered.requests)).toEqual([]);
    expect(rendered.navigations).toEqual([]);
  });

  it('shows the API’s refusal of the title at the field and keeps what was typed', async () => {
    const refuse = () => apiError(400, 'VALIDATION_FAILED', 'The text is too long', { title: 'text.tooLong' });
    const { rendered, title } = await openForm(templatesApi(refuse));
    const user = userEvent.setup();

    await user.clear(title);
    await user.type(title, 'My reminder');
    await user.click(screen.getByRole('button', { name: 'Create the flow' }));

    expect(await screen.findByText('The text is too long')).toBeInTheDocument();
    expect(title).toHaveValue('My reminder');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(rendered.navigations).toEqual([]);
  });

  it('says in the spec’s words when the tariff refuses the flow, keeping the form as typed', async () => {
    const refuse = () => apiError(403, 'FLOW_UNAVAILABLE_IN_TARIFF', 'This flow type needs an extended tariff', { type: 'flow.type.extendedTariff' });
    const { rendered, title } = await openForm(templatesApi(refuse));
    const user = userEvent.setup();

    await user.clear(title);
    await user.type(title, 'Kept title');
    await user.click(screen.getByRole('radio', { name: 'Live' }));
    await user.click(screen.getByRole('button', { name: 'Create the flow' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The flow could not be created');
    expect(alert).toHaveTextContent('This flow is not available in your tariff');
    expect(title).toHaveValue('Kept title');
    expect(screen.getByRole('radio', { name: 'Live' })).toBeChecked();
    expect(rendered.navigations).toEqual([]);
  });

  it('shows a locked template without the form', async () => {
    const api = fakeApi().on('GET', TEMPLATES_PATHS.list, () => [{ ...reminder, available: false }]).handler;
    await renderScreen(<AddFromTemplateScreen />, { route: 'templates.add', params, session, api });

    expect(await screen.findByText('Not in your tariff')).toBeInTheDocument();
    expect(screen.queryByLabelText('Flow title')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create the flow' })).not.toBeInTheDocument();
  });

  it('says there is no such template for an unknown one', async () => {
    await renderScreen(<AddFromTemplateScreen />, { route: 'templates.add', params: { integration: 'yclients', templateType: 'nope' }, session, api: templatesApi() });

    expect(await screen.findByRole('heading', { level: 2, name: 'There is no such template' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the templates' })).toHaveAttribute('href', '/templates.yclients');
  });
});
