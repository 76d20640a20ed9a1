import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fillPath } from '@cabinet/api/core';
import { QUICK_START_PATHS } from '@cabinet/api/account';
import { BUSINESS_PATHS } from '@cabinet/api/business';
import type { QuickStartProgress } from '@cabinet/api/account';
import { renderScreen } from '@cabinet/contracts/testing';
import '../../catalog';
import { QuickStartWizard } from './QuickStartWizard';

const progressPath = fillPath(QUICK_START_PATHS.progress, { variant: 'quickstart' });
const fresh: QuickStartProgress = {
  variant: 'quickstart',
  step: 'goals',
  goals: [],
  integration: null,
  startMode: null,
  plannedDay: null,
  completedAt: null,
  flowIds: [],
};

function api(progress: QuickStartProgress) {
  return (request: Request, path: string) => {
    if (path === progressPath && request.method === 'GET') return Response.json(progress);
    if (path === progressPath && request.method === 'PUT') return Response.json({ ...progress, step: 'connect', goals: ['revisit'] });
    if (path === BUSINESS_PATHS.connections) return Response.json([]);
    return undefined;
  };
}

describe('QuickStartWizard', () => {
  it('will not leave the goals without one, and saves each choice and step on the server', async () => {
    const rendered = await renderScreen(<QuickStartWizard variant="quickstart" />, { route: 'account.quickstart', api: api(fresh) });
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one goal');
    expect(rendered.requests.filter((call) => call.path === progressPath && call.body)).toEqual([]);

    await userEvent.click(screen.getByRole('checkbox', { name: /Client revisit/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Connection' })).toBeInTheDocument();
    expect(rendered.requests.filter((call) => call.path === progressPath && call.body).map((call) => call.body)).toEqual([
      { step: 'goals', goals: ['revisit'], integration: null, startMode: null, plannedDay: null },
      { step: 'connect', goals: ['revisit'], integration: null, startMode: null, plannedDay: null },
    ]);
  });

  it('resumes at the saved step with the saved choices', async () => {
    await renderScreen(<QuickStartWizard variant="quickstart" />, { route: 'account.quickstart', api: api({ ...fresh, step: 'connect', goals: ['feedback', 'rating'] }) });
    expect(await screen.findByRole('heading', { name: 'Connection' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose the system your bookings or orders live in');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('checkbox', { name: /Feedback request/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Raise the rating/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Client revisit/ })).not.toBeChecked();
  });
});
