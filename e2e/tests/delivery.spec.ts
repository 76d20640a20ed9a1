import { execFileSync, spawn } from 'node:child_process';
import { cpSync, createReadStream, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { portOf } from '@cabinet/build/ports';
import { API, DEMO, FIXTURE_ORIGIN, host, signInWithTokens } from './support';

const ROOT = path.resolve(__dirname, '../..');
const REMOTE_CLI = path.join(ROOT, 'shared/build/bin/remote.mjs');

test('a developer points the shell at a remote of their own; a banner says so and one click removes it', async ({ page, request }) => {
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    Reflect.set(window, 'cabinetMetrics', seen);
    window.addEventListener('cabinet:remote-metric', (event) => seen.push(event instanceof CustomEvent ? event.detail : null));
  });
  await signInWithTokens(page, request, DEMO);
  await page.goto(`${host('main')}/?remote-override=mf-insights=${FIXTURE_ORIGIN}`);
  await expect(page.getByRole('heading', { name: 'Fixture remote: Release A', level: 1 })).toBeVisible();
  const banner = page.getByRole('status').filter({ hasText: 'Development override active' });
  await expect(banner).toContainText(`mf-insights ← ${FIXTURE_ORIGIN}/mf-manifest.json`);
  // The override parameter leaves the address; the override stays for the next loads.
  await expect(page).toHaveURL(`${host('main')}/`);

  // Observability: each load is an event a deployer can forward, with the remote, its version and time.
  const metrics = await page.evaluate(() => Reflect.get(window, 'cabinetMetrics'));
  expect(metrics).toContainEqual(expect.objectContaining({ kind: 'load', remote: 'mf-insights', version: '9.0.0', durationMs: expect.any(Number) }));

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Fixture remote: Release A', level: 1 })).toBeVisible();
  await banner.getByRole('button', { name: 'Remove the override' }).click();
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  await expect(page.getByText('Development override active')).toHaveCount(0);
});

test('an override from a foreign origin is refused, so a crafted link cannot load code', async ({ page, request }) => {
  const warnings: string[] = [];
  page.on('console', (message) => warnings.push(message.text()));
  const foreign: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().startsWith('https://evil.example')) foreign.push(sent.url());
  });
  await signInWithTokens(page, request, DEMO);
  await page.goto(`${host('main')}/?remote-override=mf-insights=https://evil.example`);
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  expect(warnings.join('\n')).toContain('remote override refused: mf-insights: https://evil.example is not a loopback origin');
  expect(foreign).toEqual([]);
});

/** sha256 of every file under a folder: proof that the shell's own files were not touched. */
async function folderHash(dir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name)).sort()) {
    hash.update(file);
    for await (const chunk of createReadStream(file)) hash.update(chunk);
  }
  return hash.digest('hex');
}

test('a team changes its remote, publishes it alone, rolls it back, and the shell is untouched', async ({ page, request }) => {
  test.setTimeout(300_000);
  // An environment of its own (shell, remotes, environment folder), so no other journey sees the switch.
  const offset = Number(process.env.PORT_OFFSET ?? 0) + 60;
  const envDir = mkdtempSync(path.join(tmpdir(), 'cabinet-publish-'));
  const platform = spawn(process.execPath, [path.join(ROOT, 'e2e/isolated-platform.mjs')], {
    env: { ...process.env, PORT_OFFSET: String(offset), API_URL: `${API}/`, CABINET_ENV_DIR: envDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    platform.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
    platform.once('exit', (code) => reject(new Error(`the isolated platform exited with ${code}`)));
  });
  const quality = `http://quality.localhost:${portOf('shell', { PORT_OFFSET: String(offset) })}`;
  // The changed remote: a copy of the fixture whose release label the team edited.
  const work = path.join(ROOT, 'e2e/.work', `release-${process.pid}`);
  try {
    const shellBefore = await folderHash(path.join(ROOT, 'shell/dist'));
    const cli = (...args: string[]) => execFileSync(process.execPath, [REMOTE_CLI, ...args, '--env', envDir], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, FIXTURE_REMOTE: 'mf-quality' } });

    // The version users have today: mf-quality as built.
    expect(cli('publish', 'mf-quality', '--skip-build')).toMatch(/mf-quality 0\.1\.0-[0-9a-f]{8} is live/);
    await signInWithTokens(page, request, DEMO, quality);
    await page.goto(`${quality}/chats`);
    await expect(page.getByRole('heading', { name: 'Chats', level: 1 })).toBeVisible();

    mkdirSync(path.dirname(work), { recursive: true });
    cpSync(path.join(ROOT, 'e2e/fixtures/remote'), work, { recursive: true, filter: (source) => !/\/(node_modules|dist)$/.test(source) });
    symlinkSync(path.join(ROOT, 'e2e/fixtures/remote/node_modules'), path.join(work, 'node_modules'));
    writeFileSync(path.join(work, 'src/release.json'), JSON.stringify({ label: 'Release B' }));
    expect(cli('publish', 'mf-quality', '--dir', work)).toMatch(/mf-quality 9\.0\.0-[0-9a-f]{8} is live/);

    // Running shells pick it up at their next page load.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Fixture remote: Release B', level: 1 })).toBeVisible();

    expect(cli('rollback', 'mf-quality')).toMatch(/rolled back from 9\.0\.0-[0-9a-f]{8} to 0\.1\.0-[0-9a-f]{8}/);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Chats', level: 1 })).toBeVisible();

    expect(await folderHash(path.join(ROOT, 'shell/dist'))).toBe(shellBefore);
  } finally {
    platform.kill('SIGTERM');
    rmSync(work, { recursive: true, force: true });
  }
});
