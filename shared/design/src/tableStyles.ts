/**
 * The table's look, as antd's table draws it, in one static stylesheet: the colours and radii are the theme's
 * tokens, which the table sets as custom properties on its wrapper (a brand changes them, not the rules), so
 * no style engine runs for it. Injected once per document or shadow root.
 */
const TABLE_CSS = `
.cabinet-table { position: relative; font-size: var(--ct-font-size); color: var(--ct-text); }
.cabinet-table table { width: 100%; border-collapse: separate; border-spacing: 0; text-align: start; background: var(--ct-bg); border-radius: var(--ct-radius) var(--ct-radius) 0 0; }
.cabinet-table caption { caption-side: top; text-align: start; padding: 0 0 8px; font-weight: 600; color: var(--ct-heading); }
.cabinet-table th, .cabinet-table td { position: relative; padding: 16px; overflow-wrap: break-word; border-bottom: 1px solid var(--ct-border); text-align: start; transition: background 0.2s; }
.cabinet-table.cabinet-table-middle th, .cabinet-table.cabinet-table-middle td { padding: 12px 8px; }
.cabinet-table.cabinet-table-small th, .cabinet-table.cabinet-table-small td { padding: 8px; }
.cabinet-table th { color: var(--ct-heading); font-weight: 600; background: var(--ct-header-bg); }
.cabinet-table th:first-child { border-start-start-radius: var(--ct-radius); }
.cabinet-table th:last-child { border-start-end-radius: var(--ct-radius); }
.cabinet-table th:not(:last-child)::before { content: ''; position: absolute; top: 50%; inset-inline-end: 0; width: 1px; height: 1.6em; background: var(--ct-split); transform: translateY(-50%); }
.cabinet-table th[aria-sort] { padding: 0; }
.cabinet-table th[aria-sort="ascending"], .cabinet-table th[aria-sort="descending"] { background: var(--ct-sorted-header-bg); }
.cabinet-table td.cabinet-table-sorted { background: var(--ct-header-bg); }
.cabinet-table tbody tr:hover > td { background: var(--ct-header-bg); }
.cabinet-table tbody tr[data-selected] > td { background: var(--ct-selected); }
.cabinet-table tbody tr[data-selected]:hover > td { background: var(--ct-selected-hover); }
.cabinet-table .cabinet-table-sort { all: unset; box-sizing: border-box; display: flex; width: 100%; align-items: center; justify-content: space-between; gap: 4px; padding: 16px; cursor: pointer; font-weight: 600; }
.cabinet-table.cabinet-table-middle .cabinet-table-sort { padding: 12px 8px; }
.cabinet-table.cabinet-table-small .cabinet-table-sort { padding: 8px; }
.cabinet-table .cabinet-table-sort:hover { background: var(--ct-sorted-header-bg); }
.cabinet-table .cabinet-table-sort:focus-visible { outline: 2px solid var(--ct-primary); outline-offset: -2px; }
.cabinet-table .cabinet-table-sorter { display: inline-flex; flex-direction: column; flex: none; color: var(--ct-icon); }
.cabinet-table .cabinet-table-sorter svg { width: 11px; height: 11px; }
.cabinet-table .cabinet-table-sorter svg + svg { margin-top: -4px; }
.cabinet-table .cabinet-table-sorter .cabinet-table-sorter-on { color: var(--ct-primary); }
.cabinet-table .cabinet-table-selection { width: 32px; text-align: center; padding-inline: 8px; }
.cabinet-table input[type="checkbox"] { width: 16px; height: 16px; margin: 0; vertical-align: middle; accent-color: var(--ct-primary); cursor: pointer; }
.cabinet-table .cabinet-table-end { text-align: end; }
.cabinet-table .cabinet-table-center { text-align: center; }
.cabinet-table .cabinet-table-end .cabinet-table-sort { flex-direction: row-reverse; }
.cabinet-table .cabinet-table-fixed-right { position: sticky; right: 0; z-index: 1; background: var(--ct-bg); }
.cabinet-table .cabinet-table-fixed-left { position: sticky; left: 0; z-index: 1; background: var(--ct-bg); }
.cabinet-table th.cabinet-table-fixed-right, .cabinet-table th.cabinet-table-fixed-left { background: var(--ct-header-bg-solid); }
.cabinet-table tbody tr:hover > td.cabinet-table-fixed-right, .cabinet-table tbody tr:hover > td.cabinet-table-fixed-left { background: var(--ct-header-bg-solid); }
.cabinet-table tbody tr.cabinet-table-placeholder:hover > td { background: var(--ct-bg); }
.cabinet-table .cabinet-table-busy tbody { opacity: 0.5; pointer-events: none; }
.cabinet-table .cabinet-table-spinner { position: absolute; inset: 0; z-index: 4; display: flex; align-items: center; justify-content: center; }
.cabinet-table .cabinet-pager { display: flex; flex-wrap: wrap; align-items: center; justify-content: flex-end; gap: 8px; margin: 16px 0; padding: 0; list-style: none; }
.cabinet-table .cabinet-pager li { display: inline-flex; }
.cabinet-table .cabinet-pager button { all: unset; box-sizing: border-box; display: inline-flex; align-items: center; justify-content: center; min-width: 32px; height: 32px; padding: 0 6px; border: 1px solid transparent; border-radius: var(--ct-radius-sm); cursor: pointer; font-family: inherit; }
.cabinet-table .cabinet-pager button:hover:not(:disabled) { background: var(--ct-hover); }
.cabinet-table .cabinet-pager button:focus-visible { outline: 2px solid var(--ct-primary); outline-offset: 1px; }
.cabinet-table .cabinet-pager button[aria-current="page"] { font-weight: 600; color: var(--ct-primary); border-color: var(--ct-primary); background: var(--ct-bg); }
.cabinet-table .cabinet-pager button:disabled { color: var(--ct-disabled); cursor: not-allowed; }
.cabinet-table .cabinet-pager button svg { width: 12px; height: 12px; }
.cabinet-table .cabinet-pager-gap { min-width: 32px; text-align: center; color: var(--ct-icon); letter-spacing: 2px; }
.cabinet-table .cabinet-pager select { height: 32px; padding: 0 8px; font: inherit; color: var(--ct-text); background: var(--ct-bg); border: 1px solid var(--ct-control-border); border-radius: var(--ct-radius-sm); cursor: pointer; }
.cabinet-table .cabinet-pager select:focus-visible { outline: 2px solid var(--ct-primary); outline-offset: 1px; }
`;

let injected = false;
const injectedInto = new WeakSet<ShadowRoot>();

/** Adds the stylesheet to the document, or to the shadow root the table renders in (an embedded view), once. */
export function injectTableStyles(root: Node): void {
  if (typeof document === 'undefined') return;
  const shadow = typeof ShadowRoot !== 'undefined' && root instanceof ShadowRoot ? root : null;
  if (shadow ? injectedInto.has(shadow) : injected) return;
  if (shadow) injectedInto.add(shadow);
  else injected = true;
  const style = document.createElement('style');
  style.dataset.cabinet = 'design-table';
  style.textContent = TABLE_CSS;
  (shadow ?? document.head).appendChild(style);
}
