import './catalog';

/** `@cabinet/toolkit/removal`: removing a list's item after the user confirms, with its notices. */
export { useRemoval, type Removal, type RemovalOptions, type RemoveMutation } from './removal/useRemoval';
