import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FLOWS_PATHS } from '@cabinet/api/flows';
import type { FlowConversion } from '@cabinet/api/flows';
import { apiError, fakeApi, makeFlow } from '@cabinet/api/testing';
import { renderScreen, TEST_USER, type ApiHandler } from '@cabinet/contracts/testing';
import '../../catalog';
import { FlowEditorScreen } from './FlowEditorScreen';

const flow = makeFlow({ id: 'f1', title: 'Reminder a day before', content: 'Hello, {clientName}!', mode: 'combat' });

/** Three days of a flow's messages; a longer window converts more of them. */
function conversionOf(windowDays: number): FlowConversion {
  const converted = windowDays === 30 ? [0, 24, 36] : [0, 20, 17];
  const days = [
    { date: '2026-03-01', sent: 0, read: 0, converted: converted[0] ?? 0 },
    { date: '2026-03-02', sent: 100, read: 80, converted: converted[1] ?? 0 },
    { date: '2026-03-03', sent: 100, read: 70, converted: converted[2] ?? 0 },
  ];
  const totals = days.reduce((sum, day) => ({ sent: sum.sent + day.sent, read: sum.read + day.read, converted: sum.converted + day.converted }), { sent: 0, read: 0, converted: 0 });
  return { flowId: 'f1', windowDays, from: '2026-03-01', to: '2026-03-03', days, totals };
}

const NOTHING_SENT: FlowConversion = {
  flowId: 'f1',
  windowDays: 7,
  from: '2026-03-01',
  to: '2026-03-03',
  days: [{ date: '2026-03-01', sent: 0, read: 0, converted: 0 }],
  totals: { sent: 0, read: 0, converted: 0 },
};

/** The flow and its conversion; records each conversion query, and can fail the first ones. */
function conversionApi({ answer = conversionOf, failures = 0 }: { answer?: (windowDays: number) => FlowConversion; failures?: number } = {}) {
  const queries: Array<{ windowDays: string | null; days: string | null }> = [];
  let failuresLeft = failures;
  const fake = fakeApi()
    .on('GET', FLOWS_PATHS.one, () => flow)
    .on('GET', FLOWS_PATHS.conversion, ({ query }) => {
      queries.push({ windowDays: query.get('windowDays'), days: query.get('days') });
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        return apiError(500, 'INTERNAL', 'Something went wrong');
      }
      return answer(Number(query.get('windowDays')));
    });
  return { handler: fake.handler, queries };
}

const session = { status: 'authenticated' as const, user: TEST_USER, roles: [] };

async function openConversion(api: ApiHandler, search = '') {
  const rendered = await renderScreen(<FlowEditorScreen />, {
    route: 'flows.edit',
    title: 'Flow editor',
    params: { workflowId: 'f1', tab: 'conversion' },
    search,
    api,
    session,
  });
  await screen.findByRole('heading', { level: 2, name: flow.title });
  return rendered;
}

const windowOption = (name: string) => within(screen.getByRole('radiogroup', { name: 'Conversion window' })).getByRole('radio', { name });
const figure = (label: string) => screen.getByText(label, { selector: 'dt *' }).closest('div')?.querySelector('dd')?.textContent;
const rows = () => within(screen.getByRole('table', { name: 'Conversion by day' })).getAllByRole('row').slice(1);

// Whole antd screens render slowly on the shared two-core machine; these are not timing assertions.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(60_000);

describe('the conversion tab', () => {
  it('shows the last 30 days over a 7-day window: totals, rates of the sent, and the days newest first', async () => {
    const api = conversionApi();
    await openConversion(api.handler);
    expect(screen.getByRole('tab', { name: 'Conversion' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Period: the last 30 days, March 1, 2026 – March 3, 2026')).toBeInTheDocument();
    expect(api.queries).toEqual([{ windowDays: '7', days: '30' }]);
    expect(windowOption('7 days')).toBeChecked();

    expect(figure('Sent')).toBe('200');
    expect(figure('Read')).toBe('150');
    expect(figure('Converted')).toBe('37');
    expect(figure('Read rate')).toBe('75%');
    expect(figure('Conversion rate')).toBe('18.5%');
    expect(screen.getByText('Converted: the client made a booking within 7 days of the message.')).toBeInTheDocument();

    expect(rows().map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['March 3, 2026', '100', '70', '17', '17%'],
      ['March 2, 2026', '100', '80', '20', '20%'],
      ['March 1, 2026', '0', '0', '0', '–'],
    ]);
    // Read-only: nothing to save, nothing unsaved.
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('asks again with the chosen window and keeps it in the URL', async () => {
    const api = conversionApi();
    const rendered = await openConversion(api.handler);
    await waitFor(() => expect(figure('Conversion rate')).toBe('18.5%'));

    await userEvent.click(within(screen.getByRole('radiogroup', { name: 'Conversion window' })).getByText('30 days'));
    await waitFor(() => expect(figure('Conversion rate')).toBe('30%'));
    expect(api.queries).toEqual([
      { windowDays: '7', days: '30' },
      { windowDays: '30', days: '30' },
    ]);
    expect(windowOption('30 days')).toBeChecked();
    expect(screen.getByText('Converted: the client made a booking within 30 days of the message.')).toBeInTheDocument();
    expect(rendered.navigations).toEqual([{ id: 'flows.edit', params: { workflowId: 'f1', tab: 'conversion' }, options: { replace: true, search: '?window=30' } }]);
  });

  it('opens on the window a link names', async () => {
    const fromLink = conversionApi();
    await openConversion(fromLink.handler, '?window=14');
    await waitFor(() => expect(fromLink.queries).toEqual([{ windowDays: '14', days: '30' }]));
    expect(windowOption('14 days')).toBeChecked();
  });

  it('reads an unknown window as 7 days, and the URL says so', async () => {
    const odd = conversionApi();
    const rendered = await openConversion(odd.handler, '?window=10');
    await waitFor(() => expect(odd.queries).toEqual([{ windowDays: '7', days: '30' }]));
    expect(windowOption('7 days')).toBeChecked();
    expect(rendered.navigations).toEqual([{ id: 'flows.edit', params: { workflowId: 'f1', tab: 'conversion' }, options: { replace: true } }]);
  });

  it('is the conversion tab of a template-born flow too, with the window beside the tab in the search', async () => {
    const api = conversionApi();
    const rendered = await renderScreen(<FlowEditorScreen />, {
      route: 'templates.edit',
      params: { integration: 'yclients', workflowId: 'f1' },
      search: '?tab=conversion&window=21',
      api: api.handler,
      session,
    });
    expect(await screen.findByRole('tab', { name: 'Conversion' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(api.queries).toEqual([{ windowDays: '21', days: '30' }]));
    await userEvent.click(within(screen.getByRole('radiogroup', { name: 'Conversion window' })).getByText('7 days'));
    expect(rendered.navigations).toEqual([
      { id: 'templates.edit', params: { integration: 'yclients', workflowId: 'f1' }, options: { replace: true, search: '?tab=conversion' } },
    ]);
  });

  it('says when the flow sent nothing in the period', async () => {
    await openConversion(conversionApi({ answer: () => NOTHING_SENT }).handler);
    expect(await screen.findByText('This flow sent no messages in the last 30 days')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Conversion by day' })).not.toBeInTheDocument();
  });

  it('says when the conversion could not be loaded, and tries again', async () => {
    const api = conversionApi({ failures: 1 });
    await openConversion(api.handler);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The conversion could not be loaded');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(figure('Sent')).toBe('200'));
    expect(screen.queryByText('The conversion could not be loaded')).not.toBeInTheDocument();
  });
});
