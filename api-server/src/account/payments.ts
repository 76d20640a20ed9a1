import type { Queryable } from '../platform/db/Db';

/**
 * The account's payments as the cabinet reads them. A payment "runs" while its date_end is in the
 * future: a period paid in advance counts as running, the subscription being continuous.
 */
export async function nearestPaymentEnd(q: Queryable, userId: string): Promise<Date | null> {
  const [row] = await q.query<{ nearest: Date | null }>('select min(date_end) as nearest from payments where user_id = $1 and success and date_end > now()', [
    userId,
  ]);
  return row?.nearest ?? null;
}

/** "Last payed" is the payment whose period began last; equal starts fall back to the later record. */
export async function lastPaidTariff(q: Queryable, userId: string): Promise<number | null> {
  const [row] = await q.query<{ tariff: number }>(
    `select tariff from payments where user_id = $1 and success
     order by date_begin desc, created_at desc limit 1`,
    [userId],
  );
  return row?.tariff ?? null;
}

/** The tariff of the running payment that ends last, and whether the user has paid more than once (Loyal). */
export async function activeTariff(q: Queryable, userId: string): Promise<{ tariff: number | null; isLoyal: boolean }> {
  const [row] = await q.query<{ tariff: number | null; paid_count: number }>(
    `select
       (select tariff from payments where user_id = $1 and success and date_end > now()
        order by date_end desc, created_at desc limit 1) as tariff,
       (select count(*)::int from payments where user_id = $1 and success) as paid_count`,
    [userId],
  );
  return { tariff: row?.tariff ?? null, isLoyal: (row?.paid_count ?? 0) > 1 };
}

/** "Set it up for me": recorded for the support team. */
export async function recordSetUpRequest(q: Queryable, userId: string): Promise<void> {
  await q.query('insert into setup_requests (user_id) values ($1)', [userId]);
}
