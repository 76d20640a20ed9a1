import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REMOTES } from '../../contracts/src/remotes.mjs';
import { catalogueLayout, linguiConfig } from '../lingui.mjs';

const WORKSPACE = path.resolve(__dirname, '../../..');

/** A scratch package from its files, by path inside it. */
function scratchPackage(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'catalogues-'));
  for (const [file, text] of Object.entries({ 'package.json': '{ "name": "mf-scratch" }', ...files })) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

const message = (id: string) => `export const text = /*i18n*/ { id: '${id}', message: '${id}' };\n`;
const relative = (root: string, files: string[]) => files.map((file) => path.relative(root, file)).sort();

describe('catalogues by screen', () => {
  const root = scratchPackage({
    'src/remote.tsx': [
      "import { lazyScreen } from '@cabinet/contracts';",
      "import { LoginScreen } from './login/LoginScreen';",
      "const Orders = lazyScreen(() => import('./orders/OrdersScreen'), 'OrdersScreen', screenCatalog('orders'));",
      "const Order = lazyScreen(() => import('./orders/order/OrderScreen'), 'OrderScreen', screenCatalog('orders/order'));",
      "const Help = lazyScreen(() => import('./help/HelpScreen'), 'HelpScreen', screenCatalog('help'));",
      "const About = lazyScreen(() => import('./about/AboutScreen'), 'AboutScreen', screenCatalog('about'));",
      "const Users = lazyScreen(() => import('./settings/users/UsersScreen'), 'UsersScreen', screenCatalog('settings/users'));",
      "const Roles = lazyScreen(() => import('./settings/roles/RolesScreen'), 'RolesScreen', screenCatalog('settings/roles'));",
    ].join('\n'),
    'src/login/LoginScreen.tsx': `import './loginTexts';\n${message('login.title')}`,
    'src/login/loginTexts.ts': message('login.hint'),
    'src/orders/OrdersScreen.tsx': [
      "import { text } from './orderLabels';",
      "import '../shared/labels';",
      "const Lines = lazyScreen<'OrderLines', { id: string }>(() => import('./lines/OrderLines'), 'OrderLines', screenCatalog('orders/lines'));",
      message('orders.title'),
    ].join('\n'),
    'src/orders/lines/OrderLines.tsx': `import { text } from '../orderLabels';\n${message('orders.lines')}`,
    'src/orders/orderLabels.ts': message('orders.status'),
    'src/orders/order/OrderScreen.tsx': `import { text } from '../orderLabels';\n${message('order.title')}`,
    'src/orders/order/OrderTab.tsx': message('order.tab'),
    'src/orders/order/OrderScreen.test.tsx': message('order.test'),
    'src/shared/labels.ts': message('shared.label'),
    'src/help/HelpScreen.tsx': `const Tab = () => import('./HelpTab');\nimport { LoginScreen } from '../login/LoginScreen';\n`,
    'src/help/HelpTab.tsx': `import '../shared/labels';\n${message('help.tab')}`,
    'src/about/AboutScreen.tsx': "import '../shared/labels';\n",
    'src/settings/users/UsersScreen.tsx': `import '../settingsTexts';\n${message('users.title')}`,
    'src/settings/roles/RolesScreen.tsx': "import '../settingsTexts';\n",
    'src/settings/settingsTexts.ts': message('settings.save'),
  });
  const layout = catalogueLayout(root);

  it('gives a lazy screen\'s folder the messages only its code uses, its lazily loaded parts included', () => {
    expect(relative(root, layout.screens.get('orders') ?? [])).toEqual(['src/orders/OrdersScreen.tsx', 'src/orders/orderLabels.ts']);
    expect(relative(root, layout.screens.get('orders/order') ?? [])).toEqual(['src/orders/order/OrderScreen.tsx']);
    expect(relative(root, layout.screens.get('help') ?? [])).toEqual(['src/help/HelpTab.tsx']);
  });

  it('gives a part of a screen loaded on first use with lazyScreen its own folder\'s messages, apart from the screen\'s', () => {
    // The lines load when an order is opened: their messages too; the labels both use stay the screen's.
    expect(relative(root, layout.screens.get('orders/lines') ?? [])).toEqual(['src/orders/lines/OrderLines.tsx']);
    expect(relative(root, layout.screens.get('orders') ?? [])).not.toContain('src/orders/lines/OrderLines.tsx');
  });

  it('keeps with a screen the code it imports statically, even another screen\'s', () => {
    // The code one screen imports of another's loads with both: its messages go where both load them.
    const shared = scratchPackage({
      'src/remote.tsx': [
        "const Codes = lazyScreen(() => import('./partners/codes/CodesScreen'), 'CodesScreen', screenCatalog('partners/codes'));",
        "const Code = lazyScreen(() => import('./partners/code/CodeScreen'), 'CodeScreen', screenCatalog('partners/code'));",
      ].join('\n'),
      'src/partners/codes/CodesScreen.tsx': message('partners.balance'),
      'src/partners/code/CodeScreen.tsx': `import { text } from '../codes/CodesScreen';\n${message('partners.code')}`,
    });
    expect(relative(shared, catalogueLayout(shared).screens.get('partners') ?? [])).toEqual(['src/partners/codes/CodesScreen.tsx']);
  });

  it('gives what screens share to the deepest folder that holds them all, which each of them loads too', () => {
    // The order labels serve orders and orders/order; the settings texts the users and roles screens.
    expect(relative(root, layout.screens.get('settings') ?? [])).toEqual(['src/settings/settingsTexts.ts']);
    expect(relative(root, layout.screens.get('settings/users') ?? [])).toEqual(['src/settings/users/UsersScreen.tsx']);
  });

  it('keeps in the package\'s catalogue what the remote\'s entry draws and what screens with no common folder share', () => {
    // The login is in the entry (imported statically); the shared labels serve orders, help and about.
    expect(relative(root, layout.common)).toEqual(['src/login/LoginScreen.tsx', 'src/login/loginTexts.ts', 'src/orders/order/OrderTab.tsx', 'src/shared/labels.ts']);
  });

  it('gives every lazy screen a catalogue to load, even one with no messages of its own', () => {
    expect([...layout.screens.keys()]).toEqual(['orders', 'orders/order', 'help', 'about', 'settings/users', 'settings/roles', 'orders/lines', 'settings']);
    expect(layout.screens.get('about')).toEqual([]);
    const paths = linguiConfig(root).catalogs?.map((catalog) => catalog.path);
    expect(paths).toEqual(['<rootDir>/src/locales/{locale}', '<rootDir>/src/orders/locales/{locale}', '<rootDir>/src/orders/order/locales/{locale}', '<rootDir>/src/help/locales/{locale}', '<rootDir>/src/about/locales/{locale}', '<rootDir>/src/settings/users/locales/{locale}', '<rootDir>/src/settings/roles/locales/{locale}', '<rootDir>/src/orders/lines/locales/{locale}', '<rootDir>/src/settings/locales/{locale}']);
  });

  it('has each remote\'s lazy screens load the catalogue of the folder they are imported from', () => {
    for (const remote of REMOTES) {
      const source = readFileSync(path.join(WORKSPACE, remote.name, 'src/remote.tsx'), 'utf8');
      // A public view's screen names its catalogue through publicViewCatalogs (catalog.ts), which the standalone page reads too.
      const catalogPath = path.join(WORKSPACE, remote.name, 'src/catalog.ts');
      const catalogSource = existsSync(catalogPath) ? readFileSync(catalogPath, 'utf8') : '';
      const publicViewFolder = (id: string): string | undefined => new RegExp(`'?${id.replace(/\./g, '\\.')}'?: screenCatalog\\('([^']*)'\\)`).exec(catalogSource)?.[1];
      for (const call of source.match(/lazyScreen\([^;]*\);/g) ?? []) {
        if (call.includes('NotBuiltYet')) continue;
        const folder = /import\('\.\/([^']+)\/[^/']+'\)/.exec(call)?.[1];
        const publicView = /publicViewCatalogs(?:\['([^']+)'\]|\.(\w+))/.exec(call);
        const catalogue = publicView ? publicViewFolder(publicView[1] ?? publicView[2] ?? '') : /screenCatalog\('([^']*)'\)/.exec(call)?.[1];
        expect({ remote: remote.name, call, catalogue }).toEqual({ remote: remote.name, call, catalogue: folder });
      }
    }
  });

  it('has each remote register a catalogue of its own when, and only when, it has messages there (an empty one would cost every first visit a fetch)', () => {
    for (const remote of REMOTES) {
      const po = path.join(WORKSPACE, remote.name, 'src/locales/en.po');
      const ids = existsSync(po) ? [...readFileSync(po, 'utf8').matchAll(/^msgid "(.+)"$/gm)].length : 0;
      const catalogPath = path.join(WORKSPACE, remote.name, 'src/catalog.ts');
      const registers = existsSync(catalogPath) && /registerCatalog\(/.test(readFileSync(catalogPath, 'utf8'));
      expect({ remote: remote.name, registers }).toEqual({ remote: remote.name, registers: ids > 0 });
    }
  });
});
