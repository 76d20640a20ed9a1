import { createServer, type Server } from 'node:http';
import { notify } from './page';

/** A cabinet's webhook that answers each notice with the next status of `answers` (the last one repeats). */
async function webhook(answers: number[]): Promise<{ url: string; received: string[]; server: Server }> {
  const received: string[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push(body);
      response.statusCode = answers[Math.min(received.length, answers.length) - 1] ?? 200;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the webhook listens on no port');
  return { url: `http://127.0.0.1:${address.port}/webhook`, received, server };
}

const until = async (check: () => boolean) => {
  for (let waited = 0; !check() && waited < 5_000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
};

describe("the payment sandboxes' notifications", () => {
  it('repeat a notice the cabinet answered with a 5xx until it takes it, as the real providers do', async () => {
    const cabinet = await webhook([503, 500, 200]);
    try {
      expect(await notify(cabinet.url, { body: 'paid', headers: { 'content-type': 'text/plain' } }, [10, 10, 10, 10])).toBe(503);
      await until(() => cabinet.received.length >= 3);
      // Taken on the third try: no fourth.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(cabinet.received).toEqual(['paid', 'paid', 'paid']);
    } finally {
      cabinet.server.close();
    }
  });

  it('send a notice the cabinet takes at once only once', async () => {
    const cabinet = await webhook([200]);
    try {
      expect(await notify(cabinet.url, { body: 'paid', headers: { 'content-type': 'text/plain' } }, [10, 10])).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(cabinet.received).toEqual(['paid']);
    } finally {
      cabinet.server.close();
    }
  });
});
