import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Every word the page shows goes through the catalogs (docs/i18n.md, "Hard-coded words"): each
// case lints a small file of the page with the project's own configuration.
const eslint = new ESLint({ cwd: process.cwd() });
const FILE = 'src/client/features/device/Words.tsx';

async function problems(code: string, filePath = FILE): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId?.startsWith('lingui/') || m.ruleId === 'no-restricted-syntax')
    .map((m) => m.ruleId ?? '');
}

const component = (body: string, imports = '') =>
  `${imports}export function Words({ title }: { title: string }) {\n  return ${body};\n}\n`;
const WITH_T = "import { useLingui } from '@lingui/react/macro';\n";

describe('hard-coded words on the page', () => {
  it.each([
    ['a button’s text', component('<button>Save recipe</button>')],
    ['an accessible name', component('<button aria-label="Delete the recipe">x</button>')],
    ['a placeholder', component('<input placeholder="Type an ingredient" />')],
    ['a sentence built from parts', component('<p>{`Deleted ${title}.`}</p>')],
    ['a message in a hook', "export const useFailure = () => 'Copying is not available here.';\n"],
    [
      'the document title',
      "export const name = () => {\n  document.title = 'Saved recipes';\n};\n",
    ],
  ])('fail the lint: %s', async (_, code) => {
    expect(await problems(code)).toContain('lingui/no-unlocalized-strings');
  });

  it.each([
    ['one lowercase word shown', component('<button>save</button>')],
    ['one lowercase accessible name', component('<button aria-label="close" />')],
  ])('fail the lint too: %s', async (_, code) => {
    expect(await problems(code)).toContain('no-restricted-syntax');
  });

  it.each([
    [
      'words through a macro',
      component(
        '<button aria-label={t`Delete ${title}`}>{t`Save recipe`}</button>',
        `${WITH_T}`,
      ).replace('return', 'const { t } = useLingui();\n  return'),
    ],
    ['a class name', component('<p className="notice notice--info" />')],
    ['a log for whoever runs the page', "console.error('Copying the recipe failed');\n"],
    [
      'an event name and a MIME type',
      "addEventListener('keydown', () => new Blob([], { type: 'application/json' }));\n",
    ],
  ])('pass: %s', async (_, code) => {
    expect(await problems(code)).toEqual([]);
  });

  it('leaves the tests alone', async () => {
    expect(
      await problems(component('<button>Save recipe</button>'), 'src/client/Words.test.tsx'),
    ).toEqual([]);
  });

  it('asks for named placeholders, so a translator sees what goes where', async () => {
    const code = component('<p>{t`Open ${props.title}`}</p>', WITH_T)
      .replace('{ title }: { title: string }', 'props: { title: string }')
      .replace('return', 'const { t } = useLingui();\n  return');
    expect(await problems(code)).toContain('lingui/no-expression-in-message');
  });
});
