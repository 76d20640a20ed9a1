import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { DOMAINS_FILE, domainNames, generateDomain } from '../domainTemplate.mjs';

const WORKSPACE = path.resolve(__dirname, '../../..');

/** A scratch workspace holding a copy of api-server's list of domains. */
function scratch() {
  const root = mkdtempSync(path.join(tmpdir(), 'domain-new-'));
  mkdirSync(path.dirname(path.join(root, DOMAINS_FILE)), { recursive: true });
  cpSync(path.join(WORKSPACE, DOMAINS_FILE), path.join(root, DOMAINS_FILE));
  return root;
}

describe('npm run remote -- new: the domain beside the remote', () => {
  it('names the domain in each spelling from the remote', () => {
    expect(domainNames('mf-sales-reports')).toEqual({ domain: 'salesReports', pascal: 'SalesReports', upper: 'SALES_REPORTS', snake: 'sales_reports', title: 'sales reports' });
  });

  it('writes the contract entry and the layered API module with tests, and appends the module to DOMAINS', () => {
    const root = scratch();
    const created = generateDomain({ root, remoteName: 'mf-sales-reports' });

    expect(created.files.sort()).toEqual([
      'api-server/src/salesReports/data.ts',
      'api-server/src/salesReports/migrations.ts',
      'api-server/src/salesReports/module.ts',
      'api-server/src/salesReports/routes.test.ts',
      'api-server/src/salesReports/routes.ts',
      'api-server/src/salesReports/seed.ts',
      'api-server/src/salesReports/service.test.ts',
      'api-server/src/salesReports/service.ts',
      'shared/api/src/salesReports/errors.ts',
      'shared/api/src/salesReports/index.ts',
      'shared/api/src/salesReports/paths.ts',
      'shared/api/src/salesReports/schemas.ts',
    ]);
    const domains = readFileSync(path.join(root, DOMAINS_FILE), 'utf8');
    expect(domains).toContain("import { salesReportsDomain } from './salesReports/module';");
    expect(domains.trimEnd().endsWith('  salesReportsDomain,\n];')).toBe(true);
    // Its error codes join ApiErrorCode from its own file; its paths are its own entry's.
    expect(readFileSync(path.join(root, 'shared/api/src/salesReports/errors.ts'), 'utf8')).toContain('interface ApiErrorCodes {\n    salesReports: SalesReportsErrorCode;');
    expect(readFileSync(path.join(root, 'api-server/src/salesReports/routes.ts'), 'utf8')).toContain("from '@cabinet/api/salesReports'");

    expect(() => generateDomain({ root, remoteName: 'mf-sales-reports' })).toThrow('shared/api/src/salesReports already exists');
  });

  it('writes TypeScript that parses, whose relative imports name files of the workspace or of the domain', () => {
    const root = scratch();
    const { files } = generateDomain({ root, remoteName: 'mf-notes' });
    for (const file of files) {
      const source = readFileSync(path.join(root, file), 'utf8');
      const output = ts.transpileModule(source, { fileName: file, reportDiagnostics: true, compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } });
      expect([file, output.diagnostics?.map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))]).toEqual([file, []]);
      for (const [, spec = ''] of source.matchAll(/from '(\.[^']+)'/g)) {
        const target = path.join(path.dirname(file), spec);
        const found = [`${target}.ts`, `${target}/index.ts`].some((candidate) => existsSync(path.join(WORKSPACE, candidate)) || files.includes(candidate));
        expect([file, spec, found]).toEqual([file, spec, true]);
      }
    }
  });
});
