// @ts-check
/*
 * `npm run remote -- new mf-<name>` also writes the domain's two other rooms, in the layers api-server's
 * distributions, payments and flows use: its contract entry in the shared API package
 * (`shared/api/src/<domain>/`: paths, schemas, error codes; `@cabinet/api/<domain>` by the package's
 * `./*` export) and its API module (`api-server/src/<domain>/`: routes → service → data, a migration, a
 * demo seed and their tests), then adds the module to api-server's DOMAINS. One list request and one
 * mutation, end to end, to be renamed to the domain's entity and grown from there.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** api-server's ordered list of domain modules, relative to the workspace. */
export const DOMAINS_FILE = 'api-server/src/domains.ts';

/**
 * A domain's names in each spelling its files use, from its remote's name: mf-sales-reports is the
 * domain salesReports, table sales_reports_items, path api/v1/SalesReports, codes SALES_REPORTS_*.
 * @param {string} remoteName
 */
export function domainNames(remoteName) {
  const words = remoteName.replace(/^mf-/, '').split('-');
  const camel = words.map((word, index) => (index === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1))).join('');
  const pascal = camel.charAt(0).toUpperCase() + camel.slice(1);
  return { domain: camel, pascal, upper: words.join('_').toUpperCase(), snake: words.join('_'), title: words.join(' ') };
}

/** @typedef {ReturnType<typeof domainNames>} DomainNames */

/** @param {DomainNames} n */
function contractFiles(n) {
  const item = `${n.domain}Item`;
  const Item = `${n.pascal}Item`;
  return {
    [`shared/api/src/${n.domain}/index.ts`]: `/**
 * \`@cabinet/api/${n.domain}\`: the ${n.title} domain's contract (paths, schemas, error codes), found by the
 * package's \`./*\` export. Stateless: bundled, tree-shaken, where used; api-server validates with it too.
 */
export * from './paths';
export * from './schemas';
export * from './errors';
`,
    [`shared/api/src/${n.domain}/paths.ts`]: `/** The ${n.title} domain's paths, designed in the style of spec section 7; clients fill \`:name\` with fillPath. */
export const ${n.upper}_PATHS = {
  /** GET a page of the caller's items; POST a new one. */
  list: 'api/v1/${n.pascal}',
  /** GET one item. */
  one: 'api/v1/${n.pascal}/:id',
} as const;
`,
    [`shared/api/src/${n.domain}/schemas.ts`]: `import * as z from '@cabinet/api/zod';
import { pageQueryShape, pageSchema, SORT_ORDERS } from '../paging';

/** An item of the ${n.title} domain, as the API answers it. */
export const ${item}Schema = z.object({
  id: z.string(),
  title: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type ${Item} = z.infer<typeof ${item}Schema>;

export const ${n.upper}_ITEM_TITLE_MAX_LENGTH = 200;
export const ${n.upper}_SORT_FIELDS = ['createdAt', 'title'] as const;

/** GET the list: a page, searched in titles, newest first. */
export const ${item}ListQuerySchema = z.object({
  ...pageQueryShape,
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  sort: z._default(z.enum(${n.upper}_SORT_FIELDS), 'createdAt'),
  order: z._default(z.enum(SORT_ORDERS), 'desc'),
});
export type ${Item}ListQuery = z.output<typeof ${item}ListQuerySchema>;
export const ${item}PageSchema = pageSchema(${item}Schema);
export type ${Item}Page = z.infer<typeof ${item}PageSchema>;

/** POST the list: a new item. Field refusals are rule codes (required, tooLong). */
export const create${Item}RequestSchema = z.object({
  title: z.string().check(z.trim(), z.minLength(1, { error: 'required' }), z.maxLength(${n.upper}_ITEM_TITLE_MAX_LENGTH, { error: 'tooLong' })),
});
export type Create${Item}Request = z.output<typeof create${Item}RequestSchema>;
`,
    [`shared/api/src/${n.domain}/errors.ts`]: `/**
 * The ${n.title} domain's error codes. The platform's codes (errorBody.ts) are shared; these are this
 * entry's own, added to \`ApiErrorCode\` by the declaration below, so they change only this domain's files.
 */
export const ${n.upper}_ERROR_CODES = ['${n.upper}_ITEM_NOT_FOUND'] as const;
export type ${n.pascal}ErrorCode = (typeof ${n.upper}_ERROR_CODES)[number];

declare module '../errorBody' {
  interface ApiErrorCodes {
    ${n.domain}: ${n.pascal}ErrorCode;
  }
}
`,
  };
}

