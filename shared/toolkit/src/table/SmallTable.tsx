import type { ReactNode } from 'react';
import { useDesignToken } from '@cabinet/design/core';

export interface SmallTableColumn<Row> {
  key: string;
  title: string;
  /** Right-aligned (figures). */
  numeric?: boolean;
  render: (row: Row) => ReactNode;
}

/**
 * The browser's own table for a handful of rows (an account's widgets, its assistants): no sorting or paging,
 * so none of the design package's list table, whose code would be most of such a first visit's bytes.
 */
export function SmallTable<Row extends { id: string }>({ label, columns, rows }: { label: string; columns: readonly SmallTableColumn<Row>[]; rows: readonly Row[] }) {
  const token = useDesignToken();
  const cell = { padding: '12px 8px', borderBottom: `1px solid ${token.colorBorderSecondary}`, verticalAlign: 'middle' } as const;
  return (
    <div style={{ overflowX: 'auto' }}>
      <table aria-label={label} style={{ width: '100%', borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" style={{ ...cell, textAlign: column.numeric ? 'end' : 'start', background: token.colorFillAlter, fontWeight: 600 }}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              {columns.map((column) => (
                <td key={column.key} style={{ ...cell, textAlign: column.numeric ? 'end' : 'start' }}>
                  {column.render(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
