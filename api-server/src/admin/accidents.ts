import {
  accidentSchema,
  detectedAccidentSchema,
  PROVIDER_FAILING_MIN_USERS,
  PROVIDER_FAILING_WINDOW_MINUTES,
  WEBHOOK_ACTIVE_DAYS,
  WEBHOOK_SILENT_HOURS,
  type Accident,
  type AccidentPage,
  type AccidentsQuery,
  type AffectedUser,
  type CreateAccident,
  type DetectedAccident,
  type UpdateAccident,
} from '@cabinet/api/admin';
import type { AppContext } from '../platform/AppContext';
import type { Queryable } from '../platform/db/Db';
import { pagedList, type SqlText } from '../platform/db/pagedList';
import { isUuid } from '../platform/db/sql';
import { ApiError, requireVersion } from '../platform/http/ApiError';
import { ruleViolation } from '../platform/http/parseWith';
import { appendAudit } from './data';

/*
 * Accidents (BACK_OFFICE_PATHS.accidents): the ones an admin records, stored with the users they affect and
 * audited; and the ones the platform raises, computed on each read from the engine's log (messages failed in
 * the last hour, by the channel's adapter) and the booking webhooks' deliveries.
 */

export const accidentNotFound = () => new ApiError(404, 'ADMIN_ACCIDENT_NOT_FOUND', 'No accident with that id');

const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;

type AffectedJson = Array<{ id: string; email: string }> | null;

/** Providers whose failures in the window come from at least PROVIDER_FAILING_MIN_USERS accounts. */
async function failingProviders(q: Queryable, now: Date): Promise<DetectedAccident[]> {
  const since = new Date(now.getTime() - PROVIDER_FAILING_WINDOW_MINUTES * 60 * 1000);
  const rows = await q.query<{ source: string; since: Date; failed: number; users: AffectedJson }>(
    `with failed as (
       select m.user_id, m.failed_at, coalesce(ca.adapter, m.channel) as source
       from messages m left join channel_accounts ca on ca.id = m.channel_account_id
       where m.status = 'failed' and m.failed_at >= $1::timestamptz and m.failed_at <= $2::timestamptz)
     select f.source, min(f.failed_at) as since, count(*)::int as failed,
       (select json_agg(json_build_object('id', u.id, 'email', u.email) order by u.email)
          from users u where u.id in (select g.user_id from failed g where g.source = f.source)) as users
     from failed f
     group by f.source
     having count(distinct f.user_id) >= $3
     order by failed desc, f.source`,
    [since.toISOString(), now.toISOString(), PROVIDER_FAILING_MIN_USERS],
  );
  return rows.map((row) =>
    detectedAccidentSchema.parse({ kind: 'providerFailing', source: row.source, since: row.since.toISOString(), failedCount: row.failed, affectedUsers: row.users ?? [] }),
  );
}

/**
 * Integrations whose connections had deliveries in the last WEBHOOK_ACTIVE_DAYS days and none for
 * WEBHOOK_SILENT_HOURS hours: every connection of the source is silent, so the source is, not one salon.
 */
async function silentWebhookSources(q: Queryable, now: Date): Promise<DetectedAccident[]> {
  const active = new Date(now.getTime() - WEBHOOK_ACTIVE_DAYS * DAY_MS);
  const silent = new Date(now.getTime() - WEBHOOK_SILENT_HOURS * HOUR_MS);
  const rows = await q.query<{ source: string; since: Date; users: AffectedJson }>(
    `with latest as (
       select bc.integration, bc.user_id, (select max(w.received_at) from webhook_deliveries w where w.connection_id = bc.id) as last_at
       from business_connections bc)
     select l.integration as source, max(l.last_at) as since,
       (select json_agg(json_build_object('id', u.id, 'email', u.email) order by u.email)
          from users u where u.id in (select k.user_id from latest k where k.integration = l.integration and k.last_at >= $1::timestamptz)) as users
     from latest l where l.last_at >= $1::timestamptz
     group by l.integration
     having max(l.last_at) < $2::timestamptz
     order by l.integration`,
    [active.toISOString(), silent.toISOString()],
  );
  return rows.map((row) => detectedAccidentSchema.parse({ kind: 'webhookSilent', source: row.source, since: row.since.toISOString(), failedCount: 0, affectedUsers: row.users ?? [] }));
}

type AccidentRow = {
  id: string;
  kind: string;
  title: string;
  description: string;
  source: string | null;
  status: string;
  started_at: Date;
  resolved_at: Date | null;
  created_at: Date;
  created_by_email: string;
  users: AffectedJson;
  version: number;
};

const COLUMNS = `a.id, a.kind, a.title, a.description, a.source, a.status, a.started_at, a.resolved_at, a.created_at, a.created_by_email, a.version,
  (select json_agg(json_build_object('id', u.id, 'email', u.email) order by u.email) from accident_users au join users u on u.id = au.user_id where au.accident_id = a.id) as users`;

const toAccident = (row: AccidentRow): Accident =>
  accidentSchema.parse({
    id: row.id,
    kind: row.kind,
    title: row.title,
    description: row.description,
    source: row.source,
    status: row.status,
    startedAt: row.started_at.toISOString(),
    resolvedAt: row.resolved_at === null ? null : row.resolved_at.toISOString(),
    createdAt: row.created_at.toISOString(),
    createdByEmail: row.created_by_email,
    affectedUsers: row.users ?? [],
    version: row.version,
  });

