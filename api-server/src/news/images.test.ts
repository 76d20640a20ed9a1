import { NEWS_IMAGE_MAX_BYTES, NEWS_IMAGE_PATHS, newsImageSchema } from '@cabinet/api/admin';
import { PATHS } from '@cabinet/api/contract';
import { ADMIN_EMAIL, DEMO_PASSWORD, SUPER_ADMIN_EMAIL } from '../seed';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { bearer, signIn } from '../testing/requests';

let t: TestApp;
let admin: string;
let superAdmin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, ADMIN_EMAIL, DEMO_PASSWORD)).token;
  superAdmin = (await signIn(t.app, SUPER_ADMIN_EMAIL, DEMO_PASSWORD)).token;
});
afterAll(async () => {
  await t.close();
});

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR and the rest of a picture')]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF and the rest')]);
const octets = { 'content-type': 'application/octet-stream' };
const upload = (token: string | null, payload: Buffer) =>
  t.app.inject({ method: 'POST', url: '/' + NEWS_IMAGE_PATHS.upload, headers: { ...octets, ...(token ? bearer(token) : {}) }, payload });

describe('news images', () => {
  it('keeps a PNG and a JPG a super-admin uploads, serves them to anyone at their address, and a news item shows it', async () => {
    const png = await upload(superAdmin, PNG);
    expect(png.statusCode).toBe(201);
    const stored = newsImageSchema.parse(png.json());
    expect(stored).toMatchObject({ contentType: 'image/png', sizeBytes: PNG.length, url: expect.stringMatching(/\/api\/v1\/ServiceNews\/Images\/[0-9a-f-]{36}\.png$/) });
    const served = await t.app.inject({ method: 'GET', url: new URL(stored.url).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);

    const jpeg = newsImageSchema.parse((await upload(superAdmin, JPEG)).json());
    expect(jpeg.url).toMatch(/\.jpg$/);
    expect((await t.app.inject({ method: 'GET', url: new URL(jpeg.url).pathname })).headers['content-type']).toBe('image/jpeg');
    // The same image under the other type's extension is not found.
    expect((await t.app.inject({ method: 'GET', url: new URL(jpeg.url).pathname.replace(/\.jpg$/, '.png') })).statusCode).toBe(404);

    const item = await t.app.inject({
      method: 'POST',
      url: '/' + PATHS.news.list,
      headers: bearer(superAdmin),
      payload: { title: 'New look', description: '', link: null, type: 'Info', crmTypes: [], clientTypes: [], mobileImage: jpeg.url, desktopImage: stored.url, isSidebarNews: true, orderNumber: 0 },
    });
    expect(item.statusCode).toBe(201);
    expect(item.json()).toMatchObject({ desktopImage: stored.url, mobileImage: jpeg.url });
  });

  it('reads the type from the content and refuses anything but PNG or JPG, and a file over the limit, with a message', async () => {
    const renamed = await upload(superAdmin, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'));
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json()).toMatchObject({ code: 'NEWS_IMAGE_FORMAT', message: expect.stringContaining('PNG or JPG') });
    const large = await upload(superAdmin, Buffer.concat([PNG, Buffer.alloc(NEWS_IMAGE_MAX_BYTES)]));
    expect(large.statusCode).toBe(413);
    expect(large.json()).toMatchObject({ code: 'NEWS_IMAGE_TOO_LARGE', message: 'The image is larger than 2 MB' });
    expect((await upload(superAdmin, Buffer.alloc(0))).statusCode).toBeGreaterThanOrEqual(400);
  });

  it('lets only a super-admin upload', async () => {
    expect((await upload(null, PNG)).statusCode).toBe(401);
    expect((await upload(admin, PNG)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/' + NEWS_IMAGE_PATHS.upload + '/nothing.png' })).statusCode).toBe(404);
  });
});
