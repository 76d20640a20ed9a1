import { openTestDb } from '../../testing/createTestApp';

describe('the database (PGlite runs on the API\'s own thread)', () => {
  it('lets a waiting request in while a job runs query after query', async () => {
    const db = await openTestDb('empty');
    try {
      const QUERIES = 300;
      let done = 0;
      const job = (async () => {
        for (let index = 0; index < QUERIES; index += 1) {
          await db.query('select $1::int as n', [index]);
          done += 1;
        }
      })();
      // A socket's callback, as an incoming request's would be: it must not wait for the whole job.
      const servedAfter = await new Promise<number>((resolve) => setTimeout(() => resolve(done), 0));
      await job;
      expect(servedAfter).toBeLessThan(QUERIES);
    } finally {
      await db.close();
    }
  });
});
