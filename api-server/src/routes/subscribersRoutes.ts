import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../AppContext';
import { authenticate } from '../auth/authenticate';
import { PATHS, subscriberListQuerySchema, subscriberPageSchema, type SubscriberPage } from '@cabinet/api/contract';
import { containsPattern, sqlParams } from '../db/sql';
import { parseWith } from '../http/parseWith';

type SubscriberRow = { id: string; phone: string; name: string | null; channel: string; subscribed_at: Date };

/** Subscribers (spec section 2, /phones/subscribers): read-only, paged in SQL. */
export function subscribersRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, tokens } = ctx;

  app.get('/' + PATHS.subscribers.list, async (request): Promise<SubscriberPage> => {
    const claims = await authenticate(request, tokens);
    const query = parseWith(subscriberListQuerySchema, request.query);
    const where = (params: ReturnType<typeof sqlParams>) => {
      const conditions = [`user_id = ${params.add(claims.userId)}`];
      if (query.channel && query.channel.length > 0) conditions.push(`channel = any(${params.add(query.channel)}::text[])`);
      if (query.search) {
        const digits = query.search.replace(/\D/g, '');
        const matches = [`name ilike ${params.add(containsPattern(query.search))}`];
        if (digits !== '') matches.push(`phone like ${params.add(containsPattern(digits))}`);
        conditions.push(`(${matches.join(' or ')})`);
      }
      return conditions.join(' and ');
    };
    const countParams = sqlParams();
    const [count] = await db.query<{ total: number }>(`select count(*)::int as total from subscribers where ${where(countParams)}`, countParams.values);
    const params = sqlParams();
    const direction = query.order === 'asc' ? 'asc' : 'desc';
    const sort = query.sort === 'phone' ? 'phone' : query.sort === 'name' ? 'lower(name)' : 'subscribed_at';
    const rows = await db.query<SubscriberRow>(
      `select id, phone, name, channel, subscribed_at from subscribers where ${where(params)}
       order by ${sort} ${direction} nulls last, id ${direction}
       limit ${params.add(query.pageSize)} offset ${params.add((query.page - 1) * query.pageSize)}`,
      params.values,
    );
    return subscriberPageSchema.parse({
      items: rows.map((row) => ({ id: row.id, phone: row.phone, name: row.name, channel: row.channel, subscribedAt: row.subscribed_at.toISOString() })),
      total: count?.total ?? 0,
      page: query.page,
      pageSize: query.pageSize,
    });
  });
}
