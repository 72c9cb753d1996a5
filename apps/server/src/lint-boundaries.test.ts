/**
 * The server's import boundaries bite (issue 13 item 5): `npm run lint` refuses a module importing another module's
 * repository (or any file of it but its service) and SQL (drizzle-orm, db/schema) outside repositories. Fixture
 * source is linted with the workspace's own eslint.config.js at virtual paths inside the modules.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const at = (file: string) => path.join(root, 'apps/server/src', file);

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The rule ids and messages ESLint reports for `code` placed at `file`. */
async function problems(code: string, file: string): Promise<{ ruleId: string | null; message: string }[]> {
  const [result] = await eslint.lintText(code, { filePath: at(file) });
  return result!.messages.map(({ ruleId, message }) => ({ ruleId, message }));
}

const CROSS_MODULE = 'boundaries/no-cross-module-import';
const NO_SQL = 'no-restricted-imports';

describe('a module imports of another module only its service', () => {
  it("refuses another module's repository", async () => {
    const code = "import { readMargins } from '../atc/atc.repository.ts';\nexport const margins = readMargins;\n";
    expect(await problems(code, 'modules/trader/fixture.service.ts')).toEqual([
      expect.objectContaining({ ruleId: CROSS_MODULE, message: expect.stringContaining("module 'atc'") }),
    ]);
  });

  it("refuses another module's other files, type-only or re-exported too", async () => {
    const code = [
      "import type { Actor } from '../configuration/config-store.repository.ts';",
      "export { actorOf } from '../configuration/crud-routes.ts';",
      'export type A = Actor;',
      '',
    ].join('\n');
    const found = await problems(code, 'modules/dashboard/fixture.ts');
    expect(found.map((p) => p.ruleId)).toEqual([CROSS_MODULE, CROSS_MODULE]);
  });

  it("lets a module import another module's service (values and types) and its own repository", async () => {
    const code = [
      "import { feeOn } from '../configuration/charges.service.ts';",
      "import type { FileService } from '../file/file.service.ts';",
      "import { listLinkedTraders } from './trader.repository.ts';",
      'export const used = [feeOn, listLinkedTraders];',
      'export type F = FileService;',
      '',
    ].join('\n');
    expect(await problems(code, 'modules/trader/fixture.service.ts')).toEqual([]);
  });

  it("lets a test, and only a test, use another module's test fixtures", async () => {
    const code = "import { asAdmin } from '../atc/atc-fixtures.ts';\nexport const step = asAdmin;\n";
    expect(await problems(code, 'modules/trader/fixture.routes.test.ts')).toEqual([]);
    const found = await problems(code, 'modules/trader/fixture.service.ts');
    expect(found.map((p) => p.ruleId)).toEqual([CROSS_MODULE]);
  });
});

describe('SQL lives only in repositories', () => {
  const sqlImports = [
    "import { eq } from 'drizzle-orm';",
    "import { files } from '../../db/schema/index.ts';",
    'export const query = [eq, files];',
    '',
  ].join('\n');

  it('refuses drizzle-orm and the schema in a service, a routes file and a platform piece', async () => {
    for (const file of ['modules/file/fixture.service.ts', 'modules/atc/fixture.routes.ts', 'platform/fixture.ts']) {
      const found = await problems(sqlImports, file);
      expect(found.map((p) => p.ruleId)).toEqual([NO_SQL, NO_SQL]);
      expect(found[0]!.message).toContain('SQL lives only in repositories');
    }
  });

  it('allows them in repositories, the db folder, seeds and tests', async () => {
    for (const file of [
      'modules/file/fixture.repository.ts',
      'platform/jobs/fixture.repository.ts',
      'db/fixture.ts',
      'seed/fixture.ts',
      'modules/file/fixture.test.ts',
    ]) {
      expect(await problems(sqlImports, file)).toEqual([]);
    }
  });
});
