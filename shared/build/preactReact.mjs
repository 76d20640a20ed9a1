// @ts-check
/*
 * `react` for a remote's plain public views (webpack.mjs, the standalone build's `plain` layer): preact/compat,
 * with React 19's `use` for a promise, which preact/compat lacks (a plain view's tree never renders the parts
 * that call it, the antd provider and a lazy screen's catalogue, but their modules import it). As React's: the
 * promise must be the same on every render (a cached one); a pending one suspends to the nearest Suspense.
 */
import { useContext } from 'preact/compat';

// Every name preact/compat exports (its types' `export =` allows no `export *`), React's hooks with them.
export {
  Children,
  Component,
  Fragment,
  PureComponent,
  StrictMode,
  Suspense,
  SuspenseList,
  cloneElement,
  createContext,
  createElement,
  createFactory,
  createPortal,
  createRef,
  default,
  findDOMNode,
  flushSync,
  forwardRef,
  hydrate,
  isFragment,
  isMemo,
  isValidElement,
  lazy,
  memo,
  render,
  startTransition,
  unmountComponentAtNode,
  unstable_batchedUpdates,
  useCallback,
  useContext,
  useDebugValue,
  useDeferredValue,
  useEffect,
  useId,
  useImperativeHandle,
  useInsertionEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
  useTransition,
  version,
} from 'preact/compat';

/** @typedef {{ status?: 'pending' | 'fulfilled' | 'rejected'; value?: unknown; reason?: unknown }} Tracked */

/**
 * @template T
 * @param {PromiseLike<T> | import('preact').Context<T>} usable
 * @returns {T}
 */
export function use(usable) {
  if (!('then' in usable)) return useContext(usable);
  /** @type {PromiseLike<T> & Tracked} */
  const promise = usable;
  if (promise.status === 'fulfilled') return /** @type {T} */ (promise.value);
  if (promise.status === 'rejected') throw promise.reason;
  if (promise.status !== 'pending') {
    promise.status = 'pending';
    promise.then(
      (value) => Object.assign(promise, { status: 'fulfilled', value }),
      (reason) => Object.assign(promise, { status: 'rejected', reason }),
    );
  }
  throw promise;
}
