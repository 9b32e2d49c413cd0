import { ruleMessages, stopLintServer } from './support/lint-as';

/** The messages of boundaries/dependencies for `code` as if it lived at `file` (repo-relative). */
const boundaryErrors = (file: string, code: string) => ruleMessages('boundaries/dependencies', file, code);

afterAll(stopLintServer);

describe('import boundaries (eslint.config.mjs + scripts/eslint/boundaries.mjs)', () => {
  test('a feature imports shared/ and its own folder', async () => {
    expect(await boundaryErrors('host/src/menu/probe.ts', "import { Button } from '@bb/shared';\nimport { useMenuStore } from './menu-store';\nexport const x = [Button, useMenuStore];\n")).toEqual([]);
  });

  test('a feature does not import another feature of its app', async () => {
    expect(await boundaryErrors('host/src/menu/probe.ts', "import { HeaderSearch } from '../search/HeaderSearch';\nexport const x = HeaderSearch;\n")).toHaveLength(1);
    expect(await boundaryErrors('mfe-leagues/src/season/probe.ts', "import * as draft from '../live-draft/LiveDraftPage';\nexport const x = draft;\n")).toHaveLength(1);
  });

  test('host features may use the platform folders, which import no feature', async () => {
    expect(await boundaryErrors('host/src/menu/probe.ts', "import * as registry from '../remotes/remote-registry';\nexport const x = registry;\n")).toEqual([]);
    expect(await boundaryErrors('host/src/remotes/probe.ts', "import { ProfileMenu } from '../menu/ProfileMenu';\nexport const x = ProfileMenu;\n")).toHaveLength(1);
  });

  test('a remote never imports another remote or the host', async () => {
    expect(await boundaryErrors('mfe-leagues/src/season/probe.ts', "import { App } from '../../../mfe-gameplay/src/App';\nexport const x = App;\n")).toHaveLength(1);
    expect(await boundaryErrors('mfe-gotd/src/App.tsx', "import { Header } from '../../host/src/app/Header';\nexport const x = Header;\n")).toHaveLength(1);
  });

  test('the engine imports nothing with I/O: no Node built-ins, no packages, no app or server code', async () => {
    expect(await boundaryErrors('engine/src/probe.ts', "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n")).toHaveLength(1);
    expect(await boundaryErrors('engine/src/probe.ts', "import ky from 'ky';\nexport const x = ky;\n")).toHaveLength(1);
    expect(await boundaryErrors('engine/src/probe.ts', "import { buildApp } from '../../api/src/app';\nexport const x = buildApp;\n")).toHaveLength(1);
  });

  test('shared/ never imports an app or the server', async () => {
    expect(await boundaryErrors('shared/src/probe.ts', "import { Header } from '../../host/src/app/Header';\nexport const x = Header;\n")).toHaveLength(1);
  });

  test('contract/ is plain data, types and TypeBox schemas: no browser runtime, no server, no other packages', async () => {
    expect(await boundaryErrors('contract/src/probe.ts', "import { POSITION_CODES } from './constants';\nexport const x = POSITION_CODES;\n")).toEqual([]);
    expect(await boundaryErrors('contract/src/schemas/probe.ts', "import { Type } from 'typebox';\nexport const x = Type;\n")).toEqual([]);
    expect(await boundaryErrors('contract/src/probe.ts', "import { Button } from '../../shared/src/ui/Button';\nexport const x = Button;\n")).toHaveLength(1);
    expect(await boundaryErrors('contract/src/probe.ts', "import { buildApp } from '../../api/src/app';\nexport const x = buildApp;\n")).toHaveLength(1);
    expect(await boundaryErrors('contract/src/probe.ts', "import ky from 'ky';\nexport const x = ky;\n")).toHaveLength(1);
  });

  test('the server reads the contract, never the browser runtime package', async () => {
    expect(await boundaryErrors('api/src/probe.ts', "import { APP_ROUTES } from '@bb/contract';\nexport const x = APP_ROUTES;\n")).toEqual([]);
    expect(await boundaryErrors('api/src/probe.ts', "import { Button } from '../../shared/src/ui/Button';\nexport const x = Button;\n")).toHaveLength(1);
  });
});
