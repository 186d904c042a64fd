import babel from '@rolldown/plugin-babel';

/**
 * Lingui's macros (`t`, `msg`, `<Trans>`) are compiled by its Babel plugin: @vitejs/plugin-react 6
 * no longer runs Babel, so @rolldown/plugin-babel runs it, on the page's own files only (docs/i18n.md).
 */
export const linguiMacro = babel({
  include: /\/src\/client\/.*\.tsx?$/,
  plugins: ['@lingui/babel-plugin-lingui-macro'],
});
