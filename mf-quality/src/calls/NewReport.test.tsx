import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { answerWith, apiError, fakeApi } from '@cabinet/api/testing';
import { QUALITY_PATHS, type ReportDetail } from '@cabinet/api/quality';
import { renderScreen } from '@cabinet/contracts/testing';
import '../catalog';
import { NewReport } from './NewReport';

configure({ asyncUtilTimeout: 5000 });

const REPORT: ReportDetail = {
  id: '5b2f0c1e-0000-4000-8000-000000000001',
  source: 'calls',
  from: '2026-03-01',
  to: '2026-03-31',
  state: 'Created',
  checklistVersion: 2,
  conversationsCount: 0,
  processedCount: 0,
  averageScore: null,
  fatalFailedCount: 0,
  scoredBy: null,
  errorKind: null,
  error: null,
  createdAt: '2026-04-01T10:00:00Z',
  finishedAt: null,
  operators: [],
  items: [],
  conversations: [],
  notification: null,
};

it('builds a report of the period and source chosen and opens it', async () => {
  const sent: unknown[] = [];
  const rendered = await renderScreen(<NewReport />, {
    route: 'calls',
    api: fakeApi()
      .on('GET', QUALITY_PATHS.reports, () => [REPORT])
      .on('POST', QUALITY_PATHS.reports, ({ body }) => {
        sent.push(body);
        return answerWith(201, REPORT);
      }).handler,
  });
  expect(await screen.findByRole('link', { name: 'Calls, March 1, 2026 – March 31, 2026' })).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Period from'), { target: { value: '2026-03-01' } });
  fireEvent.change(screen.getByLabelText('Period to'), { target: { value: '2026-03-31' } });
  fireEvent.change(screen.getByRole('combobox', { name: 'Source' }), { target: { value: 'chats' } });
  fireEvent.click(screen.getByRole('button', { name: 'Build the report' }));
  await waitFor(() => expect(rendered.navigations).toEqual([{ id: 'reports.report', params: { reportId: REPORT.id } }]));
  expect(sent).toEqual([{ source: 'chats', from: '2026-03-01', to: '2026-03-31' }]);
});

it('says why a report cannot be built: no checklist, a period backwards', async () => {
  let answer = apiError(409, 'CHECKLIST_REQUIRED', 'Save a checklist first');
  await renderScreen(<NewReport />, {
    route: 'calls',
    api: fakeApi()
      .on('GET', QUALITY_PATHS.reports, () => [])
      .on('POST', QUALITY_PATHS.reports, () => answer).handler,
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Build the report' }));
  expect(await screen.findByText('Save a checklist first: a report scores conversations against it')).toBeInTheDocument();
  answer = apiError(400, 'VALIDATION_FAILED', 'Invalid', { to: 'report.periodOrder' });
  fireEvent.click(screen.getByRole('button', { name: 'Build the report' }));
  expect(await screen.findByText('The period ends before it starts')).toBeInTheDocument();
});
