import {
  isOfferedPayDestination,
  type AdminPayment,
  type AdminPaysQuery,
  type AdminUser,
  type AdminUserAccounts,
  type AdminUserListQuery,
  type AdminUserPage,
  type AuditPage,
  type CreateAdminPayment,
  type LeadInfo,
  type Manager,
  type PayDestination,
  type UserPaysQuery,
} from '@cabinet/api/admin';
import type { Page } from '@cabinet/api/contract';
import { normalizePhone } from '@cabinet/api/phone';
import { checkEmail } from '@cabinet/api/contract';
import { SELLABLE_TARIFFS, type CoverageKind } from '@cabinet/api/payments';
import type { AppContext } from '../platform/AppContext';
import { listTargets } from '../payments/data';
import { applyMajorTariff, extendCoverage, withdrawCoverage } from '../payments/orders';
import type { Queryable } from '../platform/db/Db';
import { isUuid } from '../platform/db/sql';
import { ApiError, requireVersion } from '../platform/http/ApiError';
import { ruleViolation } from '../platform/http/parseWith';
import {
  appendAudit,
  emailTakenByOther,
  findAdminUser,
  findLeadInfo,
  findManager,
  findPayDestination,
  findPayment,
  findUserIdsByPhoneOrEmail,
  insertPayment,
  listAudit,
  listManagers,
  listPayDestinations,
  listPayments,
  listUserAccounts,
  setPaymentPeriod,
  listUsers,
  updateAdminUser,
  updatePayment,
  upsertLeadInfo,
} from './data';

export const adminUserNotFound = () => new ApiError(404, 'ADMIN_USER_NOT_FOUND', 'No user with that id, phone or e-mail');
export const adminPaymentNotFound = () => new ApiError(404, 'ADMIN_PAYMENT_NOT_FOUND', 'No such payment of this user');

const MONTH_SECONDS = 30 * 24 * 3600;
const DAY_SECONDS = 24 * 3600;

/** The field of an admin's payment that names the units of each kind a tariff covers. */
const UNIT_FIELDS = {
  companies: 'internalYclientsCompaniesIds',
  iikoOrganizations: 'iikoOrganizationsIds',
  medflexLpus: 'medFlexLpuIds',
  instances: 'instanceIds',
} as const satisfies Record<Exclude<CoverageKind, 'account'>, keyof AdminPayment>;

/** Whole days a payment's period pays for while it counts as paid (0 for a refused one). */
const paidDays = (payment: Pick<AdminPayment, 'success' | 'dateBeginUnixTime' | 'dateEndUnixTime'>) =>
  payment.success ? Math.max(0, Math.round((payment.dateEndUnixTime - payment.dateBeginUnixTime) / DAY_SECONDS)) : 0;

/** The units a stored payment covers: those its tariff's field names, else the account itself. */
function coveredBy(payment: AdminPayment): string[] {
  const covers = SELLABLE_TARIFFS[payment.tariff]?.covers;
  if (covers === undefined) return [];
  if (covers === 'account') return ['account'];
  const units = payment[UNIT_FIELDS[covers]];
  return units.length > 0 ? units : ['account'];
}

/** What an edit writes to the audit log: the admin user model without its derived figures. */
const auditedUser = ({ email, phone, fullName, chatApiInstanceLimit, countryId, availableAiReviewsCount, availableMessagesCount }: AdminUser) => ({
  email,
  phone,
  fullName,
  chatApiInstanceLimit,
  countryId,
  availableAiReviewsCount,
  availableMessagesCount,
});
const auditedPayment = ({ userEmail: _email, ...payment }: AdminPayment) => payment;

/**
 * The back office's rules and changes. Every change is written, in its own transaction, with an entry of
 * the append-only audit log (who, when, what, before and after). Access (admin or super-admin) is the
 * routes' declaration; ids of users that do not exist answer 404.
 */
