// @ts-check
// Removes this run's template databases: the folder of src/testing/jestGlobalSetup.ts, and on PostgreSQL
// (TEST_DATABASE_URL) each template database that a build listed there (`<name>.pg-database`).
const { readdirSync, rmSync } = require('node:fs');

module.exports = async function globalTeardown() {
  const dir = process.env.CABINET_TEST_DB_TEMPLATES;
  if (!dir) return;
  const serverUrl = process.env.TEST_DATABASE_URL;
  const databases = readdirSync(dir).filter((file) => file.endsWith('.pg-database')).map((file) => file.slice(0, -'.pg-database'.length));
  if (serverUrl && databases.length > 0) {
    const pg = require('pg');
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      for (const database of databases) await client.query(`drop database if exists ${database}`);
    } finally {
      await client.end();
    }
  }
  rmSync(dir, { recursive: true, force: true });
  delete process.env.CABINET_TEST_DB_TEMPLATES;
};
