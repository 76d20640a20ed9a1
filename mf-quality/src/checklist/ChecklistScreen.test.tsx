import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiError, fakeApi, versionConflict } from '@cabinet/api/testing';
import { QUALITY_PATHS, saveChecklistRequestSchema, type Checklist } from '@cabinet/api/quality';
import { renderScreen } from '@cabinet/contracts/testing';
import '../catalog';
import { ChecklistScreen } from './ChecklistScreen';

configure({ asyncUtilTimeout: 5000 });

const stored: Checklist = {
  version: 2,
  createdAt: '2026-10-01T09:00:00Z',
  items: [
    { id: 'a', title: 'Greeted the client', description: 'Hello and a name', weight: 4, fatal: false },
    { id: 'b', title: 'Was polite', description: '', weight: 10, fatal: true },
  ],
};
const versions = [
  { version: 2, itemsCount: 2, fatalCount: 1, createdAt: '2026-10-01T09:00:00Z' },
  { version: 1, itemsCount: 1, fatalCount: 0, createdAt: '2026-09-01T09:00:00Z' },
];

function api() {
  return fakeApi()
    .on('GET', QUALITY_PATHS.checklist, () => stored)
    .on('GET', QUALITY_PATHS.checklistVersions, () => versions)
    .on('GET', 'api/v1/Quality/Checklist/Versions/1', () => ({ version: 1, createdAt: '2026-09-01T09:00:00Z', items: [{ id: 'a', title: 'Greeted the client', description: '', weight: 5, fatal: false }] }));
}

const criterion = (number: number) => screen.getByRole('group', { name: `Criterion ${number}` });

it('saves the edited list as the next version, in its order, with the version it was based on', async () => {
  const rendered = await renderScreen(<ChecklistScreen />, {
    route: 'checklist',
    api: api().on('PUT', QUALITY_PATHS.checklist, ({ body }) => {
      const saved = saveChecklistRequestSchema.parse(body);
      return { ...stored, items: saved.items.map((item, index) => ({ ...item, id: item.id ?? `new-${index}` })), version: 3 };
    }).handler,
  });
  expect(await screen.findByText(/Version 2, saved/)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Add a criterion' }));
  fireEvent.change(within(criterion(3)).getByRole('textbox', { name: 'Name' }), { target: { value: 'Named the price' } });
  fireEvent.change(screen.getByRole('combobox', { name: 'Weight of criterion 3' }), { target: { value: '7' } });
  fireEvent.click(screen.getByRole('button', { name: 'Move criterion 3 up' }));
  fireEvent.click(within(criterion(1)).getByRole('checkbox', { name: 'Fatal: missing it fails the conversation' }));
  fireEvent.click(screen.getByRole('button', { name: 'Save as a new version' }));

  await waitFor(() => expect(rendered.requests.some((request) => request.body !== undefined)).toBe(true));
  expect(rendered.requests.find((request) => request.body !== undefined)?.body).toEqual({
    version: 2,
    items: [
      { id: 'a', title: 'Greeted the client', description: 'Hello and a name', weight: 4, fatal: true },
      { title: 'Named the price', description: '', weight: 7, fatal: false },
      { id: 'b', title: 'Was polite', description: '', weight: 10, fatal: true },
    ],
  });
  expect(await screen.findByText('Version 3 of the checklist is saved')).toBeInTheDocument();
});

it('refuses a blank or repeated name at its criterion before asking the API', async () => {
  const rendered = await renderScreen(<ChecklistScreen />, { route: 'checklist', api: api().handler });
  fireEvent.click(await screen.findByRole('button', { name: 'Add a criterion' }));
  fireEvent.click(screen.getByRole('button', { name: 'Add a criterion' }));
  fireEvent.change(within(criterion(3)).getByRole('textbox', { name: 'Name' }), { target: { value: '  was POLITE ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save as a new version' }));

  expect(await within(criterion(3)).findByText('Another criterion has the same name')).toBeInTheDocument();
  expect(within(criterion(4)).getByText('Name the criterion')).toBeInTheDocument();
  expect(rendered.requests.some((request) => request.body !== undefined)).toBe(false);
});

it('shows a rule only the API knew at its criterion, keeping what was typed', async () => {
  await renderScreen(<ChecklistScreen />, {
    route: 'checklist',
    api: api().on('PUT', QUALITY_PATHS.checklist, () => apiError(400, 'VALIDATION_FAILED', 'The weight must be…', { 'items.1.weight': 'checklist.weightRange' })).handler,
  });
  fireEvent.change(within(await screen.findByRole('group', { name: 'Criterion 2' })).getByRole('textbox', { name: 'Name' }), { target: { value: 'Was very polite' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save as a new version' }));

  expect(await within(criterion(2)).findByText('The weight must be a whole number from 1 to 10')).toBeInTheDocument();
  expect(within(criterion(2)).getByRole('textbox', { name: 'Name' })).toHaveValue('Was very polite');
});

it('keeps what was typed when someone saved in the meantime, and loads their version on request', async () => {
  const theirs: Checklist = { ...stored, version: 3, items: [{ id: 'c', title: 'Their criterion', description: '', weight: 2, fatal: false }] };
  await renderScreen(<ChecklistScreen />, {
    route: 'checklist',
    api: api().on('PUT', QUALITY_PATHS.checklist, () => versionConflict(theirs)).handler,
  });
  fireEvent.change(within(await screen.findByRole('group', { name: 'Criterion 1' })).getByRole('textbox', { name: 'Name' }), { target: { value: 'Mine' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save as a new version' }));

  expect(await screen.findByText('Someone else saved this in the meantime')).toBeInTheDocument();
  expect(within(criterion(1)).getByRole('textbox', { name: 'Name' })).toHaveValue('Mine');
  fireEvent.click(screen.getByRole('button', { name: 'Load their version' }));
  await waitFor(() => expect(within(criterion(1)).getByRole('textbox', { name: 'Name' })).toHaveValue('Their criterion'));
  expect(screen.queryByRole('group', { name: 'Criterion 2' })).not.toBeInTheDocument();
});

it('shows an earlier version’s criteria as they were saved', async () => {
  await renderScreen(<ChecklistScreen />, { route: 'checklist', api: api().handler });
  expect(await screen.findByText('Version 1, September 1, 2026: 1 criterion, 0 fatal')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Show version 1' }));
  expect(await screen.findByText('Greeted the client (weight 5)')).toBeInTheDocument();
});
