import {
  CHURN_FLAGS,
  CHURN_PAYMENT_DAYS,
  adminPaymentSchema,
  adminUserAccountsSchema,
  type AdminUserAccounts,
  adminUserSchema,
  adminUserSummarySchema,
  auditEntrySchema,
  type AdminPayment,
  type AdminUser,
  type AdminUserListQuery,
  type AdminUserPage,
  type AdminPaysQuery,
  type AuditAction,
  type AuditEntity,
  type AuditEntry,
  type AuditPage,
  type ChurnFlag,
  type CreateAdminPayment,
  type LeadInfo,
  type Manager,
  type PayDestination,
} from '@cabinet/api/admin';
import type { Page } from '@cabinet/api/contract';
import { countryIso } from '@cabinet/api/countries';
import { phoneAsTypedIn } from '@cabinet/api/phone';
import type { Queryable } from '../platform/db/Db';
import { pagedList, type PagedListDefinition, type SqlText } from '../platform/db/pagedList';
import { containsPattern, type SqlParams } from '../platform/db/sql';
import { readPaymentNote } from '../payments/note';

/** The latest paid-up-to of anything the user pays for: covered units, and payments admins added. */
const PAID_UP_TO = `(select max(x) from (
    select max(pc.paid_up_to) as x from paid_coverage pc where pc.user_id = u.id
    union all select max(p.date_end) from payments p where p.user_id = u.id and p.success
  ) latest)`;

/**
 * Spec section 4's churn flags of user `u` as SQL conditions (see CHURN_FLAGS in shared/api for what each
 * means); `now` is a parameter's placeholder. Each reads one domain's rows by the user's index.
 */
function churnCondition(flag: ChurnFlag, now: () => string): string {
  switch (flag) {
    case 'notAuthorized':
      return `exists (select 1 from channel_accounts ca where ca.user_id = u.id and ca.kind in ('whatsapp', 'max') and ca.state = 'notAuthorized')`;
    case 'paymentExpires': {
      const at = now();
      return `coalesce(${PAID_UP_TO} between ${at}::timestamptz - interval '${CHURN_PAYMENT_DAYS} days' and ${at}::timestamptz + interval '${CHURN_PAYMENT_DAYS} days', false)`;
    }
    case 'disconnectedCompany':
      return `exists (select 1 from system_accounts sa join system_account_companies sac on sac.account_id = sa.id
      where sa.user_id = u.id and sa.kind in ('yclients', 'altegio') and (sa.last_sync_error is not null
        or exists (select 1 from jsonb_array_elements(sa.companies) listed where listed->>'id' = sac.source_id and listed->>'active' = 'false')))`;
    case 'competitorInstalled':
      return `exists (select 1 from competitor_installs ci where ci.user_id = u.id and ci.removed_at is null)`;
  }
}

/** The flags as columns churn_<flag> of a select. */
const churnColumns = (now: string) => CHURN_FLAGS.map((flag) => `${churnCondition(flag, () => now)} as "churn_${flag}"`).join(',\n  ');

type ChurnColumns = { [K in ChurnFlag as `churn_${K}`]: boolean };
const churnFlagsOf = (row: ChurnColumns): ChurnFlag[] => CHURN_FLAGS.filter((flag) => row[`churn_${flag}`]);

type UserRow = ChurnColumns & {
  id: string;
  email: string;
  phone: string | null;
  full_name: string;
  created_at: Date;
  country_id: number;
  major_tariff: number | null;
  paid_up_to: Date | null;
  available_notifications_count: number;
};

const USER_SUMMARY_COLUMNS = `u.id, u.email, u.phone, u.full_name, u.created_at, u.country_id, u.major_tariff,
  ${PAID_UP_TO} as paid_up_to, u.available_notifications_count`;

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

