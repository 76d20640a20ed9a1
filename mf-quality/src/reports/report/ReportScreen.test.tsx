import { configure, screen, within } from '@testing-library/react';
import { fakeApi } from '@cabinet/api/testing';
import type { ReportDetail } from '@cabinet/api/quality';
import { renderScreen } from '@cabinet/contracts/testing';
import '../../catalog';
import { ReportScreen } from './ReportScreen';

configure({ asyncUtilTimeout: 5000 });

const DONE: ReportDetail = {
  id: '5b2f0c1e-0000-4000-8000-000000000001',
  source: 'calls',
  from: '2026-03-01',
  to: '2026-03-31',
  state: 'Done',
  checklistVersion: 2,
  conversationsCount: 3,
  processedCount: 3,
  averageScore: 58.3,
  fatalFailedCount: 1,
  scoredBy: 'standIn',
  errorKind: null,
  error: null,
  createdAt: '2026-04-01T10:00:00Z',
  finishedAt: '2026-04-01T10:01:00Z',
  operators: [
    { operator: 'Oleg', conversations: 1, averageScore: 0, fatalFailed: 1 },
    { operator: null, conversations: 2, averageScore: 87.5, fatalFailed: 0 },
  ],
  items: [
    { itemId: 'a', title: 'Greeted the client', weight: 5, fatal: false, passed: 2, failed: 1, notApplicable: 0, passRate: 67 },
    { itemId: 'b', title: 'Not rude', weight: 10, fatal: true, passed: 2, failed: 1, notApplicable: 0, passRate: 67 },
  ],
  conversations: [],
  notification: { messageId: 'm1', status: 'sent', reasonParams: null, detail: null },
};

const render = (report: ReportDetail, locale: 'en' | 'uk-UA' = 'en') =>
  renderScreen(<ReportScreen />, { route: 'reports.report', params: { reportId: report.id }, locale, api: fakeApi().on('GET', 'api/v1/Quality/Reports/:id', () => report).handler });

it('shows a finished report’s summary, its tables by operator and by checklist item, and the WhatsApp notice', async () => {
  await render(DONE);
  expect(await screen.findByText('58.3 of 100')).toBeInTheDocument();
  expect(screen.getByText('Done')).toBeInTheDocument();
  expect(screen.getByText('WhatsApp notice to you: sent')).toBeInTheDocument();
  const operators = within(screen.getByRole('table', { name: 'By operator' })).getAllByRole('row').slice(1);
  expect(operators.map((row) => row.textContent)).toEqual(['Oleg10 of 1001', 'Not named287.5 of 1000']);
  const items = within(screen.getByRole('table', { name: 'By checklist item' })).getAllByRole('row').slice(1);
  expect(within(items[1] ?? document.body).getByText('Fatal')).toBeInTheDocument();
  expect(within(items[0] ?? document.body).getByText('67%')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
});

it('writes the period and the scores the reader’s locale way', async () => {
  await renderScreen(<ReportScreen />, { route: 'reports.report', params: { reportId: DONE.id }, locale: 'ru', api: fakeApi().on('GET', 'api/v1/Quality/Reports/:id', () => DONE).handler });
  expect(await screen.findByText('1 марта 2026 г. – 31 марта 2026 г.')).toBeInTheDocument();
  expect(screen.getAllByText(/58,3/).length).toBeGreaterThan(0);
  expect(screen.getAllByText(/87,5/).length).toBeGreaterThan(0);
});

it('shows the progress of a report while it runs', async () => {
  await render({ ...DONE, state: 'InProgress', processedCount: 1, averageScore: 100, notification: null });
  expect(await screen.findByRole('progressbar', { name: 'Scoring progress' })).toHaveAttribute('value', '1');
  expect(screen.getByText('1 of 3 scored')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
});

it('says why a report stopped in the reader’s language, the provider’s words kept as the detail', async () => {
  const stopped: ReportDetail = { ...DONE, state: 'Error', errorKind: 'unreachable', error: 'The language model could not be reached (ECONNREFUSED)', notification: null };
  await renderScreen(<ReportScreen />, { route: 'reports.report', params: { reportId: DONE.id }, locale: 'ru', api: fakeApi().on('GET', 'api/v1/Quality/Reports/:id', () => stopped).handler });
  expect(await screen.findByText('Отчёт остановлен из-за ошибки. Не удалось связаться с ИИ-сервисом. Попробуйте позже.')).toBeInTheDocument();
  expect(screen.getByText('Подробности: The language model could not be reached (ECONNREFUSED)')).toBeInTheDocument();
});

it('says what to do when the provider refused the report', async () => {
  await render({ ...DONE, state: 'Error', errorKind: 'rejected', error: 'Incorrect API key provided.', notification: null });
  expect(await screen.findByText(/The AI service refused the request .* Check the model settings\./)).toBeInTheDocument();
  expect(screen.getByText('Details: Incorrect API key provided.')).toBeInTheDocument();
});

it('shows the stored text of a report that stopped before failures had kinds', async () => {
  await render({ ...DONE, state: 'Error', errorKind: null, error: 'Incorrect API key provided.', notification: null });
  expect(await screen.findByText('The report stopped with an error: Incorrect API key provided.')).toBeInTheDocument();
});

// Issue 31: why the notice did not go was the engine's English note in every locale.
it('says why the WhatsApp notice was not sent in the reader’s language, from the engine’s code', async () => {
  await render({ ...DONE, notification: { messageId: 'm1', status: 'failed', reasonParams: { code: 'channelState', value: 'notAuthorized' }, detail: 'The whatsapp account is notAuthorized' } }, 'uk-UA');
  expect(await screen.findByText('Акаунт не авторизовано')).toBeInTheDocument();
  expect(screen.queryByText(/notAuthorized/)).not.toBeInTheDocument();
});

it('labels an older notice’s English note as not translated', async () => {
  await render({ ...DONE, notification: { messageId: 'm1', status: 'skipped', reasonParams: null, detail: 'The notice has no text' } });
  expect(await screen.findByText('Details (not translated): The notice has no text')).toBeInTheDocument();
});
