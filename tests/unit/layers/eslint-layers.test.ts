// The import layers (DESIGN.md, issue 8) are enforced by ESLint: each part may import only what its allowlist names.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function refused(filePath: string, source: string): Promise<boolean> {
  const [result] = await eslint.lintText(`${source}\nexport const used = x;\n`, { filePath });
  return result.messages.some((message) => message.ruleId === 'backroom/layers');
}

describe('import layers', () => {
  it.each([
    ['server/modules/devices/x.ts', "import { x } from '../../../src/ui/data/index.ts';", 'the server reaching into src/ui'],
    ['server/modules/devices/x.ts', "import { x } from '../../../src/features/devices/words.ts';", 'the server reaching into a feature'],
    ['server/modules/devices/x.ts', "import { x } from '../../../src/core/http/index.ts';", 'the server reaching a core part other than contract and rules'],
    ['server/plugins/x.ts', "import { x } from 'react';", 'the server importing React'],
    ['src/core/contract/api/x.ts', "import { x } from '../../i18n/index.ts';", 'the contract importing a client-side core part'],
    ['src/core/rules/x.ts', "import { x } from 'axios';", 'the rules importing a package other than typebox'],
    ['src/core/menus/x.ts', "import { x } from 'react';", 'core importing React'],
    ['src/ui/list/x.ts', "import { x } from '../../app/index.ts';", 'ui importing the app frame'],
    ['src/app/x.ts', "import { x } from '../features/devices/index.ts';", 'the app frame importing a feature'],
    ['src/features/orders/x.ts', "import { x } from '../devices/words.ts';", 'a feature importing another feature'],
    ['elements/x.ts', "import { x } from '../server/app.ts';", 'an element importing the server'],
  ])('refuses %s: %s (%s)', async (file, source) => {
    expect(await refused(file, source)).toBe(true);
  });

  it.each([
    ['server/modules/devices/x.ts', "import { x } from '../../../src/core/contract/api/devices.ts';"],
    ['server/modules/devices/x.ts', "import { x } from '../../../src/core/rules/index.ts';"],
    ['server/plugins/x.ts', "import { x } from '../../src/core/theme/index.ts';"],
    ['src/core/contract/api/x.ts', "import { x } from '../../rules/limits.ts';"],
    ['src/core/contract/api/x.ts', "import { x } from 'typebox';"],
    ['src/features/orders/x.ts', "import { x } from './words.ts';"],
    ['src/features/orders/x.ts', "import { x } from '../../ui/list/index.ts';"],
    ['src/app/x.ts', "import { x } from '../ui/screen/index.ts';"],
    ['elements/x.ts', "import { x } from '../src/app/index.ts';"],
  ])('allows %s: %s', async (file, source) => {
    expect(await refused(file, source)).toBe(false);
  });
});