/** A phone search compares digits only, so +7 900 123-45-67 finds +79001234567, and so does 8 900 123-45-67. */
const USER_LIST: Omit<PagedListDefinition, 'columns' | 'scope'> = {
  from: 'users u',
  sorts: { registeredAt: 'u.created_at', email: 'u.email', paidUpTo: PAID_UP_TO, balance: 'u.available_notifications_count' },
  defaultSort: 'registeredAt',
  tieBreaker: 'u.id',
  nullsLast: true,
  filters: { countryId: 'u.country_id' },
  search(term, params) {
    const digits = term.replace(/\D/g, '');
    // lower(email) and phone_digits are what the trigram indexes of migration admin/0005 read.
    const byEmail = `lower(u.email) like ${params.add(containsPattern(term.toLowerCase()))}`;
    if (term.includes('@') || digits.length < 4) return byEmail;
    // A whole number typed as at home (8 701 123 45 67, read in Russia's plan: its trunk 8 is +7) finds its E.164 digits too.
    const typed = phoneAsTypedIn(term, null)?.replace(/\D/g, '');
    const phones = typed && typed !== digits ? [digits, typed] : [digits];
    return `${phones.map((value) => `u.phone_digits like ${params.add(`%${value}%`)}`).join(' or ')} or ${byEmail}`;
    return byEmail;
  },
};

/** Users with any of the flags asked for (`any`: at least one flag). */
function churnScope(filter: AdminUserListQuery['churn'], now: Date): SqlText[] {
  if (filter === undefined || filter.length === 0) return [];
  const flags: readonly ChurnFlag[] = filter.includes('any') ? CHURN_FLAGS : CHURN_FLAGS.filter((flag) => filter.includes(flag));
  return [
    (params: SqlParams) => {
      // The time is a parameter only when a condition reads it: an unused one has no type PostgreSQL can tell.
      let at: string | undefined;
      const nowParam = () => (at ??= params.add(now.toISOString()));
      return `(${flags.map((flag) => churnCondition(flag, nowParam)).join(' or ')})`;
    },
  ];
}

/**
 * A page of users in two steps: the page's ids (the order and the filters only), then the columns and churn flags
 * of those ids. In one statement, every row an offset skips had its paid-up-to and four flags computed too: page
 * 1,500 of 50 took seconds on 100,000 users (docs/performance.md, the back office's users list).
 */
