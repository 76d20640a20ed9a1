/** `@cabinet/toolkit/pro-gate`: a page or a part of one locked, as the API decides, until the user's plan includes it. */
export { ProGate, ProGatedPage, useLocked, type LockDecision, type ProGateProps } from './pro-gate/ProGate';
