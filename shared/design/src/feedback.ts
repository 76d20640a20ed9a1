/**
 * Result pages: the outcome of an action (sent, confirmed, failed) and not-found pages. antd's Result carries
 * its status illustrations, so only the pages that show one load this entry; the placeholders are in `/core`.
 */
export { Result } from 'antd';
