// @ts-check
import '@testing-library/jest-dom/jest-globals';
import { configure } from '@testing-library/dom';

// CI runs jest on two busy cores: a screen that answers in 1.2 s there is not broken, so the find* queries and
// waitFor wait up to 5 s before they fail (the library's 1 s default failed a payments test under load).
configure({ asyncUtilTimeout: 5000 });

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
  keepOnlyWhatTestsRead(window.document);
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

/**
 * What tests read of an element's computed style: whether it is shown (display, visibility, opacity), its
 * pseudo-elements' text (content), and whether it takes clicks (pointer-events). jsdom matches every CSS rule
 * of the page on each getComputedStyle call, and the role queries and user-event call it for every element
 * and each ancestor: with antd's injected styles that was three quarters of a screen test's time. Each style
 * element the page adds keeps only the rules that set one of those properties (about one in eight), so what
 * the tests see as shown or hidden is what antd's styles say, for a fraction of the cost.
 * @param {Document} document
 */
function keepOnlyWhatTestsRead(document) {
  const READ = ['display', 'visibility', 'opacity', 'content', 'pointer-events'];
  /** @type {WeakMap<HTMLStyleElement, string>} */
  const filtered = new WeakMap();
  /** @param {CSSRule} rule @returns {boolean} */
  const matters = (rule) => {
    if (rule instanceof CSSStyleRule) return READ.some((property) => rule.style.getPropertyValue(property) !== '');
    // @media: kept whole when a rule inside matters; @keyframes and @font-face never do.
    if (rule instanceof CSSMediaRule) return [...rule.cssRules].some(matters);
    return false;
  };
  /** @param {HTMLStyleElement} style */
  const filter = (style) => {
    if (!style.sheet || filtered.get(style) === style.textContent) return;
    const kept = [...style.sheet.cssRules].filter(matters).map((rule) => rule.cssText).join('\n');
    filtered.set(style, kept);
    style.textContent = kept;
  };
  const styles = () => document.querySelectorAll('style');
  new MutationObserver(() => styles().forEach(filter)).observe(document.head, { subtree: true, childList: true, characterData: true });
}
