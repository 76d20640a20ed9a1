/** `@cabinet/toolkit/pro-gate`: a page or a part of one locked until the user's plan includes it. */
export { ProGate, ProGatedPage, useUnlocked, type LockDecision, type LockRequirement, type ProGateProps } from './pro-gate/ProGate';