/** @param {DomainNames} n */
function apiFiles(n) {
  const item = `${n.domain}Item`;
  const Item = `${n.pascal}Item`;
  const dir = `api-server/src/${n.domain}`;
  const table = `${n.snake}_items`;
  return {
    [`${dir}/module.ts`]: `import * as ${n.domain}Contract from '@cabinet/api/${n.domain}';
import type { DomainModule } from '../platform/DomainModule';
import { ${n.upper}_MIGRATIONS } from './migrations';
import { ${n.domain}Routes } from './routes';
import { seed${n.pascal} } from './seed';

/** The ${n.title} domain. */
export const ${n.domain}Domain: DomainModule = {
  name: '${n.domain}',
  contracts: [${n.domain}Contract],
  migrations: ${n.upper}_MIGRATIONS,
  routes: ${n.domain}Routes,
  seed: (tx, accounts) => seed${n.pascal}(tx, accounts.demoId),
};
`,
    [`${dir}/routes.ts`]: `import { z } from 'zod';
import { create${Item}RequestSchema, ${n.upper}_PATHS, ${item}ListQuerySchema, ${item}PageSchema, ${item}Schema, type ${Item}, type ${Item}Page } from '@cabinet/api/${n.domain}';
import type { AppContext } from '../platform/AppContext';
import { route, type Route } from '../platform/http/route';
import { ${n.domain}Service } from './service';

const idParamsSchema = z.object({ id: z.string() });

/** The ${n.title} domain's routes: each declares its path, access, schemas and errors, and delegates. */
export function ${n.domain}Routes(ctx: AppContext): Route[] {
  const service = ${n.domain}Service(ctx);
  return [
    route({
      method: 'GET',
      path: ${n.upper}_PATHS.list,
      access: 'user',
      summary: "A page of the caller's ${n.title} items",
      query: ${item}ListQuerySchema,
      responses: { 200: { description: 'The page', schema: ${item}PageSchema } },
      handler: ({ caller, query }): Promise<${Item}Page> => service.list(caller.userId, query()),
    }),
    route({
      method: 'POST',
      path: ${n.upper}_PATHS.list,
      access: 'user',
      summary: 'Add a ${n.title} item',
      body: create${Item}RequestSchema,
      responses: { 201: { description: 'The item as stored', schema: ${item}Schema } },
      async handler({ caller, reply, body }) {
        return reply.code(201).send(await service.create(caller.userId, body()));
      },
    }),
    route({
      method: 'GET',
      path: ${n.upper}_PATHS.one,
      access: 'user',
      summary: 'One of the caller\\'s ${n.title} items',
      params: idParamsSchema,
      responses: { 200: { description: 'The item', schema: ${item}Schema } },
      errors: { 404: '${n.upper}_ITEM_NOT_FOUND' },
      handler: ({ caller, params }): Promise<${Item}> => service.get(caller.userId, params().id),
    }),
  ];
}
`,
    [`${dir}/service.ts`]: `import type { Create${Item}Request, ${Item}, ${Item}ListQuery, ${Item}Page } from '@cabinet/api/${n.domain}';
import type { AppContext } from '../platform/AppContext';
import { isUuid } from '../platform/db/sql';
import { ApiError } from '../platform/http/ApiError';
import { find${Item}, insert${Item}, list${Item}s } from './data';

/** Another user's item and one that does not exist answer alike: ids of others are not disclosed. */
export const ${item}NotFound = () => new ApiError(404, '${n.upper}_ITEM_NOT_FOUND', 'Item not found');

/** The ${n.title} domain's rules and state changes: tests call it without HTTP. */
export function ${n.domain}Service({ db }: Pick<AppContext, 'db'>) {
  return {
    list: (userId: string, query: ${Item}ListQuery): Promise<${Item}Page> => list${Item}s(db, userId, query),
    create: (userId: string, request: Create${Item}Request): Promise<${Item}> => insert${Item}(db, userId, request.title),
    async get(userId: string, id: string): Promise<${Item}> {
      const found = isUuid(id) ? await find${Item}(db, userId, id) : null;
      if (!found) throw ${item}NotFound();
      return found;
    },
  };
}
`,
    [`${dir}/data.ts`]: `import { ${item}PageSchema, ${item}Schema, type ${Item}, type ${Item}ListQuery, type ${Item}Page } from '@cabinet/api/${n.domain}';
import type { Queryable } from '../platform/db/Db';
import { pagedList, type PagedListDefinition } from '../platform/db/pagedList';
import { containsPattern } from '../platform/db/sql';

type ${Item}Row = { id: string; title: string; created_at: Date };

const toItem = (row: ${Item}Row): ${Item} => ${item}Schema.parse({ id: row.id, title: row.title, createdAt: row.created_at.toISOString() });

/** One owner's items as they page: searched in titles, sorted by the whitelisted columns. */
export function ${item}List(userId: string): PagedListDefinition {
  return {
    from: '${table}',
    columns: 'id, title, created_at',
    scope: [(params) => \`user_id = \${params.add(userId)}\`],
    search: (term, params) => \`title ilike \${params.add(containsPattern(term))}\`,
    sorts: { createdAt: 'created_at', title: 'lower(title)' },
    defaultSort: 'createdAt',
    tieBreaker: 'id',
  };
}

export async function list${Item}s(q: Queryable, userId: string, query: ${Item}ListQuery): Promise<${Item}Page> {
  const page = await pagedList<${Item}Row>(q, ${item}List(userId), query);
  return ${item}PageSchema.parse({ ...page, items: page.items.map(toItem) });
}

export async function insert${Item}(q: Queryable, userId: string, title: string): Promise<${Item}> {
  const [row] = await q.query<${Item}Row>('insert into ${table} (user_id, title) values ($1, $2) returning id, title, created_at', [userId, title]);
  if (!row) throw new Error('insert returned no row');
  return toItem(row);
}

export async function find${Item}(q: Queryable, userId: string, id: string): Promise<${Item} | null> {
  const [row] = await q.query<${Item}Row>('select id, title, created_at from ${table} where id = $1 and user_id = $2', [id, userId]);
  return row ? toItem(row) : null;
}
`,
    [`${dir}/migrations.ts`]: `import type { Migration } from '../platform/db/migrate';

/**
 * The ${n.title} domain's tables. Never edit one that has shipped: append the next. Plain PostgreSQL
 * that PGlite runs too.
 */
export const ${n.upper}_MIGRATIONS: readonly Migration[] = [
  {
    id: '0001-initial',
    sql: \`
      create table ${table} (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references users (id) on delete cascade,
        title text not null,
        created_at timestamptz not null default now()
      );
      create index ${table}_user_created on ${table} (user_id, created_at, id);
    \`,
  },
];
`,
    [`${dir}/seed.ts`]: `import type { Queryable } from '../platform/db/Db';

/** Three demo items, a week apart, newest first. */
export async function seed${n.pascal}(tx: Queryable, demoId: string): Promise<void> {
  await tx.query(
    \`insert into ${table} (user_id, title, created_at)
     select $1, (array['First', 'Second', 'Third'])[n] || ' item', now() - make_interval(days => n * 7)
     from generate_series(1, 3) as n\`,
    [demoId],
  );
}
`,
    [`${dir}/routes.test.ts`]: `import { ${n.upper}_PATHS, ${item}PageSchema, ${item}Schema } from '@cabinet/api/${n.domain}';
import { fillPath } from '@cabinet/api/contract';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../seed';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { callAs, registerUser, signIn } from '../testing/requests';

let t: TestApp;
let demo: ReturnType<typeof callAs>;
beforeAll(async () => {
  t = await createTestApp();
  demo = callAs(t.app, (await signIn(t.app, DEMO_EMAIL, DEMO_PASSWORD)).token);
});
afterAll(async () => {
  await t.close();
});

const list = async (call: ReturnType<typeof callAs>, query: Record<string, string> = {}) => {
  const response = await call('GET', ${n.upper}_PATHS.list, undefined, query);
  if (response.statusCode !== 200) throw new Error(\`The list answered \${response.statusCode}: \${response.body}\`);
  return ${item}PageSchema.parse(response.json());
};

it('pages the seeded items newest first, and searches their titles', async () => {
  const first = await list(demo, { pageSize: '2' });
  expect(first.total).toBe(3);
  expect(first.items.map((item) => item.title)).toEqual(['First item', 'Second item']);
  expect((await list(demo, { search: 'thi' })).items.map((item) => item.title)).toEqual(['Third item']);
});

it('adds an item the caller then finds, and refuses a blank title with its rule code', async () => {
  const newcomer = callAs(t.app, (await registerUser(t.app, { email: 'new.${n.domain}@example.com' })).token);
  const created = await newcomer('POST', ${n.upper}_PATHS.list, { title: '  Mine  ' });
  expect(created.statusCode).toBe(201);
  const item = ${item}Schema.parse(created.json());
  expect(item.title).toBe('Mine');
  expect((await list(newcomer)).items.map((listed) => listed.id)).toEqual([item.id]);
  expect((await newcomer('GET', fillPath(${n.upper}_PATHS.one, { id: item.id }))).json()).toEqual(item);

  const blank = await newcomer('POST', ${n.upper}_PATHS.list, { title: ' ' });
  expect(blank.statusCode).toBe(400);
  expect(blank.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { title: 'required' } });
});

it("keeps each user's items their own", async () => {
  const [mine] = (await list(demo)).items;
  const stranger = callAs(t.app, (await registerUser(t.app, { email: 'stranger.${n.domain}@example.com' })).token);
  expect((await list(stranger)).total).toBe(0);
  const other = await stranger('GET', fillPath(${n.upper}_PATHS.one, { id: mine?.id ?? '' }));
  expect([other.statusCode, other.json().code]).toEqual([404, '${n.upper}_ITEM_NOT_FOUND']);
  expect((await callAs(t.app, null)('GET', ${n.upper}_PATHS.list)).statusCode).toBe(401);
});
`,
    [`${dir}/service.test.ts`]: `import { createTestApp, type TestApp } from '../testing/createTestApp';
import { registerUser, userIdOf } from '../testing/requests';
import { ${n.domain}Service } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

it('stores an item and finds it for its owner only, without HTTP', async () => {
  const owner = userIdOf((await registerUser(t.app, { email: 'service.${n.domain}@example.com' })).token);
  const service = ${n.domain}Service(t);
  const item = await service.create(owner, { title: 'Kept' });
  expect(await service.get(owner, item.id)).toEqual(item);
  await expect(service.get('00000000-0000-4000-8000-000000000000', item.id)).rejects.toMatchObject({ statusCode: 404, code: '${n.upper}_ITEM_NOT_FOUND' });
  await expect(service.get(owner, 'not-an-id')).rejects.toMatchObject({ statusCode: 404 });
});
`,
  };
}

