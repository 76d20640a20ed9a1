import { screen, within } from '@testing-library/react';
import { renderScreen } from '@cabinet/contracts/testing';
import '../catalog';
import { KpiTable, type Kpi } from './KpiTable';

const count = (value: number) => value.toLocaleString('ru');
const KPIS: Kpi[] = [
  { key: 'delivered', label: 'Доставлено сообщений', current: 1800, previous: 900, format: count },
  { key: 'failed', label: 'Не доставлено', current: 10, previous: null, format: count, lowerIsBetter: true },
];

const width = (px: number) => jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ width: px, height: 600 }));
afterEach(() => jest.restoreAllMocks());

describe('KpiTable (issue 36, item 17)', () => {
  it('shows a row per figure against the previous period where the columns fit', async () => {
    width(1000);
    await renderScreen(<KpiTable kpis={KPIS} />, { route: 'insights', locale: 'ru' });
    const table = screen.getByRole('table', { name: 'Ключевые показатели в сравнении с прошлым периодом' });
    const row = within(table).getByRole('rowheader', { name: 'Доставлено сообщений' }).closest('tr');
    if (!row) throw new Error('No row');
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['1\u00a0800', '900', `${new Intl.NumberFormat('ru', { style: 'percent', signDisplay: 'exceptZero' }).format(1)} (лучше)`]);
  });

  it('shows each figure as a card on a 390 px phone, its titles beside their values, so no word is broken to fit four columns', async () => {
    width(358);
    await renderScreen(<KpiTable kpis={KPIS} />, { route: 'insights', locale: 'ru' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Ключевые показатели в сравнении с прошлым периодом' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const [, failed] = cards;
    if (!failed) throw new Error('No card');
    expect(within(failed).getAllByRole('term').map((term) => term.textContent)).toEqual(['Показатель', 'Этот период', 'Прошлый период', 'Изменение']);
    expect(within(failed).getAllByRole('definition').map((value) => value.textContent)).toEqual(['Не доставлено', '10', 'Нет данных за прошлый период', '—']);
  });
});
