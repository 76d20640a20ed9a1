import { PROVIDER_CURRENCY, providerForCountry, SELLABLE_TARIFFS, type PaymentNote } from '@cabinet/api/payments';
import type { Queryable } from '../platform/db/Db';
import { listTargets } from './data';

/** A free period as recorded: the account's payment row and its period. */
export interface FreePeriod {
  paymentId: string;
  dateBegin: Date;
  dateEnd: Date;
}

/**
 * A free period of a tariff (the setup checklist's gift), recorded as a paid period is (issue 36: the gift
 * wrote a payment row alone, so home said paid for months more than the payment page): every unit the tariff
 * covers on the account (its booking companies, or the account itself when it has none) moves on by `months`
 * from its paid-up-to or the end of the account's paid period, whichever is later (or from now), and the account's payment record spans the same period. The tariff's
 * subscription is made when there is none; a running one keeps its auto-pay and price.
 */
export async function grantFreePeriod(tx: Queryable, userId: string, tariff: number, months: number, now: Date): Promise<FreePeriod> {
  const covers = SELLABLE_TARIFFS[tariff]?.covers ?? 'account';
  const units = covers === 'account' ? [] : (await listTargets(tx, userId, covers, tariff)).map((target) => target.id);
  const targetIds = units.length > 0 ? units : ['account'];
  // From the end of the account's paid period (or now), as the account's records have it, so a record kept
  // before coverage was (no unit's paid-up-to) still comes first.
  const [paid] = await tx.query<{ paid_until: Date | null }>('select max(date_end) as paid_until from payments where user_id = $1 and success', [userId]);
  const from = paid?.paid_until && paid.paid_until > now ? paid.paid_until : now;
  const rows = await tx.query<{ paid_up_to: Date; begin: Date }>(
    `insert into paid_coverage as pc (user_id, tariff, target_id, paid_up_to)
     select $1, $2, target, $4::timestamptz + make_interval(months => $5) from unnest($3::text[]) as target
     on conflict (user_id, tariff, target_id) do update
       set paid_up_to = greatest(pc.paid_up_to, $4::timestamptz) + make_interval(months => $5)
     returning paid_up_to, paid_up_to - make_interval(months => $5) as begin`,
    [userId, tariff, targetIds, from.toISOString(), months],
  );
  const dateBegin = rows.reduce((earliest, row) => (row.begin < earliest ? row.begin : earliest), rows[0]?.begin ?? from);
  const dateEnd = rows.reduce((latest, row) => (row.paid_up_to > latest ? row.paid_up_to : latest), from);
  const [user] = await tx.query<{ country_id: number }>('select country_id from users where id = $1', [userId]);
  const provider = providerForCountry(user?.country_id ?? 0);
  const currency = PROVIDER_CURRENCY[provider];
  await tx.query(
    `insert into subscriptions (user_id, tariff, provider, is_auto_pay, amount, currency) values ($1, $2, $3, false, 0, $4)
     on conflict (user_id, tariff) do nothing`,
    [userId, tariff, provider, currency],
  );
  const [subscription] = await tx.query<{ id: string }>('select id from subscriptions where user_id = $1 and tariff = $2', [userId, tariff]);
  const [payment] = await tx.query<{ id: string }>(
    // The note is a code the screens word in their reader's language (it was "Pro, 2 months free", English for all).
    `insert into payments (user_id, tariff, amount, currency, success, date_begin, date_end, created_at, note, subscription_id)
     values ($1, $2, 0, $3, true, $4, $5, $6, $7, $8) returning id`,
    [userId, tariff, currency, dateBegin.toISOString(), dateEnd.toISOString(), now.toISOString(), JSON.stringify(freePeriodNote(months)), subscription?.id ?? null],
  );
  if (!payment) throw new Error('The free period was not recorded');
  return { paymentId: payment.id, dateBegin, dateEnd };
}

const freePeriodNote = (months: number): PaymentNote => ({ code: 'freePeriod', months });
