/**
 * `@cabinet/toolkit/reasons`: why the engine stopped a message, beyond its reason, worded in the reader's
 * language from the code it stored (`reasonParams`), on every screen that shows a message's reason.
 */
export { ReasonDetail } from './reasons/ReasonDetail';
export type { ReasonDetailSource } from './reasons/ReasonWords';
