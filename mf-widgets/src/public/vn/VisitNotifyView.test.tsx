import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fillPath } from '@cabinet/api/core';
import { MESSAGES_PATHS } from '@cabinet/api/messaging';
import type { PublicVisit } from '@cabinet/api/messaging';
import { apiError, fakeApi } from '@cabinet/api/testing';
import { renderScreen } from '@cabinet/contracts/testing';
import '../../catalog';
import { VisitNotifyView } from './VisitNotifyView';

const TOKEN = 'A'.repeat(48);
const path = fillPath(MESSAGES_PATHS.publicVisit, { token: TOKEN });

/** The visit of one link: confirming and cancelling change it as the API does. */
function visitApi(initial: Partial<PublicVisit> = {}) {
  const state: PublicVisit = {
    businessName: 'Aurora',
    address: '1 Main St',
    startsAt: '2026-11-26T14:30:00.000Z',
    timeZone: 'Europe/Lisbon',
    masterName: 'Olga',
    services: ['Haircut'],
    price: null,
    state: 'waiting',
    actions: { confirm: true, cancel: true },
    language: 'en',
    ...initial,
  };
  const fake = fakeApi()
    .on('GET', MESSAGES_PATHS.publicVisit, () => state)
    .on('POST', MESSAGES_PATHS.publicVisit, ({ body }) => {
      if (body.action === 'confirm' && state.state === 'canceled') return apiError(409, 'VISIT_CANCELED', 'The visit was cancelled');
      state.state = body.action === 'confirm' ? 'confirmed' : 'canceled';
      return state;
    });
  return { handler: fake.handler, state };
}

configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

describe('VisitNotifyView', () => {
  it('shows the visit on the branch’s clock and confirms it', async () => {
    const api = visitApi();
    const rendered = await renderScreen(<VisitNotifyView token={TOKEN} preferred="confirm" brandName="SalonNotify" />, { route: 'visitNotify', api: api.handler });
    expect(screen.getByRole('heading', { level: 1, name: 'Your visit' })).toBeInTheDocument();
    expect(await screen.findByText('Waiting for your answer')).toBeInTheDocument();
    // 14:30 UTC is 14:30 in Lisbon in November (English writes it 02:30 PM); the specialist and the service are named.
    expect(screen.getByText('November 26, 2026')).toBeInTheDocument();
    expect(screen.getByText('02:30 PM')).toBeInTheDocument();
    expect(screen.getByText('Olga')).toBeInTheDocument();
    expect(screen.getByText('Haircut')).toBeInTheDocument();
    expect(document.title).toBe('Your visit to Aurora');

    await userEvent.click(screen.getByRole('button', { name: 'Confirm the visit' }));
    expect(await screen.findByText('Thank you! Your visit is confirmed. See you then.')).toBeInTheDocument();
    expect(screen.getByText('Confirmed')).toBeInTheDocument();
    expect(rendered.requests).toContainEqual({ path, body: { action: 'confirm' } });
  });

  it('shows the price and only the buttons the business’s Confirm widget offers', async () => {
    const api = visitApi({ price: { amount: 2500, currency: 'RUB' }, masterName: '', actions: { confirm: true, cancel: false } });
    await renderScreen(<VisitNotifyView token={TOKEN} preferred="cancel" brandName="SalonNotify" />, { route: 'visitNotify', api: api.handler });
    expect(await screen.findByText('Waiting for your answer')).toBeInTheDocument();
    expect(screen.getByText('RUB 2,500.00')).toBeInTheDocument();
    expect(screen.queryByText('Specialist')).not.toBeInTheDocument();
    // The link asked to cancel, but this business takes only confirmations on the page.
    expect(screen.getByRole('button', { name: 'Confirm the visit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel the visit' })).not.toBeInTheDocument();
  });

  it('asks once more before cancelling, and says it is cancelled', async () => {
    const api = visitApi();
    const rendered = await renderScreen(<VisitNotifyView token={TOKEN} preferred="cancel" brandName="SalonNotify" />, { route: 'visitNotify', api: api.handler });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Cancel the visit' }));
    expect(rendered.requests.filter((request) => request.path === path && request.body !== undefined)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Keep the visit' }));
    await user.click(screen.getByRole('button', { name: 'Cancel the visit' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('Your visit is cancelled. You are welcome to book again any time.')).toBeInTheDocument();
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm the visit' })).not.toBeInTheDocument();
    expect(api.state.state).toBe('canceled');
  });

  it('says the token is not valid for a link the API does not know', async () => {
    await renderScreen(<VisitNotifyView token={TOKEN} preferred="confirm" brandName="SalonNotify" />, {
      route: 'visitNotify',
      api: fakeApi().on('GET', MESSAGES_PATHS.publicVisit, () => apiError(404, 'VISIT_LINK_INVALID', 'This link is not valid')).handler,
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Token not valid' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('speaks Portuguese', async () => {
    await renderScreen(<VisitNotifyView token={TOKEN} preferred="confirm" brandName="SalonNotify" />, { route: 'visitNotify', locale: 'pt-BR', api: visitApi({ language: 'pt-BR' }).handler });
    expect(await screen.findByRole('button', { name: 'Confirmar a visita' })).toBeInTheDocument();
    expect(screen.getByText('Aguardando sua resposta')).toBeInTheDocument();
  });
});
