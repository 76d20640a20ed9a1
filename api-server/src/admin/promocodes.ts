import {
  adminPromocodeSchema,
  checkPromocodeExpiry,
  checkPromocodeTerms,
  type AdminPromocode,
  type AdminPromocodePage,
  type AdminPromocodesQuery,
  type CreateAdminPromocode,
  type UpdateAdminPromocode,
} from '@cabinet/api/admin';
import { normalizePromocode } from '@cabinet/api/payments';
import type { AppContext } from '../platform/AppContext';
import type { Queryable } from '../platform/db/Db';
import { pagedList, type SqlText } from '../platform/db/pagedList';
import { containsPattern, isUuid } from '../platform/db/sql';
import { ApiError, requireVersion } from '../platform/http/ApiError';
import { ruleViolation } from '../platform/http/parseWith';
import { appendAudit } from './data';

/*
 * The back office's promocodes (issue 31, spec section 3's Promocode): every code of the payments domain's
 * table, whoever made it (partners, the cancel flow, admins), listed for admins; made, edited and deactivated
 * by super-admins (spec section 6: promocode creation). A payment uses them through payments/data.ts, which
 * refuses a deactivated one as PROMO_NOT_FOUND.
 */

type PromocodeRow = {
  id: string;
  code: string;
  kind: AdminPromocode['kind'];
  user_id: string | null;
  user_email: string | null;
  discount_percent: number;
  payment_count: number | null;
  payments_count_by_user: number | null;
  expire_date: Date | null;
  available_tariff_types: number[];
  minimal_user_payments: number | null;
  max_user_payments: number | null;
  for_network_companies: boolean;
  reward_sum_owner: string;
  reward_percent_owner: number;
  active: boolean;
  used_count: number;
  created_at: Date;
  version: number;
};

const FROM = 'promocodes pc left join users owner on owner.id = pc.user_id';
const COLUMNS = `pc.id, pc.code, pc.kind, pc.user_id, owner.email as user_email, pc.discount_percent, pc.payment_count,
  pc.payments_count_by_user, pc.expire_date, pc.available_tariff_types, pc.minimal_user_payments, pc.max_user_payments,
  pc.for_network_companies, pc.reward_sum_owner::text as reward_sum_owner, pc.reward_percent_owner, pc.active, pc.created_at, pc.version,
  (select count(*)::int from pay_orders o where o.promocode_id = pc.id and o.status = 'succeeded') as used_count`;

const toPromocode = (row: PromocodeRow): AdminPromocode =>
  adminPromocodeSchema.parse({
    id: row.id,
    code: row.code,
    kind: row.kind,
    userId: row.user_id,
    userEmail: row.user_email,
    discountPercent: row.discount_percent,
    paymentCount: row.payment_count,
    paymentsCountByUser: row.payments_count_by_user,
    expireDate: row.expire_date === null ? null : row.expire_date.toISOString(),
    availableTariffTypes: [...row.available_tariff_types].sort((a, b) => a - b),
    minimalUserPayments: row.minimal_user_payments,
    maxUserPayments: row.max_user_payments,
    forNetworkCompanies: row.for_network_companies,
    rewardSumOwner: Number(row.reward_sum_owner),
    rewardPercentOwner: row.reward_percent_owner,
    active: row.active,
    usedCount: row.used_count,
    createdAt: row.created_at.toISOString(),
    version: row.version,
  });

export const promocodeNotFound = () => new ApiError(404, 'ADMIN_PROMOCODE_NOT_FOUND', 'No promo code with that id');

async function findPromocode(q: Queryable, id: string, lock = false): Promise<AdminPromocode | null> {
  if (!isUuid(id)) return null;
  const [row] = await q.query<PromocodeRow>(`select ${COLUMNS} from ${FROM} where pc.id = $1${lock ? ' for update of pc' : ''}`, [id]);
  return row ? toPromocode(row) : null;
}

/** What the audit log keeps of a code: its terms, not the figures derived from payments. */
const audited = ({ usedCount: _used, userEmail: _email, createdAt: _created, version: _version, ...terms }: AdminPromocode) => terms;

