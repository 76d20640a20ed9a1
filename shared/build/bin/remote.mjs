#!/usr/bin/env node
// @ts-check
/**
 * One team, one remote, on its own schedule (run from the repository root, after `npm start` or an install):
 *
 *   npm run remote -- build    mf-flows                  production build of that remote only
 *   npm run remote -- check    mf-flows [--shell <dir|url>] compare the build with a shell: contract and shared versions
 *   npm run remote -- publish  mf-flows [--env <dir>]     build, check, publish as an immutable version, switch the registry
 *   npm run remote -- rollback mf-flows [--env <dir>] [--to <version>]
 *   npm run remote -- list     [--env <dir>]              what is live in an environment, and the history
 *   npm run remote -- dev      mf-flows [--port <n>]      watch-build that remote and serve it for a shell's override
 *   npm run remote -- new      mf-<name> [--routes a,b.c] [--messages] [--description <text>] [--port <n>] [--no-api]
 *                                                        write a new remote's folder and add its entry to the list,
 *                                                        and the domain's contract entry and API module (not with --no-api)
 *
 * --env defaults to .cabinet/environments/local, which `npm start` serves (the local CDN); --shell to the
 * shell build that environment serves (shell/dist). --dir <app folder> builds and publishes another folder
 * with the same remote name (a fork, or a test's modified copy). --skip-build publishes the current dist.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sirv from 'sirv';
import { REMOTES as REMOTE_LIST } from '../../contracts/src/remotes.mjs';
import { checkRemote, DEFAULT_ENV_DIR, DEPLOYED, publishRemote, readRegistry, readShellFacts, rollbackRemote, ROOT } from '../delivery.mjs';
import { REMOTES, freePort, portOf } from '../ports.mjs';
import { checkDomain, domainNames, generateDomain } from '../domainTemplate.mjs';
import { generateRemote } from '../remoteTemplate.mjs';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    env: { type: 'string' },
    shell: { type: 'string' },
    dir: { type: 'string' },
    to: { type: 'string' },
    port: { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
    routes: { type: 'string' },
    messages: { type: 'boolean', default: false },
    description: { type: 'string' },
    'no-api': { type: 'boolean', default: false },
  },
});
const [command, name] = positionals;
const envDir = path.resolve(values.env ?? process.env.CABINET_ENV_DIR ?? DEFAULT_ENV_DIR);

/** @param {string} message @returns {never} */
function fail(message) {
  console.error(`✖ ${message}`);
  process.exit(1);
}

function remoteOf(/** @type {string | undefined} */ remoteName) {
  const remote = REMOTES.find((candidate) => candidate.name === remoteName);
  return remote ?? fail(`name a remote: ${REMOTES.map((candidate) => candidate.name).join(', ')}`);
}

function appDirOf(/** @type {{ dir: string }} */ remote) {
  return values.dir ? path.resolve(values.dir) : path.join(ROOT, remote.dir);
}

/** The app's own build script (catalogues, then webpack): nothing else is built. */
function build(/** @type {string} */ appDir) {
  console.info(`▶ building ${path.relative(ROOT, appDir) || appDir}`);
  const result = spawnSync('npm', ['run', '--silent', 'build'], { cwd: appDir, stdio: 'inherit' });
  if (result.status !== 0) fail('the build failed');
}

async function check(/** @type {{ name: string }} */ remote, /** @type {string} */ distDir) {
  const shellLocation = values.shell ?? path.join(ROOT, 'shell/dist');
  const shell = await readShellFacts(shellLocation);
  const problems = await checkRemote({ name: remote.name, distDir, shell });
  if (problems.length > 0) {
    fail(`${remote.name} does not fit the shell at ${shellLocation}, so it is not published:\n  - ${problems.join('\n  - ')}`);
  }
  console.info(`✔ ${remote.name} fits the shell at ${shellLocation} (contract ${shell.contractVersion}, ${Object.keys(shell.shared).length} shared singletons)`);
}

