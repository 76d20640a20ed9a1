/**
 * The back office's other screens' paths, in a module of their own apart from ADMIN_PATHS, so the remote's first
 * visit (/admin/users), which reads ADMIN_PATHS, does not carry them (mf-admin's byte ceiling); each is read only by
 * its own lazy screen.
 */
export const BACK_OFFICE_PATHS = {
  /** GET a page of promocodes (admins); POST a new one (super-admins). */
  promocodes: 'api/v1/Admin/Promocodes',
  /** GET one promocode (admins); PATCH its terms or deactivate it, with its version (super-admins). */
  promocode: 'api/v1/Admin/Promocodes/:id',
  /** GET a page of every WhatsApp and MAX instance with its state, provider, owner and paid-up-to. */
  instances: 'api/v1/Admin/Instances',
  /** GET every news item, whoever it is for (super-admins); the writes are ServiceNews' (PATHS.news). */
  news: 'api/v1/Admin/News',
  /** GET what support needs about why a user's clients got no message: channels, connections, the log, quota, tariff. */
  userDiagnostics: 'api/v1/Admin/Users/:id/Diagnostics',
  /** GET a connected company's (branch's) state: its booking system, webhooks, latest events and messages. */
  companyStatus: 'api/v1/Admin/Status/:companyId',
  /** GET the platform's outgoing messages by channel and status: waiting now, and by day. */
  outgoing: 'api/v1/Admin/Outgoing',
  /** GET a page of recent registrations with their source, quick start and early churn. */
  newClients: 'api/v1/Admin/NewClients',
  /** POST {count, date}: the user's AI-assistant dialogues started before date, newest first. */
  userDialogues: 'api/v1/Admin/Users/:id/Dialogues',
  /** GET the user's flows and mailings as the owner's lists show them: support's read-only view. */
  userSupportView: 'api/v1/Admin/Users/:id/SupportView',
  /** GET a page of recorded accidents; POST one (an admin records it). */
  accidents: 'api/v1/Admin/Accidents',
  /** GET the accidents the platform raises now from its rows (a provider failing, a webhook source silent). */
  detectedAccidents: 'api/v1/Admin/Accidents/Detected',
  /** GET one recorded accident; PATCH it with its version (resolve, reopen, correct). */
  accident: 'api/v1/Admin/Accidents/:id',
} as const;
