import { createRequire } from 'node:module';
import path from 'node:path';
import { sharedModules } from '../webpack.mjs';

const ROOT = path.resolve(__dirname, '../../..');
const requireOf = (app: string) => createRequire(path.join(ROOT, app, 'package.json'));

describe('the page-wide singletons', () => {
  it('are offered by the host, each from its own build', () => {
    const shell = sharedModules(requireOf('shell'), { host: true });
    for (const request of ['react', '@cabinet/design/core', '@cabinet/api/core', '@ant-design/icons/es/components/AntdIconLight']) {
      expect(shell[request]).toMatchObject({ singleton: true });
      expect(shell[request]?.import).not.toBe(false);
    }
  });

  it('are only consumed by a remote, which offers no copy of its own (the host offers them; a remote needing newer is refused)', () => {
    const remote = sharedModules(requireOf('mf-quality'), { host: false });
    const singletons = Object.entries(remote).filter(([, config]) => config.singleton);
    expect(singletons.length).toBeGreaterThan(10);
    for (const [request, config] of singletons) expect([request, config.import]).toEqual([request, false]);
    // ...but still say which versions they need, which the shell's loader checks before running one.
    expect(remote['@cabinet/design/core']).toMatchObject({ requiredVersion: expect.stringMatching(/^\^\d+\.\d+\.\d+$/) });
  });

  it('leave shared libraries (not singletons) offered by the remotes that use them', () => {
    expect(sharedModules(requireOf('mf-flows'), { host: false })['libphonenumber-js/min/metadata']?.import).toMatch(/metadata\.min\.json\.js$/);
  });
});
