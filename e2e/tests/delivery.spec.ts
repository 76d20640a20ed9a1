import { execFileSync, spawn } from 'node:child_process';
import { appendFileSync, cpSync, createReadStream, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';
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

/**
 * An environment of its own (shell, remotes, environment folder) on PORT_OFFSET + `shift` (its ports run
 * from the shell's to the environment's, shift + 10: shifts 20 apart never meet), so no other journey sees
 * its publishes. Stop it with `kill`.
 */
async function isolatedEnvironment(shift: number) {
  const offset = Number(process.env.PORT_OFFSET ?? 0) + shift;
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
  return {
    envDir,
    quality: `http://quality.localhost:${portOf('shell', { PORT_OFFSET: String(offset) })}`,
    /** The remote CLI against this environment, the fixture posing as mf-quality. */
    cli: (...args: string[]) => execFileSync(process.execPath, [REMOTE_CLI, ...args, '--env', envDir], { cwd: ROOT, encoding: 'utf8', stdio: 'pipe', env: { ...process.env, FIXTURE_REMOTE: 'mf-quality' } }),
    kill: () => platform.kill('SIGTERM'),
  };
}

/** A team's working copy of the fixture remote, with the workspace's installed packages. */
function fixtureCopy(name: string): string {
  const work = path.join(ROOT, 'e2e/.work', `${name}-${process.pid}`);
  mkdirSync(path.dirname(work), { recursive: true });
  cpSync(path.join(ROOT, 'e2e/fixtures/remote'), work, { recursive: true, filter: (source) => !/\/(node_modules|dist)$/.test(source) });
  symlinkSync(path.join(ROOT, 'e2e/fixtures/remote/node_modules'), path.join(work, 'node_modules'));
  return work;
}

test('a team changes its remote, publishes it alone, rolls it back, and the shell is untouched', async ({ page, request }) => {
  test.setTimeout(300_000);
  const { quality, cli, kill } = await isolatedEnvironment(60);
  // The changed remote: a copy of the fixture whose release label the team edited.
  const work = fixtureCopy('release');
  try {
    const shellBefore = await folderHash(path.join(ROOT, 'shell/dist'));

    // The version users have today: mf-quality as built.
    expect(cli('publish', 'mf-quality', '--skip-build')).toMatch(/mf-quality 0\.1\.0-[0-9a-f]{8} is live/);
    await signInWithTokens(page, request, DEMO, quality);
    await page.goto(`${quality}/chats`);
    await expect(page.getByRole('heading', { name: 'Chats', level: 1 })).toBeVisible();

    writeFileSync(path.join(work, 'src/release.json'), JSON.stringify({ label: 'Release B' }));
    expect(cli('publish', 'mf-quality', '--dir', work)).toMatch(/mf-quality 9\.0\.0-[0-9a-f]{8} is live/);

    // Running shells pick it up at their next page load.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Fixture remote: Release B', level: 1 })).toBeVisible();

    expect(cli('rollback', 'mf-quality')).toMatch(/rolled back from 9\.0\.0-[0-9a-f]{8} to 0\.1\.0-[0-9a-f]{8}/);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Chats', level: 1 })).toBeVisible();

    // Past the first publish is the version the shell was deployed with, served from the remote's own origin.
    expect(cli('rollback', 'mf-quality')).toMatch(/rolled back from 0\.1\.0-[0-9a-f]{8} to the version the shell was deployed with/);
    const ownOrigin = `http://localhost:${portOf('mf-quality', { PORT_OFFSET: String(Number(process.env.PORT_OFFSET ?? 0) + 60) })}/mf-manifest.json`;
    const deployed = page.waitForResponse((response) => response.url().startsWith(ownOrigin));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Chats', level: 1 })).toBeVisible();
    expect((await deployed).ok()).toBe(true);

    expect(await folderHash(path.join(ROOT, 'shell/dist'))).toBe(shellBefore);
  } finally {
    kill();
    rmSync(work, { recursive: true, force: true });
  }
});

test('a remote built against newer shared code than the live shell is refused with the fix, never run', async ({ page, request }) => {
  test.setTimeout(300_000);
  const { envDir, quality, cli, kill } = await isolatedEnvironment(80);
  const work = fixtureCopy('skew');
  try {
    // The team adds an export to @cabinet/design/core (its next minor version) and calls it from its remote.
    const design = path.join(work, 'design');
    cpSync(path.join(ROOT, 'shared/design'), design, { recursive: true, filter: (source) => !/\/node_modules$/.test(source) });
    symlinkSync(path.join(ROOT, 'shared/design/node_modules'), path.join(design, 'node_modules'));
    const manifestFile = path.join(design, 'package.json');
    const manifest: { version: string } = JSON.parse(readFileSync(manifestFile, 'utf8'));
    const [major, minor] = manifest.version.split('.').map(Number);
    const live = manifest.version;
    const next = `${major}.${Number(minor) + 1}.0`;
    writeFileSync(manifestFile, JSON.stringify({ ...manifest, version: next }));
    appendFileSync(path.join(design, 'src/core.ts'), "\nexport function releaseNote(): string {\n  return 'with the new design export';\n}\n");
    // Its node_modules resolve every package as the workspace does, but @cabinet/design to the changed copy.
    rmSync(path.join(work, 'node_modules'));
    const installed = path.join(ROOT, 'e2e/fixtures/remote/node_modules');
    mkdirSync(path.join(work, 'node_modules/@cabinet'), { recursive: true });
    for (const entry of readdirSync(installed)) if (entry !== '@cabinet') symlinkSync(path.join(installed, entry), path.join(work, 'node_modules', entry));
    for (const entry of readdirSync(path.join(installed, '@cabinet'))) {
      symlinkSync(entry === 'design' ? design : path.join(installed, '@cabinet', entry), path.join(work, 'node_modules/@cabinet', entry));
    }
    const remoteFile = path.join(work, 'src/remote.tsx');
    writeFileSync(
      remoteFile,
      readFileSync(remoteFile, 'utf8')
        .replace("import { PageHeading } from '@cabinet/design/core';", "import { PageHeading, releaseNote } from '@cabinet/design/core';")
        .replace('${release.label}', '${release.label} ${releaseNote()}'),
    );

    // `remote publish` builds it, checks it against the live shell and refuses it, naming the package, both versions and the fix.
    let refusal = '';
    try {
      cli('publish', 'mf-quality', '--dir', work);
    } catch (error) {
      refusal = String(Reflect.get(Object(error), 'stderr'));
    }
    expect(refusal).toContain(`shared @cabinet/design: the remote needs ^${next}, the shell provides ${live}`);
    expect(refusal).toContain("publish the shell built from the same shared code first, or build the remote against the live shell's versions");
    expect(cli('list')).not.toContain('mf-quality');

    // Someone copies the build into the environment by hand anyway: the shell refuses it before running any of its code.
    const version = `9.0.0-skew`;
    cpSync(path.join(work, 'dist'), path.join(envDir, 'remotes/mf-quality', version), { recursive: true });
    writeFileSync(path.join(envDir, 'registry.json'), JSON.stringify({ remotes: { 'mf-quality': { current: version, history: [version] } } }));
    const reports: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('[cabinet] remote')) reports.push(message.text());
    });
    const remoteCode: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes(`/remotes/mf-quality/${version}/`) && !sent.url().endsWith('mf-manifest.json')) remoteCode.push(sent.url());
    });
    await signInWithTokens(page, request, DEMO, quality);
    await page.goto(`${quality}/chats`);
    await expect(page.getByRole('heading', { name: 'This section could not be loaded' })).toBeVisible();
    await expect
      .poll(() => reports.join('\n'))
      .toContain(`remote mf-quality@${version} failed during compatibility: needs @cabinet/design ^${next}, the shell provides ${live}: publish the shell`);
    expect(remoteCode).toEqual([]);
    // The rest of the cabinet works: the layout, and another remote's section.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  } finally {
    kill();
    rmSync(work, { recursive: true, force: true });
  }
});
