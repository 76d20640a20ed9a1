/**
 * The quality domain's paths (issue 34; spec section 7 shows none: designed in its style). Clients fill
 * `:name` with fillPath.
 */
export const QUALITY_PATHS = {
  /** GET the account's current checklist (version 0 and no items until first saved); PUT a new version of it. */
  checklist: 'api/v1/Quality/Checklist',
  /** GET every saved version of the checklist, newest first. */
  checklistVersions: 'api/v1/Quality/Checklist/Versions',
  /** GET one saved version, as a report scored with it keeps it. */
  checklistVersion: 'api/v1/Quality/Checklist/Versions/:version',
} as const;
