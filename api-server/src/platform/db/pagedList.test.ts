import { openTestDb } from '../../testing/createTestApp';
import type { Db, Queryable, Row } from './Db';
import { pagedList, type PagedListDefinition } from './pagedList';
import { containsPattern } from './sql';

const pets = (ownerId: number): PagedListDefinition => ({
  from: 'pets',
  columns: 'id, name, kind, born',
  scope: [(params) => `owner_id = ${params.add(ownerId)}`],
  sorts: { name: 'lower(name)', born: 'born' },
  defaultSort: 'name',
  tieBreaker: 'id',
  nullsLast: true,
  filters: { kind: 'kind' },
  search: (term, params) => `name ilike ${params.add(containsPattern(term))}`,
});

/** A database stand-in that records the SQL and parameters it is given. */
function recorder() {
  const calls: Array<{ sql: string; params: readonly unknown[] }> = [];
  const q: Queryable = {
    async query<T extends Row>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
      calls.push({ sql, params });
      return [];
    },
    async exec() {},
  };
  return { q, calls };
}

describe('pagedList against SQL injection', () => {
  it.each(['name; drop table pets', 'name desc, (select 1)', '__proto__', 'constructor', 'toString'])('refuses the sort %j that is not whitelisted, before any SQL', async (sort) => {
    const { q, calls } = recorder();
    await expect(pagedList(q, pets(1), { page: 1, pageSize: 10, sort })).rejects.toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', fields: { sort: 'invalid' } });
    expect(calls).toEqual([]);
  });

  it.each(['kind = kind or 1=1 --', 'owner_id', '__proto__'])('refuses the filter %j that is not whitelisted, before any SQL', async (name) => {
    const { q, calls } = recorder();
    await expect(pagedList(q, pets(1), { page: 1, pageSize: 10, filters: { [name]: 'cat' } })).rejects.toMatchObject({ statusCode: 400, fields: { [name]: 'invalid' } });
    expect(calls).toEqual([]);
  });

  it('passes every value a caller gives as a parameter, never in the SQL text', async () => {
    const { q, calls } = recorder();
    const hostile = "x' or '1'='1'; drop table pets; --";
    await pagedList(q, pets(1), { page: 2, pageSize: 10, sort: 'born', order: 'asc', search: hostile, filters: { kind: [hostile, 'cat'] } });
    expect(calls).toHaveLength(2);
    for (const call of calls) {
      expect(call.sql).not.toContain('drop table');
      expect(call.sql).not.toContain("'1'='1'");
    }
    const [, rows] = calls;
    expect(rows?.params).toEqual(expect.arrayContaining([1, [hostile, 'cat'], containsPattern(hostile), 10, 10]));
    expect(rows?.sql).toMatch(/order by born asc nulls last, id asc\s+limit \$\d+ offset \$\d+/);
  });

  it('numbers the parameters of a FROM that takes some with the rest, in both queries', async () => {
    const { q, calls } = recorder();
    const owned = { ...pets(1), from: (params: { add(value: unknown): string }) => `(select * from pets where owner_id = ${params.add(7)}) p` };
    await pagedList(q, owned, { page: 1, pageSize: 10, filters: { kind: 'cat' } });
    const [count, rows] = calls;
    expect(count?.sql).toContain('from (select * from pets where owner_id = $1) p where owner_id = $2 and kind = $3');
    expect(count?.params).toEqual([7, 1, 'cat']);
    expect(rows?.sql).toContain('from (select * from pets where owner_id = $1) p');
    expect(rows?.params).toEqual([7, 1, 'cat', 10, 0]);
  });

  it('reads any order but asc as desc', async () => {
    const { q, calls } = recorder();
    await pagedList(q, pets(1), { page: 1, pageSize: 5, order: 'asc; drop table pets' as 'asc' });
    expect(calls[1]?.sql).toMatch(/order by lower\(name\) desc nulls last, id desc/);
  });
});

describe('pagedList on a database', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb();
    await db.exec(`
      create table pets (id int primary key, owner_id int not null, name text not null, kind text not null, born date);
      insert into pets values
        (1, 1, 'Rex', 'dog', '2020-01-01'), (2, 1, 'Tom', 'cat', null), (3, 1, 'bella', 'cat', '2019-05-05'),
        (4, 1, 'Ada', 'dog', '2021-03-03'), (5, 1, 'Ada', 'cat', '2018-02-02'), (6, 2, 'Other', 'cat', '2017-01-01');
    `);
  });
  afterAll(async () => {
    await db.close();
  });

  const names = (page: { items: Array<{ id: number; name: string }> }) => page.items.map((pet) => `${pet.id}:${pet.name}`);

  it("pages one owner's rows in the default order, the tie-breaker keeping pages apart", async () => {
    const first = await pagedList<{ id: number; name: string }>(db, pets(1), { page: 1, pageSize: 2, order: 'asc' });
    const second = await pagedList<{ id: number; name: string }>(db, pets(1), { page: 2, pageSize: 2, order: 'asc' });
    const third = await pagedList<{ id: number; name: string }>(db, pets(1), { page: 3, pageSize: 2, order: 'asc' });
    expect([first.total, first.page, first.pageSize]).toEqual([5, 1, 2]);
    expect([...names(first), ...names(second), ...names(third)]).toEqual(['4:Ada', '5:Ada', '3:bella', '1:Rex', '2:Tom']);
  });

  it('sorts empty values last in either direction', async () => {
    const asc = await pagedList<{ id: number; name: string }>(db, pets(1), { page: 1, pageSize: 10, sort: 'born', order: 'asc' });
    const desc = await pagedList<{ id: number; name: string }>(db, pets(1), { page: 1, pageSize: 10, sort: 'born', order: 'desc' });
    expect(names(asc).at(-1)).toBe('2:Tom');
    expect(names(desc).at(-1)).toBe('2:Tom');
  });

  it('filters by one value or any of a list, ignores an empty list, and searches', async () => {
    expect((await pagedList(db, pets(1), { page: 1, pageSize: 10, filters: { kind: 'dog' } })).total).toBe(2);
    expect((await pagedList(db, pets(1), { page: 1, pageSize: 10, filters: { kind: ['dog', 'cat'] } })).total).toBe(5);
    expect((await pagedList(db, pets(1), { page: 1, pageSize: 10, filters: { kind: [] } })).total).toBe(5);
    expect((await pagedList(db, pets(1), { page: 1, pageSize: 10, filters: { kind: undefined } })).total).toBe(5);
    expect(names(await pagedList(db, pets(1), { page: 1, pageSize: 10, search: 'AD', filters: { kind: 'cat' } }))).toEqual(['5:Ada']);
    // A search's % and _ match themselves.
    expect((await pagedList(db, pets(1), { page: 1, pageSize: 10, search: '%' })).total).toBe(0);
  });

  it('counts the whole filtered list, whatever the page', async () => {
    const beyond = await pagedList(db, pets(1), { page: 9, pageSize: 10, filters: { kind: 'cat' } });
    expect(beyond).toEqual({ items: [], total: 3, page: 9, pageSize: 10 });
  });
});
