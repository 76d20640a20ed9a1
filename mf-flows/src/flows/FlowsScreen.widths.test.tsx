import { configure, screen, within } from '@testing-library/react';
import { FLOWS_PATHS } from '@cabinet/api/flows';
import { fakeApi, makeFlow, pageOf, summaryOf } from '@cabinet/api/testing';
import { renderScreen } from '@cabinet/contracts/testing';
import '../catalog';
import { setScreenWidth } from '../shared/screenWidth.testing';
import { FlowsScreen } from './FlowsScreen';

const birthday = makeFlow({ id: 'f2', title: 'Birthday greeting', type: 'birthday', status: 'unavailable', mode: 'test', createdAt: '2026-01-10T08:00:00Z' });

configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

async function renderAt(width: number) {
  const widthMock = setScreenWidth(width);
  const api = fakeApi().on('GET', FLOWS_PATHS.incomingTransfers, () => ({ items: [] })).on('GET', FLOWS_PATHS.list, ({ query }) => pageOf([birthday].map(summaryOf), query));
  await renderScreen(<FlowsScreen />, { route: 'flows', title: 'Flows', api: api.handler });
  const table = await screen.findByRole('table', { name: 'Flows' });
  await within(table).findByRole('link', { name: 'Birthday greeting' });
  return { table, restore: widthMock.restore };
}

describe('the flows list at the widths people use', () => {
  it('keeps the status and mode of each flow on a 390 px phone, beside its actions', async () => {
    const { table, restore } = await renderAt(390);
    const row = within(table).getByRole('link', { name: 'Birthday greeting' }).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('Not in your tariff')).toBeInTheDocument();
    expect(within(row).getByText('Test')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Actions for “Birthday greeting”' })).toBeInTheDocument();
    // Besides the selection column.
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent).filter(Boolean)).toEqual(['Title', 'Actions']);
    restore();
  });

  it('fits beside the sidebar at 1440 px: the dates of least use give way', async () => {
    const { table, restore } = await renderAt(1440);
    const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Title', 'Type', 'Mode', 'Status', 'Last start', 'Next start', 'Actions']));
    expect(headers).not.toContain('Created');
    restore();
  });
});
