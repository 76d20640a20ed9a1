import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithHistory } from '../testing';
import '../catalog';
import { PagedTable, type ListPage } from './PagedTable';
import { usePagedList } from './usePagedList';

interface Row {
  id: string;
  name: string;
}

const rows = (count: number, offset = 0): Row[] => Array.from({ length: count }, (_, index) => ({ id: `r${offset + index}`, name: `Row ${offset + index + 1}` }));

function Rows({ data, loading = false }: { data: ListPage<Row> | undefined; loading?: boolean }) {
  const list = usePagedList({ sortFields: ['name'], filters: {} });
  return (
    <PagedTable
      label="Rows"
      columns={[{ key: 'name', title: 'Name', sorter: true, render: (_, row) => row.name }]}
      data={data}
      list={list}
      loading={loading}
      empty={<p>Nothing here</p>}
    />
  );
}

configure({ asyncUtilTimeout: 5000 });

describe('PagedTable', () => {
  it('asks for a sort, a page and a page size through the list state, which is the URL', async () => {
    const rendered = await renderWithHistory(<Rows data={{ items: rows(20), total: 45, page: 1 }} />, { route: 'flows' });
    const table = screen.getByRole('table', { name: 'Rows' });
    expect(within(table).getByText('Row 1')).toBeInTheDocument();
    expect(screen.getByText('Total: 45')).toBeInTheDocument();

    await userEvent.click(within(screen.getByRole('columnheader', { name: 'Name' })).getByRole('button'));
    await waitFor(() => expect(rendered.history.current()).toBe('?sort=name&order=asc'));
    await userEvent.click(screen.getByRole('button', { name: '3' }));
    await waitFor(() => expect(rendered.history.current()).toBe('?sort=name&order=asc&page=3'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Page Size' }), '50 / page');
    await waitFor(() => expect(rendered.history.current()).toBe('?sort=name&order=asc&pageSize=50'));
  });

  it('says "nothing here" only once the page has arrived', async () => {
    const first = await renderWithHistory(<Rows data={undefined} />, { route: 'flows' });
    expect(screen.queryByText('Nothing here')).not.toBeInTheDocument();
    first.unmount();
    await renderWithHistory(<Rows data={{ items: [], total: 0, page: 1 }} />, { route: 'flows' });
    expect(screen.getByText('Nothing here')).toBeInTheDocument();
  });

  it('shows grey rows where the first page will be, not a spinner; a later page loads under the rows', async () => {
    const first = await renderWithHistory(<Rows data={undefined} loading />, { route: 'flows' });
    const table = screen.getByRole('table', { name: 'Rows' });
    expect(within(table).getByRole('status', { name: 'Loading the list…' })).toBeInTheDocument();
    expect(table).not.toHaveAttribute('aria-busy');
    first.unmount();
    await renderWithHistory(<Rows data={{ items: rows(3), total: 3, page: 1 }} loading />, { route: 'flows' });
    expect(screen.getByText('Row 1')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Rows' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('status', { name: 'Loading the list…' })).not.toBeInTheDocument();
  });
});

describe('PagedTable on a phone', () => {
  interface Recipient {
    id: string;
    phone: string;
    status: string;
    reason: string;
  }
  function Recipients() {
    const list = usePagedList({ sortFields: ['phone'], filters: {} });
    return (
      <PagedTable<Recipient, 'phone'>
        label="Recipients"
        columns={[
          { key: 'phone', title: 'Phone', dataIndex: 'phone' },
          { key: 'status', title: 'Status', render: (_, row) => <strong>{row.status}</strong> },
          { key: 'reason', title: 'Reason', dataIndex: 'reason' },
          { key: 'actions', render: (_, row) => <button type="button">Cancel {row.phone}</button> },
        ]}
        data={{ items: [{ id: 'a', phone: '+79001112233', status: 'Failed', reason: 'Not on WhatsApp' }], total: 1, page: 1 }}
        list={list}
        loading={false}
        empty={<p>Nothing here</p>}
      />
    );
  }

  const width = (px: number) => jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ width: px, height: 600 }));
  afterEach(() => jest.restoreAllMocks());

  it('shows each row as a card with every column’s title beside its value and the actions in it', async () => {
    width(358);
    await renderWithHistory(<Recipients />, { route: 'flows' });
    const table = screen.getByRole('table', { name: 'Recipients' });
    // One column: nothing to scroll sideways to.
    expect(within(table).getAllByRole('columnheader')).toHaveLength(1);
    const card = within(table).getAllByRole('row')[1];
    if (!card) throw new Error('No row');
    const terms = within(card).getAllByRole('term').map((term) => term.textContent);
    const values = within(card).getAllByRole('definition').map((value) => value.textContent);
    expect(terms).toEqual(['Phone', 'Status', 'Reason']);
    expect(values).toEqual(['+79001112233', 'Failed', 'Not on WhatsApp']);
    expect(within(card).getByRole('button', { name: 'Cancel +79001112233' })).toBeInTheDocument();
  });

  it('breaks a card’s titles between words only, never inside one (“Запланировано” on a phone)', async () => {
    width(358);
    await renderWithHistory(<Recipients />, { route: 'flows' });
    const card = within(screen.getByRole('table', { name: 'Recipients' })).getAllByRole('row')[1];
    if (!card) throw new Error('No row');
    for (const term of within(card).getAllByRole('term')) {
      // As wide as its longest word at least; the value beside it wraps below when they do not fit together.
      expect(term.style.overflowWrap).toBe('break-word');
      expect(term.style.minWidth).toBe('min-content');
    }
  });

  it('keeps the columns where they fit', async () => {
    width(1000);
    await renderWithHistory(<Recipients />, { route: 'flows' });
    const table = screen.getByRole('table', { name: 'Recipients' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Phone', 'Status', 'Reason', '']);
  });
});
