import { subscriberPageSchema, type SubscriberListQuery, type SubscriberPage } from '@cabinet/api/flows';
import type { Queryable } from '../platform/db/Db';
import { pagedList, type PagedListDefinition } from '../platform/db/pagedList';
import { containsPattern } from '../platform/db/sql';

type SubscriberRow = { id: string; phone: string; name: string | null; channel: string; subscribed_at: Date };

/** One owner's subscribers as they page: filtered by channels, searched in phone digits and name. */
export function subscriberList(userId: string): PagedListDefinition {
  return {
    from: 'subscribers',
    columns: 'id, phone, name, channel, subscribed_at',
    scope: [(params) => `user_id = ${params.add(userId)}`],
    filters: { channel: 'channel' },
    search: (term, params) => {
      const digits = term.replace(/\D/g, '');
      const matches = [`name ilike ${params.add(containsPattern(term))}`];
      if (digits !== '') matches.push(`phone like ${params.add(containsPattern(digits))}`);
      return matches.join(' or ');
    },
    sorts: { subscribedAt: 'subscribed_at', phone: 'phone', name: 'lower(name)' },
    defaultSort: 'subscribedAt',
    tieBreaker: 'id',
    // A subscriber may have no name.
    nullsLast: true,
  };
}

export async function listSubscribers(q: Queryable, userId: string, query: SubscriberListQuery): Promise<SubscriberPage> {
  const { channel, ...request } = query;
  const page = await pagedList<SubscriberRow>(q, subscriberList(userId), { ...request, filters: { channel } });
  return subscriberPageSchema.parse({
    ...page,
    items: page.items.map((row) => ({ id: row.id, phone: row.phone, name: row.name, channel: row.channel, subscribedAt: row.subscribed_at.toISOString() })),
  });
}
