import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BACK_OFFICE_PATHS, type Accident, type DetectedAccident } from '@cabinet/api/admin';
import { answerWith, apiError, fakeApi, pageOf } from '@cabinet/api/testing';
import type { SessionSnapshot } from '@cabinet/contracts';
import { TEST_USER } from '@cabinet/contracts/testing';
import { renderWithHistory } from '@cabinet/toolkit/testing';
import '../../catalog';
import { AccidentsScreen } from './AccidentsScreen';

configure({ asyncUtilTimeout: 5000 });

const ADMIN: SessionSnapshot = { status: 'authenticated', user: TEST_USER, roles: ['admin'] };

const recorded: Accident = {
  id: 'a1',
  kind: 'providerFailing',
  title: 'WhatsApp provider timeouts',
  description: 'The gateway restarted',
  source: 'chatApi',
  status: 'open',
  startedAt: '2026-11-20T10:00:00.000Z',
  resolvedAt: null,
  createdAt: '2026-11-20T10:05:00.000Z',
  createdByEmail: 'admin@example.com',
  affectedUsers: [{ id: 'u1', email: 'lotus.spa@example.com' }],
  version: 3,
};

const detected: DetectedAccident[] = [
  { kind: 'providerFailing', source: 'twilio', since: '2026-11-28T09:30:00.000Z', failedCount: 12, affectedUsers: [{ id: 'u2', email: 'kyiv.nails@example.com' }, { id: 'u3', email: 'studio.rio@example.com' }] },
];

function accidentsApi() {
  return fakeApi()
    .on('GET', BACK_OFFICE_PATHS.accidents, ({ query }) => pageOf([recorded].filter((item) => !query.get('status') || item.status === query.get('status')), query))
    .on('PATCH', BACK_OFFICE_PATHS.accident, ({ body }) => ({ ...recorded, ...Object(body), version: 4 }))
    .on('GET', BACK_OFFICE_PATHS.detectedAccidents, () => detected);
}

it('shows what the platform raises now and the recorded accidents with their users, and resolves one from its version', async () => {
  const api = accidentsApi();
  await renderWithHistory(<AccidentsScreen />, { route: 'admin.accidents', title: 'Accidents', session: ADMIN, api: api.handler });
  const raised = await screen.findByRole('region', { name: 'Raised by the platform now' });
  expect(await within(raised).findByText('A provider failing: twilio')).toBeInTheDocument();
  expect(within(raised).getByText(/^12 failed messages since/)).toBeInTheDocument();
  expect(within(raised).getByRole('link', { name: 'studio.rio@example.com' })).toHaveAttribute('href', '/admin.users.user/u3');

  const row = await within(screen.getByRole('table', { name: 'Recorded accidents' })).findByRole('row', { name: /WhatsApp provider timeouts/ });
  expect(within(row).getByText('Open')).toBeInTheDocument();
  // The kind under the title, not a column of its own (seven scrolled sideways at 1024 px: issue 31, the walk).
  expect(within(row).getByText('A provider failing · chatApi')).toBeInTheDocument();
  expect(within(screen.getByRole('table', { name: 'Recorded accidents' })).queryByRole('columnheader', { name: 'Kind' })).not.toBeInTheDocument();
  expect(within(row).getByRole('link', { name: 'lotus.spa@example.com' })).toBeInTheDocument();
  await userEvent.setup({ delay: null }).click(within(row).getByRole('button', { name: 'Resolve' }));
  await waitFor(() => expect(api.callsTo(BACK_OFFICE_PATHS.accident, 'PATCH')[0]).toMatchObject({ path: expect.stringContaining('/a1'), body: { status: 'resolved', version: 3 } }));
});

it('filters the recorded ones by status on the server, the choice in the URL', async () => {
  const api = accidentsApi();
  const rendered = await renderWithHistory(<AccidentsScreen />, { route: 'admin.accidents', title: 'Accidents', session: ADMIN, api: api.handler });
  await screen.findByRole('row', { name: /WhatsApp provider timeouts/ });
  await userEvent.setup({ delay: null }).click(within(screen.getByRole('radiogroup', { name: 'Status' })).getByText('Resolved'));
  expect(await screen.findByText('No accident with this status')).toBeInTheDocument();
  expect(rendered.history.current()).toBe('?status=resolved');
  expect(api.lastQuery(BACK_OFFICE_PATHS.accidents)).toMatchObject({ status: 'resolved' });
});

it('records one the platform raised with its fields filled in, an unknown e-mail refused at its field', async () => {
  let tries = 0;
  const api = accidentsApi().on('POST', BACK_OFFICE_PATHS.accidents, ({ body }) =>
    tries++ === 0 ? apiError(400, 'VALIDATION_FAILED', 'No user has the e-mail', { affectedEmails: 'admin.unknownUser' }) : answerWith(201, { ...recorded, id: 'a2', ...Object(body) }),
  );
  await renderWithHistory(<AccidentsScreen />, { route: 'admin.accidents', title: 'Accidents', session: ADMIN, api: api.handler });
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Record it' }));
  expect(screen.getByLabelText('What happened')).toHaveValue('A provider failing: twilio');
  expect(screen.getByLabelText('Affected users’ e-mails')).toHaveValue('kyiv.nails@example.com\nstudio.rio@example.com');
  await user.click(screen.getByRole('button', { name: 'Record the accident' }));
  expect(await screen.findByText('No user has this e-mail')).toBeInTheDocument();
  expect(api.callsTo(BACK_OFFICE_PATHS.accidents, 'POST')[0]?.body).toEqual({
    title: 'A provider failing: twilio',
    kind: 'providerFailing',
    source: 'twilio',
    description: '',
    affectedEmails: ['kyiv.nails@example.com', 'studio.rio@example.com'],
  });
  await user.click(screen.getByRole('button', { name: 'Record the accident' }));
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Record the accident' })).not.toBeInTheDocument());
});

it('asks what happened before recording an accident of the admin’s own', async () => {
  const api = accidentsApi();
  await renderWithHistory(<AccidentsScreen />, { route: 'admin.accidents', title: 'Accidents', session: ADMIN, api: api.handler });
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Record an accident' }));
  await user.click(screen.getByRole('button', { name: 'Record the accident' }));
  expect(await screen.findByText('Say what happened')).toBeInTheDocument();
  expect(api.callsTo(BACK_OFFICE_PATHS.accidents, 'POST')).toHaveLength(0);
});

it.each(['ru', 'uk-UA'] as const)('in %s the button that resolves an accident says the action, not the status it leads to', async (locale) => {
  await renderWithHistory(<AccidentsScreen />, { route: 'admin.accidents', title: 'Accidents', session: ADMIN, locale, api: accidentsApi().handler });
  const row = await within(await screen.findByRole('table')).findByRole('row', { name: /WhatsApp provider timeouts/ });
  const resolve = within(row).getByRole('button');
  const statuses = screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent ?? '');
  expect(statuses).toHaveLength(3);
  expect(statuses).not.toContain(resolve.textContent);
});