/**
 * Every file of a new domain's contract entry and API module, by path inside the workspace.
 * @param {DomainNames} names
 * @returns {Record<string, string>}
 */
export function domainFiles(names) {
  return { ...contractFiles(names), ...apiFiles(names) };
}

/**
 * Refuses a domain whose contract entry or API module folder exists (before anything is written).
 * @param {{ root: string; remoteName: string }} options
 */
export function checkDomain({ root, remoteName }) {
  const { domain } = domainNames(remoteName);
  const taken = [`shared/api/src/${domain}`, `api-server/src/${domain}`].find((dir) => existsSync(path.join(root, dir)));
  if (taken) throw new Error(`${taken} already exists (--no-api writes the remote alone)`);
}

/**
 * Writes a new domain's contract entry and API module under `root` and appends the module to api-server's
 * DOMAINS (last: it may reference every domain before it). Refuses a domain whose folders exist.
 * @param {{ root: string; remoteName: string; domainsFile?: string }} options
 * @returns {{ names: DomainNames; files: string[]; domainsFile: string }}
 */
export function generateDomain({ root, remoteName, domainsFile = path.join(root, DOMAINS_FILE) }) {
  checkDomain({ root, remoteName });
  const names = domainNames(remoteName);
  const files = domainFiles(names);
  const source = readFileSync(domainsFile, 'utf8');
  const end = source.lastIndexOf('\n];');
  const lastImport = source.lastIndexOf('\nimport ');
  if (end < 0 || lastImport < 0) throw new Error(`${domainsFile} does not end its list with "];": add ${names.domain}Domain to DOMAINS by hand`);
  const importEnd = source.indexOf('\n', lastImport + 1);
  const withImport = `${source.slice(0, importEnd)}\nimport { ${names.domain}Domain } from './${names.domain}/module';${source.slice(importEnd)}`;
  const listEnd = withImport.lastIndexOf('\n];');
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
  writeFileSync(domainsFile, `${withImport.slice(0, listEnd)}\n  ${names.domain}Domain,${withImport.slice(listEnd)}`);
  return { names, files: Object.keys(files), domainsFile };
}
