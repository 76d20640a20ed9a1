/** Result pages: empty states, failures, placeholders of sections not built yet, the Pro-plan teaser. */
export { Result } from 'antd';
export { LockedFeature, NotBuiltYet } from './placeholders';
