import { adminInstanceSchema, type AdminInstancePage, type AdminInstancesQuery } from '@cabinet/api/admin';
import type { Queryable } from '../platform/db/Db';
import { pagedList } from '../platform/db/pagedList';
import { containsPattern } from '../platform/db/sql';

type InstanceRow = {
  id: string;
  name: string;
  phone: string | null;
  kind: string;
  state: string;
  test_until: Date | null;
  paid_up_to: Date | null;
  user_id: string;
  email: string;
  created_at: Date;
};

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

/** Every WhatsApp and MAX instance (the channels domain's `channel_accounts`), newest first, with its owner. */
export async function listInstances(q: Queryable, query: AdminInstancesQuery): Promise<AdminInstancePage> {
  const page = await pagedList<InstanceRow>(
    q,
    {
      from: 'channel_accounts ca join users u on u.id = ca.user_id',
      columns: 'ca.id, ca.name, ca.phone, ca.kind, ca.state, ca.test_until, ca.paid_up_to, ca.user_id, u.email, ca.created_at',
      scope: [`ca.kind in ('whatsapp', 'max')`],
      sorts: { createdAt: 'ca.created_at' },
      defaultSort: 'createdAt',
      tieBreaker: 'ca.id',
      filters: { state: 'ca.state', provider: 'ca.kind' },
      search(term, params) {
        const digits = term.replace(/\D/g, '');
        const byEmail = `u.email ilike ${params.add(containsPattern(term.toLowerCase()))}`;
        if (!term.includes('@') && digits.length >= 4) return `regexp_replace(coalesce(ca.phone, ''), '\\D', '', 'g') like ${params.add(`%${digits}%`)} or ${byEmail}`;
        return byEmail;
      },
    },
    { page: query.page, pageSize: query.pageSize, search: query.search, filters: { state: query.state, provider: query.provider } },
  );
  return {
    ...page,
    items: page.items.map((row) =>
      adminInstanceSchema.parse({
        id: row.id,
        name: row.name,
        phone: row.phone,
        provider: row.kind,
        state: row.state,
        testUntil: iso(row.test_until),
        paidUpTo: iso(row.paid_up_to),
        userId: row.user_id,
        userEmail: row.email,
        createdAt: row.created_at.toISOString(),
      }),
    ),
  };
}