export async function listUsers(q: Queryable, query: AdminUserListQuery, now: Date): Promise<AdminUserPage> {
  const page = await pagedList<{ id: string }>(q, { ...USER_LIST, columns: 'u.id', scope: churnScope(query.churn, now) }, { ...query, filters: { countryId: query.countryId } });
  const ids = page.items.map((row) => row.id);
  const rows =
    ids.length === 0
      ? []
      : await q.query<UserRow>(`select ${USER_SUMMARY_COLUMNS},\n  ${churnColumns('$2')}\n from users u where u.id = any($1::uuid[])`, [ids, now.toISOString()]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  // In the page's order; a user deleted between the two reads is left out.
  const ordered = ids.flatMap((id) => {
    const row = byId.get(id);
    return row === undefined ? [] : [row];
  });
  return {
    ...page,
    items: ordered.map((row) =>
      adminUserSummarySchema.parse({
        id: row.id,
        email: row.email,
        phone: row.phone,
        fullName: row.full_name,
        registeredAt: row.created_at.toISOString(),
        countryId: row.country_id,
        countryIso: countryIso(row.country_id),
        tariff: row.major_tariff,
        paidUpTo: iso(row.paid_up_to),
        balance: row.available_notifications_count,
        churnFlags: churnFlagsOf(row),
      }),
    ),
  };
}

type AdminUserRow = UserRow & {
  chat_api_instance_limit: number;
  available_ai_reviews_count: number;
  roles: string[];
  admin_version: number;
  is_duplication: boolean;
};

/** The admin user model of one user at `now` (its churn flags); `lock` holds the row for an edit. */
export async function findAdminUser(q: Queryable, id: string, now: Date, lock = false): Promise<AdminUser | null> {
  const [row] = await q.query<AdminUserRow>(
    `select ${USER_SUMMARY_COLUMNS}, u.chat_api_instance_limit, u.available_ai_reviews_count, u.roles, u.admin_version,
       exists (select 1 from users o where o.phone = u.phone and o.id <> u.id) as is_duplication,
       ${churnColumns('$2')}
     from users u where u.id = $1${lock ? ' for update of u' : ''}`,
    [id, now.toISOString()],
  );
  if (!row) return null;
  return adminUserSchema.parse({
    userGuid: row.id,
    email: row.email,
    phone: row.phone,
    balance: row.available_notifications_count,
    chatApiInstanceLimit: row.chat_api_instance_limit,
    countryId: row.country_id,
    availableAiReviewsCount: row.available_ai_reviews_count,
    availableMessagesCount: row.available_notifications_count,
    fullName: row.full_name,
    isDuplication: row.is_duplication,
    tariff: row.major_tariff,
    registeredAt: row.created_at.toISOString(),
    paidUpTo: iso(row.paid_up_to),
    churnFlags: churnFlagsOf(row),
    roles: row.roles,
    version: row.admin_version,
  });
}

/** Users whose phone (digits compared) or e-mail (whole, any case) is this; the newest first. */
export async function findUserIdsByPhoneOrEmail(q: Queryable, value: string): Promise<string[]> {
  const digits = value.replace(/\D/g, '');
  // As typed at home too: 8 916 111-22-33 is +7 916 111-22-33 (phoneAsTypedIn, Russia's plan without a home phone).
  const typed = phoneAsTypedIn(value, null)?.replace(/\D/g, '') ?? digits;
  const rows = value.includes('@')
    ? await q.query<{ id: string }>('select id from users where email = $1 order by created_at desc', [value.toLowerCase()])
    : await q.query<{ id: string }>(`select id from users where phone is not null and phone_digits in ($1, $2) order by created_at desc`, [digits, typed]);
  return rows.map((row) => row.id);
}

export interface AdminUserChanges {
  email: string;
  phone: string | null;
  fullName: string;
  chatApiInstanceLimit: number;
  countryId: number;
  availableAiReviewsCount: number;
  availableMessagesCount: number;
}

export async function updateAdminUser(q: Queryable, id: string, changes: AdminUserChanges): Promise<void> {
  await q.query(
    `update users set email = $2, phone = $3, full_name = $4, chat_api_instance_limit = $5, country_id = $6,
       available_ai_reviews_count = $7, available_notifications_count = $8, admin_version = admin_version + 1
     where id = $1`,
    [id, changes.email, changes.phone, changes.fullName, changes.chatApiInstanceLimit, changes.countryId, changes.availableAiReviewsCount, changes.availableMessagesCount],
  );
}

export async function emailTakenByOther(q: Queryable, email: string, id: string): Promise<boolean> {
  const rows = await q.query('select 1 from users where email = $1 and id <> $2', [email, id]);
  return rows.length > 0;
}

export async function listManagers(q: Queryable): Promise<Manager[]> {
  const rows = await q.query<{ id: string; name: string; is_fired: boolean }>('select id, name, is_fired from managers order by is_fired, name, id');
  return rows.map((row) => ({ id: row.id, name: row.name, isFired: row.is_fired }));
}

export async function findManager(q: Queryable, id: string): Promise<Manager | null> {
  const [row] = await q.query<{ id: string; name: string; is_fired: boolean }>('select id, name, is_fired from managers where id = $1', [id]);
  return row ? { id: row.id, name: row.name, isFired: row.is_fired } : null;
}

export async function listPayDestinations(q: Queryable): Promise<PayDestination[]> {
  return q.query<PayDestination>('select id, name from pay_destinations order by name, id');
}

export async function findPayDestination(q: Queryable, id: string): Promise<PayDestination | null> {
  const [row] = await q.query<PayDestination>('select id, name from pay_destinations where id = $1', [id]);
  return row ?? null;
}

export async function findLeadInfo(q: Queryable, userId: string, lock = false): Promise<LeadInfo> {
  const [row] = await q.query<{ first_line_manager_id: string | null; second_line_manager_id: string | null; version: number }>(
    `select first_line_manager_id, second_line_manager_id, version from lead_infos where user_id = $1${lock ? ' for update' : ''}`,
    [userId],
  );
  // Nobody looks after a user until an admin says who: version 0, as an unsaved entity.
  return row ? { firstLineManagerId: row.first_line_manager_id, secondLineManagerId: row.second_line_manager_id, version: row.version } : { firstLineManagerId: null, secondLineManagerId: null, version: 0 };
}

export async function upsertLeadInfo(q: Queryable, userId: string, first: string | null, second: string | null): Promise<void> {
  await q.query(
    `insert into lead_infos (user_id, first_line_manager_id, second_line_manager_id) values ($1, $2, $3)
     on conflict (user_id) do update set first_line_manager_id = $2, second_line_manager_id = $3,
       version = lead_infos.version + 1, updated_at = now()`,
    [userId, first, second],
  );
}

type PaymentRow = {
  id: string;
  user_id: string;
  email: string;
  date_begin: Date;
  date_end: Date;
  payment_day: Date | null;
  created_at: Date;
  last_date_notify: Date | null;
  is_free: boolean;
  success: boolean;
  amount: string;
  instance_ids: string[];
  company_ids: string[];
  iiko_organization_ids: string[];
  medflex_lpu_ids: string[];
  provider_payment_id: string | null;
  promocode: string | null;
  order_id: string | null;
  tariff: number;
  comment: string;
  note: unknown;
  currency: string;
  reason: string | null;
  manager_id: string | null;
  pay_destination_id: string | null;
  yoomoney_subscription_id: string | null;
  is_auto_pay: boolean;
  paid_companies_with_masters_count: number | null;
  provider: string;
  version: number;
};

const PAYMENT_FROM = 'payments p join users u on u.id = p.user_id left join pay_orders o on o.id = p.order_id';
/** A settled order's provider, or manual for what an admin added (and older rows without an order). */
const PROVIDER_SQL = `coalesce(p.provider, o.provider, 'manual')`;
const PAYMENT_DAY_SQL = 'coalesce(p.payment_day, p.created_at)';
const PAYMENT_COLUMNS = `p.id, p.user_id, u.email, p.date_begin, p.date_end, p.payment_day, p.created_at, p.last_date_notify,
  p.is_free, p.success, p.amount, p.instance_ids, p.company_ids, p.iiko_organization_ids, p.medflex_lpu_ids,
  p.provider_payment_id, p.promocode, p.order_id, p.tariff, p.comment, p.note, p.currency, p.reason, p.manager_id,
  p.pay_destination_id, p.yoomoney_subscription_id, p.is_auto_pay, p.paid_companies_with_masters_count,
  ${PROVIDER_SQL} as provider, p.version`;

const unix = (date: Date) => Math.floor(date.getTime() / 1000);

const toPayment = (row: PaymentRow): AdminPayment =>
  adminPaymentSchema.parse({
    id: row.id,
    userId: row.user_id,
    userEmail: row.email,
    dateBeginUnixTime: unix(row.date_begin),
    dateEndUnixTime: unix(row.date_end),
    paymentDayUnixTime: unix(row.payment_day ?? row.created_at),
    createdDateUnixTime: unix(row.created_at),
    lastDateNotifyUnixTime: row.last_date_notify === null ? null : unix(row.last_date_notify),
    isFree: row.is_free,
    success: row.success,
    amount: Number(row.amount),
    instanceIds: row.instance_ids,
    internalYclientsCompaniesIds: row.company_ids,
    iikoOrganizationsIds: row.iiko_organization_ids,
    medFlexLpuIds: row.medflex_lpu_ids,
    paymentId: row.provider_payment_id,
    promocode: row.promocode,
    orderId: row.order_id,
    tariff: row.tariff,
    comment: row.comment,
    note: readPaymentNote(row.note),
    currency: row.currency,
    reason: row.reason,
    managerId: row.manager_id,
    payDestinationId: row.pay_destination_id,
    yoomoneySubscriptionId: row.yoomoney_subscription_id,
    isAutoPay: row.is_auto_pay,
    paidYclientsCompaniesWithMastersCount: row.paid_companies_with_masters_count,
    provider: row.provider,
    version: row.version,
  });

/** Every payment, or one user's (scope), newest payment day first; filters by success, provider, manager and days. */
export async function listPayments(q: Queryable, query: AdminPaysQuery & { userId?: string }): Promise<Page<AdminPayment>> {
  const scope: SqlText[] = [];
  if (query.userId !== undefined) {
    const userId = query.userId;
    scope.push((params) => `p.user_id = ${params.add(userId)}`);
  }
  if (query.from !== undefined) {
    const from = query.from;
    scope.push((params) => `${PAYMENT_DAY_SQL} >= ${params.add(from)}::date`);
  }
  if (query.to !== undefined) {
    const to = query.to;
    scope.push((params) => `${PAYMENT_DAY_SQL} < ${params.add(to)}::date + 1`);
  }
  const page = await pagedList<PaymentRow>(
    q,
    {
      from: PAYMENT_FROM,
      columns: PAYMENT_COLUMNS,
      scope,
      sorts: { paymentDay: PAYMENT_DAY_SQL },
      defaultSort: 'paymentDay',
      tieBreaker: 'p.id',
      filters: { success: 'p.success::text', provider: PROVIDER_SQL, managerId: 'p.manager_id::text' },
    },
    { page: query.page, pageSize: query.pageSize, filters: { success: query.success, provider: query.provider, managerId: query.managerId } },
  );
  return { ...page, items: page.items.map(toPayment) };
}

export async function findPayment(q: Queryable, userId: string, id: string, lock = false): Promise<AdminPayment | null> {
  const [row] = await q.query<PaymentRow>(
    `select ${PAYMENT_COLUMNS} from ${PAYMENT_FROM} where p.id = $1 and p.user_id = $2${lock ? ' for update of p' : ''}`,
    [id, userId],
  );
  return row ? toPayment(row) : null;
}

export interface NewPayment extends CreateAdminPayment {
  paymentDay: Date;
  dateBegin: Date;
  dateEnd: Date;
}

export async function insertPayment(q: Queryable, userId: string, payment: NewPayment): Promise<string> {
  const [row] = await q.query<{ id: string }>(
    `insert into payments (user_id, tariff, amount, currency, success, date_begin, date_end, payment_day, is_free, is_auto_pay,
       comment, reason, promocode, manager_id, pay_destination_id, instance_ids, company_ids, iiko_organization_ids,
       medflex_lpu_ids, paid_companies_with_masters_count, provider)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, 'manual')
     returning id`,
    [
      userId,
      payment.tariff,
      payment.amount,
      payment.currency,
      payment.success,
      // ISO text, not Date: PGlite runs outside jest's realm, where a test's Date is not its Date.
      payment.dateBegin.toISOString(),
      payment.dateEnd.toISOString(),
      payment.paymentDay.toISOString(),
      payment.isFree,
      payment.isAutoPay,
      payment.comment,
      payment.reason ?? null,
      payment.promocode || null,
      payment.managerId ?? null,
      payment.payDestinationId ?? null,
      payment.instanceIds,
      payment.internalYclientsCompaniesIds,
      payment.iikoOrganizationsIds,
      payment.medFlexLpuIds,
      payment.paidYclientsCompaniesWithMastersCount ?? null,
    ],
  );
  if (!row) throw new Error('Inserting a payment returned no row');
  return row.id;
}

/** The period a payment paid for, as its coverage came out (admin/service.ts moveCoverage). */
export async function setPaymentPeriod(q: Queryable, id: string, begin: Date, end: Date): Promise<void> {
  await q.query('update payments set date_begin = $2, date_end = $3 where id = $1', [id, begin.toISOString(), end.toISOString()]);
}

export interface PaymentChanges {
  amount: number;
  success: boolean;
  comment: string;
  reason: string | null;
  managerId: string | null;
  payDestinationId: string | null;
  dateEnd: Date;
}

export async function updatePayment(q: Queryable, id: string, changes: PaymentChanges): Promise<void> {
  await q.query(
    `update payments set amount = $2, success = $3, comment = $4, reason = $5, manager_id = $6, pay_destination_id = $7,
       date_end = $8, version = version + 1 where id = $1`,
    [id, changes.amount, changes.success, changes.comment, changes.reason, changes.managerId, changes.payDestinationId, changes.dateEnd.toISOString()],
  );
}

export interface AuditRecord {
  actorId: string;
  /** The user the change is about (a promocode's owner); null for a code of the cabinet's own. */
  userId: string | null;
  entity: AuditEntity;
  entityId: string;
  action: AuditAction;
  before: object | null;
  after: object;
}

/** Appends one entry; the actor's e-mail is copied so the trail reads the same after an address changes. */
export async function appendAudit(q: Queryable, record: AuditRecord): Promise<void> {
  await q.query(
    `insert into admin_audit_log (actor_id, actor_email, user_id, entity, entity_id, action, before, after)
     select $1, coalesce((select email from users where id = $1), ''), $2, $3, $4, $5, $6, $7`,
    [record.actorId, record.userId, record.entity, record.entityId, record.action, record.before === null ? null : JSON.stringify(record.before), JSON.stringify(record.after)],
  );
}

type AuditRow = {
  id: string;
  at: Date;
  actor_id: string;
  actor_email: string;
  user_id: string;
  entity: string;
  entity_id: string;
  action: string;
  before: unknown;
  after: unknown;
};

export async function listAudit(q: Queryable, userId: string, page: { page: number; pageSize: number }): Promise<AuditPage> {
  const result = await pagedList<AuditRow>(
    q,
    {
      from: 'admin_audit_log a',
      columns: 'a.id, a.at, a.actor_id, a.actor_email, a.user_id, a.entity, a.entity_id, a.action, a.before, a.after',
      scope: [(params) => `a.user_id = ${params.add(userId)}`],
      sorts: { at: 'a.at' },
      defaultSort: 'at',
      tieBreaker: 'a.id',
    },
    page,
  );
  return {
    ...result,
    items: result.items.map(
      (row): AuditEntry =>
        auditEntrySchema.parse({
          id: row.id,
          at: row.at.toISOString(),
          actorId: row.actor_id,
          actorEmail: row.actor_email,
          userId: row.user_id,
          entity: row.entity,
          entityId: row.entity_id,
          action: row.action,
          before: row.before,
          after: row.after,
        }),
    ),
  };
}

type AccountRow = { list: string; id: string; name: string; state: string | null; paid_up_to: Date | null };

/**
 * The user's accounts of every kind spec section 3 lists, from the domains that own them: channel accounts
 * by kind (WhatsApp and MAX instances are chatApiAccounts; Sigma is an SMS account on its adapter), the
 * booking companies, the system accounts by kind, iiko's organisations, Medflex's LPUs, Chatwoot.
 */
export async function listUserAccounts(q: Queryable, userId: string): Promise<AdminUserAccounts> {
  const rows = await q.query<AccountRow>(
    `select case when c.kind in ('whatsapp', 'max') then 'chatApiAccounts' when c.kind = 'telegram' then 'telegramAccounts' else 'sigmaAccounts' end as list,
         c.id::text as id, coalesce(nullif(c.name, ''), c.phone, c.kind) as name, c.state, c.paid_up_to
       from channel_accounts c where c.user_id = $1 and (c.kind in ('whatsapp', 'max', 'telegram') or c.adapter = 'sigma')
     union all
     select 'yclientsCompanies', co.id::text, co.name, null, (select max(pc.paid_up_to) from paid_coverage pc where pc.user_id = co.user_id and pc.target_id = co.id::text)
       from companies co where co.user_id = $1
     union all
     select case s.kind when 'iiko' then 'iikoAccounts' when 'amo' then 'amoAccounts' else 'other' end, s.id::text, s.login, s.last_sync_error, null
       from system_accounts s where s.user_id = $1 and s.kind in ('iiko', 'amo')
     union all
     select 'iikoOrganizations', o.source_id, o.name, null, null
       from iiko_organizations o join system_accounts s on s.id = o.account_id where s.user_id = $1
     union all
     select 'medFlexLpus', l.id::text, l.name, null, null from medflex_lpus l where l.user_id = $1
     union all
     select 'chatwootAccounts', w.id::text, w.email, null, null from chatwoot_accounts w where w.user_id = $1
     order by 1, 3`,
    [userId],
  );
  const accounts: AdminUserAccounts = {
    chatApiAccounts: [],
    yclientsCompanies: [],
    telegramAccounts: [],
    iikoAccounts: [],
    sigmaAccounts: [],
    chatwootAccounts: [],
    amoAccounts: [],
    iikoOrganizations: [],
    medFlexLpus: [],
  };
  const isList = (name: string): name is keyof AdminUserAccounts => Object.hasOwn(accounts, name);
  for (const row of rows) {
    if (!isList(row.list)) continue;
    accounts[row.list].push({ id: row.id, name: row.name, state: row.state, paidUpTo: iso(row.paid_up_to) });
  }
  return adminUserAccountsSchema.parse(accounts);
}
