import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DataTable, pagesToShow, type RowKey, type SorterResult, type TableChangeExtra, type TableColumnsType, type TablePaginationConfig } from './DataTable';

interface Flow {
  id: string;
  title: string;
  sent: number;
}

const flows: Flow[] = [
  { id: 'a', title: 'Morning reminder', sent: 12 },
  { id: 'b', title: 'Review request', sent: 3 },
  { id: 'c', title: 'Birthday greeting', sent: 0 },
];

const columns = (order: 'ascend' | 'descend' | null = null): TableColumnsType<Flow> => [
  { key: 'title', title: 'Title', sorter: true, sortOrder: order, render: (_, flow) => flow.title },
  { key: 'sent', title: 'Sent', dataIndex: 'sent', align: 'end' },
];

type Change = [TablePaginationConfig, SorterResult<Flow>, TableChangeExtra];

describe('DataTable', () => {
  it('is a table named by its label, with a column header per column and a row per record', () => {
    render(<DataTable<Flow> aria-label="Flows" rowKey="id" columns={columns()} dataSource={flows} />);
    const table = screen.getByRole('table', { name: 'Flows' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Title', 'Sent']);
    expect(within(table).getByRole('row', { name: /Review request/ })).toHaveTextContent('Review request3');
    expect(within(table).getAllByRole('columnheader')[0]).toHaveAttribute('scope', 'col');
  });

  it('asks for the next sort order from a sortable header, which says its order', async () => {
    const changes: Change[] = [];
    const onChange = (pagination: TablePaginationConfig, _filters: Record<string, never>, sorter: SorterResult<Flow>, extra: TableChangeExtra) => changes.push([pagination, sorter, extra]);
    const { rerender } = render(<DataTable<Flow> aria-label="Flows" rowKey="id" columns={columns()} dataSource={flows} onChange={onChange} />);
    const header = screen.getByRole('columnheader', { name: 'Title' });
    expect(header).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Sent' })).not.toHaveAttribute('aria-sort');

    await userEvent.click(within(header).getByRole('button', { name: 'Title' }));
    expect(changes.at(-1)?.[1]).toMatchObject({ columnKey: 'title', order: 'ascend' });
    expect(changes.at(-1)?.[2]).toEqual({ action: 'sort' });

    rerender(<DataTable<Flow> aria-label="Flows" rowKey="id" columns={columns('ascend')} dataSource={flows} onChange={onChange} />);
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(header).getByRole('button'));
    expect(changes.at(-1)?.[1]).toMatchObject({ columnKey: 'title', order: 'descend' });

    rerender(<DataTable<Flow> aria-label="Flows" rowKey="id" columns={columns('descend')} dataSource={flows} onChange={onChange} />);
    expect(header).toHaveAttribute('aria-sort', 'descending');
    // The keyboard reaches the sort too: the header holds a button.
    within(header).getByRole('button').focus();
    await userEvent.keyboard('{Enter}');
    expect(changes.at(-1)?.[1]).toMatchObject({ columnKey: 'title', order: null });
  });

  function Selectable({ preserve = false, initial = [] }: { preserve?: boolean; initial?: RowKey[] }) {
    const [selected, setSelected] = useState<RowKey[]>(initial);
    return (
      <>
        <DataTable<Flow>
          aria-label="Flows"
          rowKey="id"
          columns={columns()}
          dataSource={flows}
          rowSelection={{
            selectedRowKeys: selected,
            preserveSelectedRowKeys: preserve,
            onChange: setSelected,
            getCheckboxProps: (flow) => ({ 'aria-label': `Select “${flow.title}”`, disabled: flow.id === 'c' }),
          }}
        />
        <output>{selected.join(',')}</output>
      </>
    );
  }

  it('selects rows with their labelled checkboxes, and every selectable row of the page with the header’s', async () => {
    render(<Selectable />);
    const all = screen.getByRole('checkbox', { name: 'Select current page' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select “Review request”' }));
    expect(screen.getByRole('status')).toHaveTextContent('b');
    expect(all).not.toBeChecked();
    expect(all).toHaveProperty('indeterminate', true);

    await userEvent.click(all);
    expect(screen.getByRole('status')).toHaveTextContent('a,b');
    expect(all).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select “Birthday greeting”' })).toBeDisabled();

    await userEvent.click(all);
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
  });

  it('keeps the keys of rows on other pages only when asked to', async () => {
    const { unmount } = render(<Selectable preserve initial={['z']} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select “Morning reminder”' }));
    expect(screen.getByRole('status')).toHaveTextContent('z,a');
    unmount();
    render(<Selectable initial={['z']} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select “Morning reminder”' }));
    expect(screen.getByRole('status')).toHaveTextContent(/^a$/);
  });

  it('pages: a button per page, previous and next, the page size and the total', async () => {
    const changes: Change[] = [];
    const pagination: TablePaginationConfig = { current: 2, pageSize: 20, total: 95, showSizeChanger: true, pageSizeOptions: ['10', '20', '50'], showTotal: (total) => `Total: ${total}` };
    render(<DataTable<Flow> aria-label="Flows" rowKey="id" columns={columns()} dataSource={flows} pagination={pagination} onChange={(page, _filters, sorter, extra) => changes.push([page, sorter, extra])} />);
    expect(screen.getByText('Total: 95')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('button', { name: /^\d+$/ }).map((button) => button.textContent)).toEqual(['1', '2', '3', '4', '5']);

    await userEvent.click(screen.getByRole('button', { name: '4' }));
    expect(changes.at(-1)?.[0]).toMatchObject({ current: 4, pageSize: 20 });
    expect(changes.at(-1)?.[2]).toEqual({ action: 'paginate' });
    await userEvent.click(screen.getByRole('button', { name: 'Previous Page' }));
    expect(changes.at(-1)?.[0]).toMatchObject({ current: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'Next Page' }));
    expect(changes.at(-1)?.[0]).toMatchObject({ current: 3 });

    const size = screen.getByRole('combobox', { name: 'Page Size' });
    expect(within(size).getAllByRole('option').map((option) => option.textContent)).toEqual(['10 / page', '20 / page', '50 / page']);
    await userEvent.selectOptions(size, '50 / page');
    expect(changes.at(-1)?.[0]).toMatchObject({ current: 2, pageSize: 50 });
  });

  it('offers the first, the last and the pages around the current one of a long list', () => {
    expect(pagesToShow(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pagesToShow(1, 50)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 50]);
    expect(pagesToShow(25, 50)).toEqual([1, 'gap', 23, 24, 25, 26, 27, 'gap', 50]);
    expect(pagesToShow(50, 50)).toEqual([1, 'gap', 45, 46, 47, 48, 49, 50]);
  });

  it('hides the pager when one page holds every row and the size is not to be chosen', () => {
    render(<DataTable<Flow> aria-label="Flows" rowKey="id" columns={columns()} dataSource={flows} pagination={{ current: 1, pageSize: 20, total: 3, hideOnSinglePage: true }} />);
    expect(screen.queryByRole('button', { name: 'Next Page' })).not.toBeInTheDocument();
  });

  it('says there is nothing, in the screen’s words or antd’s', () => {
    const { unmount } = render(<DataTable<Flow> aria-label="Flows" rowKey="id" columns={columns()} dataSource={[]} locale={{ emptyText: 'No flows yet' }} />);
    expect(within(screen.getByRole('table', { name: 'Flows' })).getByRole('cell', { name: 'No flows yet' })).toHaveAttribute('colspan', '2');
    unmount();
    render(<DataTable<Flow> aria-label="Flows" rowKey="id" columns={columns()} dataSource={[]} />);
    expect(within(screen.getByRole('table', { name: 'Flows' })).getByRole('cell')).toHaveTextContent('No data');
  });

  it('keeps the rows under a busy state while a page loads', () => {
    render(<DataTable<Flow> aria-label="Flows" rowKey="id" columns={columns()} dataSource={flows} loading />);
    expect(screen.getByRole('table', { name: 'Flows' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('row', { name: /Morning reminder/ })).toBeInTheDocument();
  });

  it('passes each cell what its column asks for it', () => {
    render(<DataTable<Flow> aria-label="Flows" rowKey="id" columns={[{ key: 'title', title: 'Title', dataIndex: 'title', onCell: (flow) => ({ title: `cell of ${flow.id}` }) }]} dataSource={flows} />);
    expect(screen.getByRole('cell', { name: 'Morning reminder' })).toHaveAttribute('title', 'cell of a');
  });
});
