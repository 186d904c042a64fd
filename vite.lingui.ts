import babel from '@rolldown/plugin-babel';
import type { Plugin } from 'vite';

/**
 * Lingui's macros (`t`, `msg`, `<Trans>`) are compiled by its Babel plugin: @vitejs/plugin-react 6
 * no longer runs Babel, so @rolldown/plugin-babel runs it, on the page's own files only (docs/i18n.md).
 */
export const linguiMacro = babel({
  include: /\/src\/client\/.*\.tsx?$/,
  plugins: ['@lingui/babel-plugin-lingui-macro'],
});

/**
 * Each catalog also says where its chunk was loaded from, so the page can keep its language's
 * catalogs for offline use without the precache holding all seven (docs/i18n.md). Runs after
 * Lingui's plugin has compiled the `.po` into a module.
 */
export const catalogUrl: Plugin = {
  name: 'lingui-catalog-url',
  enforce: 'post',
  transform(code, id) {
    if (!/\.po$/.test(id.split('?')[0] ?? '')) return null;
    return { code: `${code}\nexport const url = import.meta.url;\n`, map: null };
  },
};
