import { useRef, type ReactNode } from 'react';
import { useDesignToken } from '@cabinet/design/core';
import { useNarrow, useScrollsSideways } from '../list/narrow';

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
 * Narrower than CARD_LIST_MAX_WIDTH it shows each row as a card, as every list does, so a phone never hides
 * a figure behind a sideways scroll.
 */
export function SmallTable<Row extends { id: string }>({ label, columns, rows }: { label: string; columns: readonly SmallTableColumn<Row>[]; rows: readonly Row[] }) {
  const token = useDesignToken();
  const box = useRef<HTMLDivElement>(null);
  const narrow = useNarrow(box);
  const scrolls = useScrollsSideways(box);
  const cell = { padding: '12px 8px', borderBottom: `1px solid ${token.colorBorderSecondary}`, verticalAlign: 'middle' } as const;
  return (
    <div ref={box} style={{ overflowX: 'auto' }} data-layout={narrow ? 'cards' : 'table'} {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}>
      {narrow ? (
        <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {rows.map((row) => (
            // Each title beside its value; a long value wraps inside its own column.
            <li key={row.id} style={{ ...cell, overflowWrap: 'anywhere' }}>
              <dl style={{ display: 'grid', gridTemplateColumns: '8em 1fr', gap: '4px 12px', margin: 0 }}>
                {columns.map((column) => [
                  <dt key={`${column.key}t`} style={{ color: token.colorTextSecondary }}>
                    {column.title}
                  </dt>,
                  <dd key={column.key} style={{ margin: 0 }}>
                    {column.render(row)}
                  </dd>,
                ])}
              </dl>
            </li>
          ))}
        </ul>
      ) : (
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
      )}
    </div>
  );
}