async function main() {
  switch (command) {
    case 'build': {
      build(appDirOf(remoteOf(name)));
      return;
    }
    case 'check': {
      const remote = remoteOf(name);
      await check(remote, path.join(appDirOf(remote), 'dist'));
      return;
    }
    case 'publish': {
      const remote = remoteOf(name);
      const appDir = appDirOf(remote);
      if (!values['skip-build']) build(appDir);
      const distDir = path.join(appDir, 'dist');
      await check(remote, distDir);
      const published = publishRemote({ name: remote.name, distDir, envDir });
      console.info(
        published.unchanged
          ? `✔ ${remote.name} ${published.version} was already live in ${envDir}`
          : `✔ ${remote.name} ${published.version} is live in ${envDir}; shells load it at their next page load`,
      );
      return;
    }
    case 'rollback': {
      const remote = remoteOf(name);
      const { from, to } = rollbackRemote({ name: remote.name, envDir, to: values.to });
      console.info(`✔ ${remote.name} rolled back from ${from} to ${to} in ${envDir}`);
      return;
    }
    case 'list': {
      const { remotes } = readRegistry(envDir);
      if (Object.keys(remotes).length === 0) console.info(`Nothing published in ${envDir}: every remote is served from its local build.`);
      for (const [remoteName, record] of Object.entries(remotes)) {
        console.info(`${remoteName}: ${record.current ?? DEPLOYED}   (history: ${record.history.join(' → ')})`);
      }
      return;
    }
    case 'dev': {
      const remote = remoteOf(name);
      const appDir = appDirOf(remote);
      const port = Number(values.port ?? portOf(remote.name) + 1000);
      const out = path.join(appDir, 'dist-dev');
      // A remote with catalogues compiles them once; the watch build reads the compiled files.
      if (existsSync(path.join(appDir, 'lingui.config.ts'))) spawnSync('npx', ['lingui', 'compile', '--typescript'], { cwd: appDir, stdio: 'inherit' });
      const watcher = spawn('npx', ['webpack', '--watch', '--mode', 'development', '--env', 'outDir=dist-dev'], { cwd: appDir, stdio: 'inherit' });
      const files = sirv(out, { dev: true });
      http
        .createServer((req, res) => {
          res.setHeader('Access-Control-Allow-Origin', '*');
          files(req, res, () => {
            res.writeHead(existsSync(out) ? 404 : 503, { 'Content-Type': 'text/plain' });
            res.end(existsSync(out) ? 'Not found' : 'Still building');
          });
        })
        .listen(port, '127.0.0.1', () => {
          console.info(`\n${remote.name} (watch mode) at http://localhost:${port}/mf-manifest.json`);
          console.info(`Point any running shell at it: http://localhost:${portOf('shell')}/?remote-override=${remote.name}=http://localhost:${port}`);
          console.info('A banner shows while the override is active; its button removes it.');
        });
      const stop = () => {
        watcher.kill('SIGTERM');
        process.exit(0);
      };
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
      return;
    }
    case 'new': {
      if (!name) fail('name the new remote: npm run remote -- new mf-<name>');
      // The webpack factory (and webpack with it) loads only for this command.
      const { sharedPackageNames } = await import('../webpack.mjs');
      const withApi = !values['no-api'];
      if (withApi) checkDomain({ root: ROOT, remoteName: name });
      const created = generateRemote({
        root: ROOT,
        name,
        port: values.port ? Number(values.port) : freePort(),
        routes: values.routes ? values.routes.split(',').map((id) => id.trim()).filter(Boolean) : [],
        description: values.description,
        messages: values.messages,
        list: REMOTE_LIST,
        sharedPackages: sharedPackageNames(),
      });
      console.info(`✔ ${path.relative(ROOT, created.dir)}/: ${created.files.join(', ')}`);
      console.info(`✔ its entry in ${path.relative(ROOT, created.listFile)}:\n${created.entry}`);
      if (withApi) {
        const domain = generateDomain({ root: ROOT, remoteName: name });
        console.info(`✔ its contract and API module: ${domain.files.join(', ')}`);
        console.info(`✔ ${domain.names.domain}Domain appended to ${path.relative(ROOT, domain.domainsFile)}`);
      }
      console.info('Next:');
      console.info('  pnpm install                                  link the new package');
      console.info('  its routes: an id in its entry, a path, guard, layout and title in shell/src/routing/routeTable.ts');
      console.info('             (the type check lists what is missing), a screen in src/remote.tsx');
      console.info('  its hosts:  add it to the hosts that load it (shell/src/hosts/hosts.ts)');
      console.info(`  run it:     npm run remote -- dev ${name}`);
      if (withApi) console.info(`  its API:    pnpm --filter ./api-server exec jest src/${domainNames(name).domain}  (rename the item to the domain's entity)`);
      return;
    }
    default:
      fail('usage: npm run remote -- <build|check|publish|rollback|list|dev|new> <remote> [--env dir] [--shell dir|url] [--dir app] [--to version]');
  }
}

main().catch((error) => fail(error instanceof Error ? error.message : String(error)));
