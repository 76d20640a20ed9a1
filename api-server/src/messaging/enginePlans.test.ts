import type { Db } from '../platform/db/Db';
import { openTestDb } from '../testing/createTestApp';
import { indexesRead, recording } from '../testing/queryPlans';
import { errorReasonSql } from '../flows/flowRows';
import { refreshFlowStates } from './flowState';
import { clientTargets } from './targets';
import { insertClient, insertFlow, insertLogMessage, insertOrder, insertSalon } from './testing';

/**
 * The engine's queries that must read an index at a network's scale (npm run bench:scale), checked with EXPLAIN:
 * - the client facts read each client's orders through orders_client (business migration 0005): without it every
 *   client planned for read the whole orders table, and a lapsed-clients flow over 100,000 clients took minutes;
 * - a flow's latest finished message (its error state, after every send, and the flows list's reason) through
 *   messages_flow_outcome (messaging migration 0003): sorting a flow's tens of thousands took over half a second.
 */
let db: Db;

beforeAll(async () => {
  db = await openTestDb('migrated');
});

afterAll(async () => {
  await db.close();
});

it("reads a client's orders through the orders' client index when the engine loads its targets", async () => {
  const salon = await insertSalon(db);
  const clientId = await insertClient(db, salon.userId, salon.companyId, { name: 'Анна' });
  await insertOrder(db, salon.userId, salon.companyId, { clientId, status: 'Delivered', sum: 900, updatedAt: new Date('2026-11-01T10:00:00Z') });
  const { q, sent } = recording(db);
  const [target] = await clientTargets(q, { now: new Date('2026-11-24T08:00:00Z'), flowId: null, where: (p) => `c.company_id = ${p.add(salon.companyId)}` });
  // The facts are the orders' money, so the query is the one the engine plans with.
  expect(target?.client?.facts.moneySpent).toBe(900);
  expect(sent).toHaveLength(1);
  const [statement] = sent;
  if (!statement) throw new Error('no statement');
  expect(await indexesRead(db, statement)).toContain('orders_client');
});

it("reads a flow's latest finished message through its index, for the engine's flow states and the flows list's reason", async () => {
  const salon = await insertSalon(db);
  const flowId = await insertFlow(db, salon.userId, { type: 'visitReminder', status: 'waiting' });
  await insertLogMessage(db, salon.userId, { scheduledAt: '2026-11-20T10:00:00Z', flowId, status: 'failed', reason: 'notOnChannel', sentAt: null });
  const { q, sent } = recording(db);
  await refreshFlowStates(q, new Date('2026-11-24T08:00:00Z'), [flowId]);
  const reads = await Promise.all(sent.map((statement) => indexesRead(db, statement)));
  expect(reads.flat()).toContain('messages_flow_outcome');

  const reason = { sql: `select ${errorReasonSql('f')} as reason from flows f where f.id = $1`, params: [flowId] };
  await db.query(`update flows set status = 'error' where id = $1`, [flowId]);
  expect(await db.query(reason.sql, reason.params)).toEqual([{ reason: 'notOnChannel' }]);
  expect(await indexesRead(db, reason)).toContain('messages_flow_outcome');
});
