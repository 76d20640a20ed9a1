import { unavailableFlowTypes, type FlowType } from '@cabinet/api/flows';
import type { Queryable } from '../platform/db/Db';
import { unauthorized } from '../platform/http/ApiError';

/** What the flows domain needs to know of the signed-in owner. */
export interface FlowOwner {
  id: string;
  majorTariff: number | null;
  /** The owner's own phone: where test-mode messages go (spec section 4). */
  phone: string | null;
  /** The flow types the tariff does not allow: their flows read "unavailable". */
  gated: FlowType[];
  /** The account's language (users.language): the language of the texts its clients receive. */
  language: string | null;
}

export async function loadOwner(q: Queryable, userId: string): Promise<FlowOwner> {
  const [row] = await q.query<{ major_tariff: number | null; phone: string | null; language: string | null }>(
    'select major_tariff, phone, language from users where id = $1',
    [userId],
  );
  // A valid token of a deleted user: that session is over.
  if (!row) throw unauthorized();
  return { id: userId, majorTariff: row.major_tariff, phone: row.phone, gated: unavailableFlowTypes(row.major_tariff), language: row.language };
}
