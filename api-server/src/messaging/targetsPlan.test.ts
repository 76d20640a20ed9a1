import type { Db } from '../platform/db/Db';
import { openTestDb } from '../testing/createTestApp';
import { indexesRead, recording } from '../testing/queryPlans';
import { clientTargets } from './targets';
import { insertClient, insertOrder, insertSalon } from './testing';

/**
 * The engine's client facts read each client's orders through orders_client (business migration 0005): without it
 * every client planned for read the whole orders table, and a lapsed-clients flow over a network's 100,000 clients
 * took minutes a tick (npm run bench:scale).
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
