/**
 * The design package is the only importer of antd. Sharing antd itself would
 * ship all of it on the first page (a shared module is not tree-shaken); this
 * package re-exports the components the apps use and is shared as page
 * singletons, one per entry point, so one antd and one style cache serve the
 * shell and every remote. A component a remote needs is added here first.
 *
 * Entry points by weight (each its own shared singleton, all provided by the
 * host's build so they share one antd): `@cabinet/design/core` (provider,
 * themes, toasts, light components, placeholders), `/forms` (form, text
 * inputs, fields), `/feedback` (result pages), `/overlays` (layout, menus,
 * dialogs), `/select` (antd's select), `/table` (our own table and the segmented
 * filter), `/segmented` (the segmented switch alone, for screens without a table), `/choices` (number inputs, radios, switches), `/data` (cards, lists, tabs, and `/choices`' controls), `/phone` (the phone field and its numbering plans). `/icons` is
 * not shared: icons hold no state, so each app bundles the ones it draws.
 * Importing `@cabinet/design` loads them all: code on the first page imports
 * the entry points it needs.
 */
export * from './core';
export * from './forms';
export * from './feedback';
export * from './overlays';
export * from './select';
export * from './data';
export * from './table';
export * from './icons';
export * from './phone';
