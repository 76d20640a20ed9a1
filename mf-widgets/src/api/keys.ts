/*
 * The keys every widgets query lives under: apart from the list's module (widgets.ts), so an editor that
 * refreshes the widgets after a save loads none of the list's code, nor the list its.
 */
export const widgetKeys = {
  all: ['widgets'] as const,
  list: () => [...widgetKeys.all, 'list'] as const,
};