async function findAccident(q: Queryable, id: string, lock = false): Promise<Accident | null> {
  if (!isUuid(id)) return null;
  const [row] = await q.query<AccidentRow>(`select ${COLUMNS} from accidents a where a.id = $1${lock ? ' for update of a' : ''}`, [id]);
  return row ? toAccident(row) : null;
}

/** The users of these e-mails, in their order; an unknown one is refused at the field. */
async function usersByEmail(q: Queryable, emails: readonly string[]): Promise<AffectedUser[]> {
  const wanted = [...new Set(emails.map((email) => email.toLowerCase()).filter((email) => email !== ''))];
  if (wanted.length === 0) return [];
  const rows = await q.query<AffectedUser>('select id, email from users where email = any($1::text[])', [wanted]);
  const unknown = wanted.filter((email) => !rows.some((row) => row.email === email));
  if (unknown.length > 0) throw ruleViolation({ affectedEmails: 'admin.unknownUser' }, `No user has the e-mail ${unknown.join(', ')}`);
  return rows;
}

async function setAffected(q: Queryable, id: string, users: readonly AffectedUser[]): Promise<void> {
  await q.query('delete from accident_users where accident_id = $1', [id]);
  if (users.length > 0) {
    await q.query('insert into accident_users (accident_id, user_id) select $1, unnest($2::uuid[])', [id, users.map((user) => user.id)]);
  }
}

/** What the audit log keeps of an accident: what it says, not who recorded it when. */
const audited = ({ id: _id, createdAt: _at, createdByEmail: _by, version: _version, affectedUsers, ...rest }: Accident) => ({
  ...rest,
  affectedEmails: affectedUsers.map((user) => user.email),
});

export function adminAccidents({ db, clock }: Pick<AppContext, 'db' | 'clock'>) {
  return {
    /** The accidents the platform raises now: failing providers first, then silent webhook sources. */
    async detected(): Promise<DetectedAccident[]> {
      const now = clock.now();
      return [...(await failingProviders(db, now)), ...(await silentWebhookSources(db, now))];
    },

    async list(query: AccidentsQuery): Promise<AccidentPage> {
      const scope: SqlText[] = [];
      const status = query.status;
      if (status !== undefined) scope.push((params) => `a.status = ${params.add(status)}`);
      const page = await pagedList<AccidentRow>(db, { from: 'accidents a', columns: COLUMNS, scope, sorts: { startedAt: 'a.started_at' }, defaultSort: 'startedAt', tieBreaker: 'a.id' }, query);
      return { ...page, items: page.items.map(toAccident) };
    },

    async get(id: string): Promise<Accident> {
      const found = await findAccident(db, id);
      if (!found) throw accidentNotFound();
      return found;
    },

    /** An admin records an accident with the users it affects (by e-mail); audited. */
    async create(actorId: string, fields: CreateAccident): Promise<Accident> {
      const now = clock.now();
      const startedAt = fields.startedAt ?? now.toISOString();
      if (new Date(startedAt).getTime() > now.getTime() + 60 * 1000) throw ruleViolation({ startedAt: 'admin.dateOrder' }, 'An accident cannot start in the future');
      const id = await db.transaction(async (tx) => {
        const users = await usersByEmail(tx, fields.affectedEmails);
        const [row] = await tx.query<{ id: string }>(
          `insert into accidents (kind, title, description, source, started_at, created_by, created_by_email)
           select $1, $2, $3, $4, $5, $6, coalesce((select email from users where id = $6), '') returning id`,
          [fields.kind, fields.title, fields.description, fields.source ?? null, startedAt, actorId],
        );
        if (!row) throw new Error('Inserting an accident returned no row');
        await setAffected(tx, row.id, users);
        const created = await findAccident(tx, row.id);
        if (!created) throw accidentNotFound();
        await appendAudit(tx, { actorId, userId: null, entity: 'accident', entityId: row.id, action: 'create', before: null, after: audited(created) });
        return row.id;
      });
      return this.get(id);
    },

    /** Resolve or reopen it, correct its text or its users, from the version read; audited. */
    async update(actorId: string, id: string, changes: UpdateAccident): Promise<Accident> {
      await db.transaction(async (tx) => {
        const before = await findAccident(tx, id, true);
        if (!before) throw accidentNotFound();
        requireVersion(changes.version, before.version, () => before);
        const status = changes.status ?? before.status;
        const resolvedAt = status === 'resolved' ? (before.resolvedAt ?? clock.now().toISOString()) : null;
        await tx.query('update accidents set title = $2, description = $3, status = $4, resolved_at = $5, version = version + 1 where id = $1', [
          id,
          changes.title ?? before.title,
          changes.description ?? before.description,
          status,
          resolvedAt,
        ]);
        if (changes.affectedEmails !== undefined) await setAffected(tx, id, await usersByEmail(tx, changes.affectedEmails));
        const after = await findAccident(tx, id);
        if (!after) throw accidentNotFound();
        await appendAudit(tx, { actorId, userId: null, entity: 'accident', entityId: id, action: 'update', before: audited(before), after: audited(after) });
      });
      return this.get(id);
    },
  };
}
