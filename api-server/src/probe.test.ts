import type * as PgliteModule from '@electric-sql/pglite';
import { SignJWT, jwtVerify } from 'jose';
import { RULE_MESSAGES } from '@cabinet/api/src/rules';
import Fastify from 'fastify';
import bcrypt from 'bcryptjs';

declare global {
  var loadNativePglite: (() => typeof PgliteModule) | undefined;
}

test('probe', async () => {
  const { PGlite } = globalThis.loadNativePglite!();
  const t = Date.now();
  const db = await PGlite.create('memory://');
  console.log('start ms', Date.now() - t);
  await db.exec(`create table t (id uuid primary key default gen_random_uuid(), a text[] not null default '{}', n numeric(12,2), c int8, d timestamptz default now())`);
  await db.query(`insert into t (a, n, c) values ($1, $2, $3)`, [['x', 'y'], '2500.00', 5]);
  await db.query(`insert into t (a, n, c, d) values ($1, $2, $3, now() + make_interval(secs => $4))`, [[], 2500, 5, 900]);
  const r = await db.query<Record<string, unknown>>(`select *, count(*) over () as cnt, count(*) over ()::int as cnti, a && $1::text[] as hit, pg_advisory_xact_lock(1) from t`, [['y']]);
  console.log(r.rows, r.rows[0]?.d instanceof Date, Array.isArray(r.rows[0]?.a));
  const key = new TextEncoder().encode('secret-secret-secret-secret-secret');
  const jwt = await new SignJWT({ role: [] }).setProtectedHeader({ alg: 'HS256' }).setSubject('u').setExpirationTime('1m').sign(key);
  console.log((await jwtVerify(jwt, key)).payload, Object.keys(RULE_MESSAGES).length);
  try { await db.query(`insert into t (id) values ($1)`, ['nope']); } catch (e) { console.log('err', e instanceof Error, (e as {code?: string}).code); }
  const res = await db.transaction(async (tx) => { await tx.query('select 1'); return 5; });
  console.log('tx', res);
  const t2 = Date.now();
  const db2 = await PGlite.create('memory://');
  console.log('second start ms', Date.now() - t2);
  const app = Fastify();
  app.get('/x', async () => ({ ok: true }));
  console.log((await app.inject('/x')).json(), await bcrypt.compare('a', await bcrypt.hash('a', 10)));
  await db.close(); await db2.close(); await app.close();
});
