import { render, screen, within } from '@testing-library/react';
import { SmallTable, type SmallTableColumn } from './SmallTable';

interface Widget {
  id: string;
  name: string;
  ratings: number;
}

const columns: SmallTableColumn<Widget>[] = [
  { key: 'name', title: 'Name', render: (row) => <a href={`/widgets/${row.id}`}>{row.name}</a> },
  { key: 'ratings', title: 'Ratings', numeric: true, render: (row) => row.ratings },
];
const rows: Widget[] = [
  { id: 'w1', name: 'Aurora, Moscow', ratings: 3004 },
  { id: 'w2', name: 'Aurora, Yekaterinburg', ratings: 1176 },
];

const width = (px: number) => jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ width: px, height: 600 }));
afterEach(() => jest.restoreAllMocks());

describe('SmallTable', () => {
  it('shows a row per item with its figures in their columns where they fit', () => {
    width(1000);
    render(<SmallTable label="Your widgets" columns={columns} rows={rows} />);
    const table = screen.getByRole('table', { name: 'Your widgets' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Name', 'Ratings']);
    expect(within(table).getAllByRole('row')[2]?.textContent).toBe('Aurora, Yekaterinburg1176');
  });

  it('shows each row as a card with every title beside its value on a phone, so no figure needs a sideways scroll', () => {
    width(358);
    render(<SmallTable label="Your widgets" columns={columns} rows={rows} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Your widgets' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const [, second] = cards;
    if (!second) throw new Error('No card');
    expect(within(second).getAllByRole('term').map((term) => term.textContent)).toEqual(['Name', 'Ratings']);
    expect(within(second).getAllByRole('definition').map((value) => value.textContent)).toEqual(['Aurora, Yekaterinburg', '1176']);
    expect(within(second).getByRole('link', { name: 'Aurora, Yekaterinburg' })).toHaveAttribute('href', '/widgets/w2');
  });

  it('names each row by its header column and shows its label as a caption when asked, in both layouts', () => {
    const named: SmallTableColumn<Widget>[] = [{ key: 'name', title: 'Name', rowHeader: true, render: (row) => row.name }, ...columns.slice(1)];
    width(1000);
    const { unmount } = render(<SmallTable label="Your widgets" captioned columns={named} rows={rows} />);
    expect(screen.getByRole('rowheader', { name: 'Aurora, Moscow' })).toBeInTheDocument();
    expect(screen.getByText('Your widgets', { selector: 'caption' })).toBeInTheDocument();
    unmount();
    width(358);
    render(<SmallTable label="Your widgets" captioned columns={named} rows={rows} />);
    expect(screen.getByText('Your widgets', { selector: 'div' })).toBeInTheDocument();
    // A title breaks between words only: a card's long values may wrap anywhere, its titles never letter by letter.
    for (const term of screen.getAllByRole('term')) expect(term).toHaveStyle({ overflowWrap: 'normal' });
  });
});
