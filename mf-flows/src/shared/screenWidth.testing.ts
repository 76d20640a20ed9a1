/**
 * Tests: makes the page's media queries answer as a screen `width` pixels wide (antd's breakpoints read
 * them), until `restore` is called. jsdom answers every query "no" otherwise.
 */
export function setScreenWidth(width: number): { restore: () => void } {
  const original = window.matchMedia;
  const matches = (query: string) =>
    [...query.matchAll(/\((min|max)-width:\s*(\d+(?:\.\d+)?)px\)/g)].every(([, kind, value]) => (kind === 'min' ? width >= Number(value) : width <= Number(value)));
  window.matchMedia = (query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
  return {
    restore: () => {
      window.matchMedia = original;
    },
  };
}
