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
  /**
   * The tus 1.0.0 resumable upload endpoint of call recordings (creation, termination, expiration): POST
   * creates an upload (Upload-Length, Upload-Metadata `filename`), HEAD asks its offset, PATCH sends from it.
   */
  callUploads: 'api/v1/Quality/Calls/Uploads',
  callUpload: 'api/v1/Quality/Calls/Uploads/:uploadId',
  /** GET the account's uploaded calls, newest first. */
  calls: 'api/v1/Quality/Calls',
  /** GET one call with its transcript; DELETE it and its recording. */
  call: 'api/v1/Quality/Calls/:id',
  /** GET the account's quality reports, newest first; POST creates one (a period and a source), queued. */
  reports: 'api/v1/Quality/Reports',
  /** GET one report with its progress, aggregates and the owner's notice. */
  report: 'api/v1/Quality/Reports/:id',
  /** GET the quality host's home: reports in progress and ready, the average score and its trend, the worst criteria, the setup (overview.ts). */
  overview: 'api/v1/Quality/Overview',
  /** GET the account's chat conversations of a period, paged and filtered, with their stored scores (chats.ts). */
  chats: 'api/v1/Quality/Chats',
  /** GET one conversation with its lines and its stored scoring. */
  chat: 'api/v1/Quality/Chats/:id',
  /** POST scores the conversation against the current checklist through the language model and stores it. */
  chatScore: 'api/v1/Quality/Chats/:id/Score',
} as const;
