import './catalog';

/** `@cabinet/toolkit/versioning`: a stale save refused 409 VERSION_CONFLICT, kept, with reload or overwrite. */
export { useVersionConflict, VersionConflictAlert, type VersionConflict } from './versioning/useVersionConflict';
