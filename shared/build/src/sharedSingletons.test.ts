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

  it('from third parties are only consumed by a remote, which offers no copy: the shell’s start-up runs them all', () => {
    const remote = sharedModules(requireOf('mf-quality'), { host: false });
    for (const request of ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', '@tanstack/react-query', '@lingui/core', '@lingui/react']) {
      expect([request, remote[request]?.import]).toEqual([request, false]);
      // ...but still say which version they need, which the shell's loader checks before running one.
      expect(remote[request]?.requiredVersion).toMatch(/^\^\d+\.\d+\.\d+/);
    }
  });

  it('of our packages stay offered by a remote too: its newer copy serves a page that has run none of that package yet', () => {
    const remote = sharedModules(requireOf('mf-quality'), { host: false });
    for (const request of ['@cabinet/design/core', '@cabinet/design/table', '@cabinet/api/core', '@ant-design/icons/es/components/AntdIconLight']) {
      expect(remote[request]?.import).toEqual(expect.any(String));
    }
  });

  it('leave shared libraries (not singletons) offered by the remotes that use them', () => {
    expect(sharedModules(requireOf('mf-flows'), { host: false })['libphonenumber-js/min/metadata']?.import).toMatch(/metadata\.min\.json\.js$/);
  });
});
