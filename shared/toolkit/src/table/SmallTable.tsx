import { useRef, type ReactNode } from 'react';
import { useDesignToken } from '@cabinet/design/core';
import { useNarrow, useScrollsSideways } from '../list/narrow';

export interface SmallTableColumn<Row> {
  key: string;
  title: string;
  /** Right-aligned (figures). */
  numeric?: boolean;
  render: (row: Row) => ReactNode;
  /** The column that names its row (a figure's name, a segment): the row's header in the table. */
  rowHeader?: boolean;
}

/**
 * The browser's own table for a handful of rows (an account's widgets, its assistants): no sorting or paging,
 * so none of the design package's list table, whose code would be most of such a first visit's bytes.
 * Narrower than CARD_LIST_MAX_WIDTH it shows each row as a card, as every list does, so a phone never hides
 * a figure behind a sideways scroll.
 */
export function SmallTable<Row extends { id: string }>({
  label,
  columns,
  rows,
  captioned = false,
}: {
  label: string;
  columns: readonly SmallTableColumn<Row>[];
  rows: readonly Row[];
  /** The label is also shown, above the rows (a table's caption), not only read out. */
  captioned?: boolean;
}) {
  const token = useDesignToken();
  const box = useRef<HTMLDivElement>(null);
  const narrow = useNarrow(box);
  const scrolls = useScrollsSideways(box);
  const cell = { padding: '12px 8px', borderBottom: `1px solid ${token.colorBorderSecondary}`, verticalAlign: 'middle' } as const;
  return (
    <div ref={box} style={{ overflowX: 'auto' }} data-layout={narrow ? 'cards' : 'table'} {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}>
      {narrow && captioned ? <div style={caption}>{label}</div> : null}
      {narrow ? (
        <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {rows.map((row) => (
            // Each title beside its value; a long value wraps inside its own column.
            <li key={row.id} style={{ ...cell, overflowWrap: 'anywhere' }}>
              {/* A title breaks between words only, never letter by letter: its column is at least its longest word wide. */}
              <dl style={{ display: 'grid', gridTemplateColumns: 'minmax(min-content, 8em) minmax(0, 1fr)', gap: '4px 12px', margin: 0 }}>
                {columns.map((column) => [
                  <dt key={`${column.key}t`} style={{ color: token.colorTextSecondary, overflowWrap: 'normal' }}>
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
          {captioned ? <caption style={caption}>{label}</caption> : null}
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
                {columns.map((column) =>
                  column.rowHeader ? (
                    <th key={column.key} scope="row" style={{ ...cell, textAlign: column.numeric ? 'end' : 'start', fontWeight: 400 }}>
                      {column.render(row)}
                    </th>
                  ) : (
                    <td key={column.key} style={{ ...cell, textAlign: column.numeric ? 'end' : 'start' }}>
                      {column.render(row)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

const caption = { textAlign: 'start', fontWeight: 600, marginBottom: 8 } as const;
