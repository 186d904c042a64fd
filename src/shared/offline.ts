/** The Trusted Types policy that registers the service worker: the page creates it, the CSP names it. */
export const SW_TRUSTED_TYPES_POLICY = 'pantry-chef-sw';

/**
 * The cache that keeps the chosen language's catalogs for offline use (docs/i18n.md): not the
 * precache, which would download all seven. The page fills it; the worker answers from it.
 */
export const WORDS_CACHE = 'pantry-chef-words';
/** The catalogs' chunks as vite.config.ts names them: `assets/words-first-de-<hash>.js`. */
export const WORDS_CHUNK = /\/assets\/words-(?:first|page)-[\w-]+\.js$/;