export function adminPromocodes({ db, clock }: Pick<AppContext, 'db' | 'clock'>) {
  return {
    async list(query: AdminPromocodesQuery): Promise<AdminPromocodePage> {
      const scope: SqlText[] = [];
      if (query.state !== undefined) scope.push(query.state === 'active' ? 'pc.active' : 'not pc.active');
      const page = await pagedList<PromocodeRow>(
        db,
        {
          from: FROM,
          columns: COLUMNS,
          scope,
          sorts: { createdAt: 'pc.created_at' },
          defaultSort: 'createdAt',
          tieBreaker: 'pc.id',
          search: (term, params) => {
            const pattern = params.add(containsPattern(term.toLowerCase()));
            return `lower(pc.code) like ${pattern} or owner.email ilike ${pattern}`;
          },
        },
        { page: query.page, pageSize: query.pageSize, search: query.search },
      );
      return { ...page, items: page.items.map(toPromocode) };
    },

    async get(id: string): Promise<AdminPromocode> {
      const found = await findPromocode(db, id);
      if (!found) throw promocodeNotFound();
      return found;
    },

    /** A new admin code: the terms' rules at their fields, the owner by e-mail, the code unique whatever its case. */
    async create(actorId: string, fields: CreateAdminPromocode): Promise<AdminPromocode> {
      const code = normalizePromocode(fields.code);
      const ownerEmail = fields.ownerEmail === null || fields.ownerEmail === '' ? null : fields.ownerEmail.toLowerCase();
      const refused = { ...checkPromocodeTerms(fields, ownerEmail !== null), expireDate: checkPromocodeExpiry(fields.expireDate, clock.now()) ?? undefined };
      if (Object.values(refused).some((value) => value !== undefined)) throw ruleViolation(refused);
      const id = await db.transaction(async (tx) => {
        let ownerId: string | null = null;
        if (ownerEmail !== null) {
          const [owner] = await tx.query<{ id: string }>('select id from users where lower(email) = $1', [ownerEmail]);
          if (!owner) throw ruleViolation({ ownerEmail: 'promocode.unknownOwner' }, 'No account has this e-mail');
          ownerId = owner.id;
        }
        const [row] = await tx.query<{ id: string }>(
          `insert into promocodes (code, user_id, kind, discount_percent, payment_count, payments_count_by_user, expire_date, available_tariff_types,
             minimal_user_payments, max_user_payments, for_network_companies, reward_sum_owner, reward_percent_owner)
           values ($1, $2, 'admin', $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
           on conflict (code) do nothing returning id`,
          [code, ownerId, fields.discountPercent, fields.paymentCount, fields.paymentsCountByUser, fields.expireDate, [...new Set(fields.availableTariffTypes)],
            fields.minimalUserPayments, fields.maxUserPayments, fields.forNetworkCompanies, fields.rewardSumOwner, fields.rewardPercentOwner],
        );
        if (!row) throw new ApiError(409, 'ADMIN_PROMOCODE_EXISTS', 'This code is taken; choose another', { code: 'promocode.exists' });
        const created = await findPromocode(tx, row.id);
        if (!created) throw new Error('The promo code just made is missing');
        await appendAudit(tx, { actorId, userId: ownerId, entity: 'promocode', entityId: row.id, action: 'create', before: null, after: audited(created) });
        return row.id;
      });
      return this.get(id);
    },

    /**
     * An edit of the terms, or `active` (deactivated: no payment takes it any more; brought back), from the version
     * read. The code and its owner stay: payments already name it.
     */
    async update(actorId: string, id: string, changes: UpdateAdminPromocode): Promise<AdminPromocode> {
      await db.transaction(async (tx) => {
        const before = await findPromocode(tx, id, true);
        if (!before) throw promocodeNotFound();
        requireVersion(changes.version, before.version, () => before);
        const next = {
          discountPercent: changes.discountPercent ?? before.discountPercent,
          paymentCount: changes.paymentCount === undefined ? before.paymentCount : changes.paymentCount,
          paymentsCountByUser: changes.paymentsCountByUser === undefined ? before.paymentsCountByUser : changes.paymentsCountByUser,
          expireDate: changes.expireDate === undefined ? before.expireDate : changes.expireDate,
          availableTariffTypes: changes.availableTariffTypes === undefined ? before.availableTariffTypes : [...new Set(changes.availableTariffTypes)],
          minimalUserPayments: changes.minimalUserPayments === undefined ? before.minimalUserPayments : changes.minimalUserPayments,
          maxUserPayments: changes.maxUserPayments === undefined ? before.maxUserPayments : changes.maxUserPayments,
          forNetworkCompanies: changes.forNetworkCompanies ?? before.forNetworkCompanies,
          rewardSumOwner: changes.rewardSumOwner ?? before.rewardSumOwner,
          rewardPercentOwner: changes.rewardPercentOwner ?? before.rewardPercentOwner,
          active: changes.active ?? before.active,
        };
        // An expiry already past may stay as it was (a code kept for the record); a new one must be ahead.
        const expiry = next.expireDate !== before.expireDate ? checkPromocodeExpiry(next.expireDate, clock.now()) : null;
        const refused = { ...checkPromocodeTerms(next, before.userId !== null), expireDate: expiry ?? undefined };
        if (Object.values(refused).some((value) => value !== undefined)) throw ruleViolation(refused);
        await tx.query(
          `update promocodes set discount_percent = $2, payment_count = $3, payments_count_by_user = $4, expire_date = $5, available_tariff_types = $6,
             minimal_user_payments = $7, max_user_payments = $8, for_network_companies = $9, reward_sum_owner = $10, reward_percent_owner = $11,
             active = $12, version = version + 1
           where id = $1`,
          [id, next.discountPercent, next.paymentCount, next.paymentsCountByUser, next.expireDate, next.availableTariffTypes, next.minimalUserPayments,
            next.maxUserPayments, next.forNetworkCompanies, next.rewardSumOwner, next.rewardPercentOwner, next.active],
        );
        const after = await findPromocode(tx, id);
        if (!after) throw promocodeNotFound();
        await appendAudit(tx, { actorId, userId: before.userId, entity: 'promocode', entityId: id, action: 'update', before: audited(before), after: audited(after) });
      });
      return this.get(id);
    },
  };
}
