// @ts-check
import '@testing-library/jest-dom/jest-globals';

// antd reads these browser APIs that jsdom does not implement.
if (typeof window !== 'undefined') {
  window.matchMedia ??= (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
  class NoopResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver ??= NoopResizeObserver;
  // Unit tests never reach a network: a missing fake fails loudly instead of hanging.
  const failingFetch = async (/** @type {unknown} */ input) => {
    throw new Error(`Unexpected network call in a unit test: ${String(input)}`);
  };
  if (!process.env.JEST_ALLOW_NETWORK) window.fetch = failingFetch;
}