export function adminService({ db, clock }: Pick<AppContext, 'db' | 'clock'>) {
  async function user(q: Queryable, id: string, lock = false): Promise<AdminUser> {
    const found = isUuid(id) ? await findAdminUser(q, id, clock.now(), lock) : null;
    if (!found) throw adminUserNotFound();
    return found;
  }

  /** A manager for a payment: known, and not fired when newly chosen (one kept from before may stay). */
  async function checkManager(q: Queryable, managerId: string | null | undefined, kept: string | null = null): Promise<void> {
    if (managerId === null || managerId === undefined) return;
    const manager = isUuid(managerId) ? await findManager(q, managerId) : null;
    if (!manager) throw ruleViolation({ managerId: 'admin.unknownManager' }, 'No such manager');
    if (manager.isFired && manager.id !== kept) throw ruleViolation({ managerId: 'admin.managerFired' }, 'This manager has left: choose another');
  }

  async function checkPayDestination(q: Queryable, id: string | null | undefined, kept: string | null = null): Promise<void> {
    if (id === null || id === undefined || id === kept) return;
    const destination = isUuid(id) ? await findPayDestination(q, id) : null;
    if (!destination || !isOfferedPayDestination(destination.name)) {
      throw ruleViolation({ payDestinationId: 'admin.payDestinationNotOffered' }, 'Only pay destinations marked [FM] can be chosen');
    }
  }

  /**
   * The units a new payment covers, as a provider's payment or the setup gift would (payments/freePeriods.ts):
   * those chosen in its tariff's field, which must be the user's, else every such unit of the user's.
   */
  async function unitsFor(q: Queryable, userId: string, fields: CreateAdminPayment): Promise<Partial<Pick<CreateAdminPayment, (typeof UNIT_FIELDS)[keyof typeof UNIT_FIELDS]>>> {
    const covers = SELLABLE_TARIFFS[fields.tariff]?.covers;
    if (covers === undefined || covers === 'account') return {};
    const field = UNIT_FIELDS[covers];
    const own = (await listTargets(q, userId, covers, fields.tariff)).map((target) => target.id);
    const chosen = fields[field];
    if (chosen.some((unit) => !own.includes(unit))) throw ruleViolation({ [field]: 'admin.unitUnknown' }, 'A chosen unit is not this user’s');
    return { [field]: chosen.length > 0 ? chosen : own };
  }

  /**
   * A payment's paid period takes effect on the units it covers through the payments domain's own writes (the
   * ones a provider's settled order makes), so the owner's payment page, home and the admin's lists agree: a
   * payment counted as paid moves them on by its days, a correction (refused, or a period changed) by the
   * difference. The record's period then says what was covered, as a provider's does.
   */
  async function moveCoverage(q: Queryable, before: AdminPayment | null, after: AdminPayment): Promise<void> {
    const units = coveredBy(after);
    if (units.length === 0) return;
    const change = paidDays(after) - (before ? paidDays(before) : 0);
    if (change < 0) await withdrawCoverage(q, { userId: after.userId, tariff: after.tariff, targetIds: units, days: -change });
    if (change <= 0) return;
    const covered = await extendCoverage(q, { userId: after.userId, tariff: after.tariff, targetIds: units, from: new Date(after.dateBeginUnixTime * 1000), days: change });
    await applyMajorTariff(q, after.userId, after.tariff);
    // A new paid period starts where the units' paid time ends; a longer one keeps its start.
    if (covered && before === null) await setPaymentPeriod(q, after.id, covered.begin, covered.end);
  }

  return {
    listUsers: (query: AdminUserListQuery): Promise<AdminUserPage> => listUsers(db, query, clock.now()),

    getUser: (id: string): Promise<AdminUser> => user(db, id),

    /** Spec's UserInfo: the user of that id, else of that phone or e-mail (the newest when several share a phone). */
    async userInfo(userId: string | undefined, phoneOrEmail: string | undefined): Promise<AdminUser> {
      if (userId) return user(db, userId);
      const value = phoneOrEmail?.trim() ?? '';
      if (value === '') throw ruleViolation({ userPhone: 'required' }, 'Give a phone or an e-mail');
      const [id] = await findUserIdsByPhoneOrEmail(db, value);
      if (id === undefined) throw adminUserNotFound();
      return user(db, id);
    },

    async updateUser(actorId: string, id: string, changes: {
      email?: string;
      phone?: string | null;
      fullName?: string;
      chatApiInstanceLimit?: number;
      countryId?: number;
      availableAiReviewsCount?: number;
      availableMessagesCount?: number;
      version?: number;
    }): Promise<AdminUser> {
      const email = changes.email?.toLowerCase();
      if (email !== undefined) {
        const rule = checkEmail(email);
        if (rule) throw ruleViolation({ email: rule });
      }
      let phone = changes.phone;
      if (phone !== undefined && phone !== null && phone !== '') {
        const normalized = normalizePhone(phone);
        if (normalized === null) throw ruleViolation({ phone: 'phone.invalid' });
        phone = normalized;
      }
      if (phone === '') phone = null;
      await db.transaction(async (tx) => {
        const before = await user(tx, id, true);
        requireVersion(changes.version, before.version, () => before);
        if (email !== undefined && email !== before.email && (await emailTakenByOther(tx, email, id))) {
          throw new ApiError(409, 'ADMIN_EMAIL_TAKEN', 'Another account has this e-mail', { email: 'admin.emailTaken' });
        }
        const next = {
          email: email ?? before.email,
          phone: phone === undefined ? before.phone : phone,
          fullName: changes.fullName ?? before.fullName,
          chatApiInstanceLimit: changes.chatApiInstanceLimit ?? before.chatApiInstanceLimit,
          countryId: changes.countryId ?? before.countryId,
          availableAiReviewsCount: changes.availableAiReviewsCount ?? before.availableAiReviewsCount,
          availableMessagesCount: changes.availableMessagesCount ?? before.availableMessagesCount,
        };
        await updateAdminUser(tx, id, next);
        await appendAudit(tx, { actorId, userId: id, entity: 'user', entityId: id, action: 'update', before: auditedUser(before), after: next });
      });
      return user(db, id);
    },

    async accounts(id: string): Promise<AdminUserAccounts> {
      await user(db, id);
      return listUserAccounts(db, id);
    },

    async audit(id: string, page: { page: number; pageSize: number }): Promise<AuditPage> {
      if (!isUuid(id)) throw adminUserNotFound();
      return listAudit(db, id, page);
    },

    managers: (): Promise<Manager[]> => listManagers(db),

    /** Only the destinations an admin may choose (spec section 6: names carrying [FM]). */
    async payDestinations(): Promise<PayDestination[]> {
      return (await listPayDestinations(db)).filter((destination) => isOfferedPayDestination(destination.name));
    },

    async leadInfo(id: string): Promise<LeadInfo> {
      await user(db, id);
      return findLeadInfo(db, id);
    },

    async saveLeadInfo(actorId: string, id: string, fields: { firstLineManagerId: string | null; secondLineManagerId: string | null; version?: number }): Promise<LeadInfo> {
      await db.transaction(async (tx) => {
        await user(tx, id, true);
        const before = await findLeadInfo(tx, id, true);
        requireVersion(fields.version, before.version, () => before);
        for (const [field, managerId, kept] of [
          ['firstLineManagerId', fields.firstLineManagerId, before.firstLineManagerId],
          ['secondLineManagerId', fields.secondLineManagerId, before.secondLineManagerId],
        ] as const) {
          if (managerId === null) continue;
          const manager = isUuid(managerId) ? await findManager(tx, managerId) : null;
          if (!manager) throw ruleViolation({ [field]: 'admin.unknownManager' });
          if (manager.isFired && manager.id !== kept) throw ruleViolation({ [field]: 'admin.managerFired' });
        }
        await upsertLeadInfo(tx, id, fields.firstLineManagerId, fields.secondLineManagerId);
        const after = { firstLineManagerId: fields.firstLineManagerId, secondLineManagerId: fields.secondLineManagerId };
        await appendAudit(tx, {
          actorId,
          userId: id,
          entity: 'leadInfo',
          entityId: id,
          action: before.version === 0 ? 'create' : 'update',
          before: before.version === 0 ? null : { firstLineManagerId: before.firstLineManagerId, secondLineManagerId: before.secondLineManagerId },
          after,
        });
      });
      return findLeadInfo(db, id);
    },

    async userPays(id: string, query: UserPaysQuery): Promise<Page<AdminPayment>> {
      await user(db, id);
      return listPayments(db, { ...query, userId: id });
    },

    allPays: (query: AdminPaysQuery): Promise<Page<AdminPayment>> => {
      if (query.managerId !== undefined && !isUuid(query.managerId)) throw ruleViolation({ managerId: 'admin.unknownManager' });
      if (query.from !== undefined && query.to !== undefined && query.from > query.to) throw ruleViolation({ to: 'admin.dateOrder' });
      return listPayments(db, query);
    },

    async getPay(id: string, payId: string): Promise<AdminPayment> {
      await user(db, id);
      const found = isUuid(payId) ? await findPayment(db, id, payId) : null;
      if (!found) throw adminPaymentNotFound();
      return found;
    },

    /** An admin's payment: spec section 9's defaults (the schema's), a month from the payment day unless dated. */
    async addPay(actorId: string, id: string, fields: CreateAdminPayment): Promise<AdminPayment> {
      const now = Math.floor(clock.now().getTime() / 1000);
      const paymentDay = fields.paymentDayUnixTime ?? now;
      const begin = fields.dateBeginUnixTime ?? paymentDay;
      const end = fields.dateEndUnixTime ?? begin + MONTH_SECONDS;
      if (end <= begin) throw ruleViolation({ dateEndUnixTime: 'admin.dateOrder' }, 'The period must end after it begins');
      const payId = await db.transaction(async (tx) => {
        await user(tx, id, true);
        await checkManager(tx, fields.managerId);
        await checkPayDestination(tx, fields.payDestinationId);
        const units = await unitsFor(tx, id, fields);
        const created = await insertPayment(tx, id, {
          ...fields,
          ...units,
          paymentDay: new Date(paymentDay * 1000),
          dateBegin: new Date(begin * 1000),
          dateEnd: new Date(end * 1000),
        });
        const stored = await findPayment(tx, id, created);
        if (!stored) throw new Error('The payment just added is missing');
        await moveCoverage(tx, null, stored);
        const payment = await findPayment(tx, id, created);
        if (!payment) throw new Error('The payment just added is missing');
        await appendAudit(tx, { actorId, userId: id, entity: 'payment', entityId: created, action: 'create', before: null, after: auditedPayment(payment) });
        return created;
      });
      return this.getPay(id, payId);
    },

    async updatePay(actorId: string, id: string, payId: string, changes: {
      amount?: number;
      success?: boolean;
      comment?: string;
      reason?: string | null;
      managerId?: string | null;
      payDestinationId?: string | null;
      dateEndUnixTime?: number;
      version?: number;
    }): Promise<AdminPayment> {
      await db.transaction(async (tx) => {
        await user(tx, id);
        const before = isUuid(payId) ? await findPayment(tx, id, payId, true) : null;
        if (!before) throw adminPaymentNotFound();
        requireVersion(changes.version, before.version, () => before);
        if (changes.managerId !== undefined) await checkManager(tx, changes.managerId, before.managerId);
        if (changes.payDestinationId !== undefined) await checkPayDestination(tx, changes.payDestinationId, before.payDestinationId);
        const dateEnd = changes.dateEndUnixTime ?? before.dateEndUnixTime;
        if (dateEnd <= before.dateBeginUnixTime) throw ruleViolation({ dateEndUnixTime: 'admin.dateOrder' });
        await updatePayment(tx, payId, {
          amount: changes.amount ?? before.amount,
          success: changes.success ?? before.success,
          comment: changes.comment ?? before.comment,
          reason: changes.reason === undefined ? before.reason : changes.reason,
          managerId: changes.managerId === undefined ? before.managerId : changes.managerId,
          payDestinationId: changes.payDestinationId === undefined ? before.payDestinationId : changes.payDestinationId,
          dateEnd: new Date(dateEnd * 1000),
        });
        const updated = await findPayment(tx, id, payId);
        if (!updated) throw adminPaymentNotFound();
        await moveCoverage(tx, before, updated);
        const after = (await findPayment(tx, id, payId)) ?? updated;
        await appendAudit(tx, { actorId, userId: id, entity: 'payment', entityId: payId, action: 'update', before: auditedPayment(before), after: auditedPayment(after) });
      });
      return this.getPay(id, payId);
    },
  };
}

export type AdminService = ReturnType<typeof adminService>;
