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
  // jsdom does not implement getComputedStyle's pseudo-element argument, which antd's Table passes to
  // measure the scrollbar (and logs "Not implemented" for): the element's own style is answer enough.
  const elementStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element) => elementStyle(element);
  // @rc-component/form batches through MessageChannel; Node's real one keeps jest alive, so deliver on a timer.
  if (typeof window.MessageChannel === 'undefined') {
    class TimerPort {
      /** @type {((event: { data: unknown }) => void) | null} */
      onmessage = null;
      /** @type {TimerPort | null} */
      peer = null;
      /** @param {unknown} data */
      postMessage(data) {
        setTimeout(() => this.peer?.onmessage?.({ data }), 0);
      }
      close() {}
    }
    class TimerMessageChannel {
      port1 = new TimerPort();
      port2 = new TimerPort();
      constructor() {
        this.port1.peer = this.port2;
        this.port2.peer = this.port1;
      }
    }
    Object.defineProperty(window, 'MessageChannel', { value: TimerMessageChannel, configurable: true });
  }
  // Unit tests never reach a network: a missing fake fails loudly instead of hanging.
  const failingFetch = async (/** @type {unknown} */ input) => {
    throw new Error(`Unexpected network call in a unit test: ${String(input)}`);
  };
  if (!process.env.JEST_ALLOW_NETWORK) window.fetch = failingFetch;
}
