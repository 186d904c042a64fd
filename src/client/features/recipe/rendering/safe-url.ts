const SAFE_PROTOCOL = /^(https?|mailto)$/i;

/** Model output is untrusted: only http(s), mailto, relative and `#` addresses are kept. */
export function safeUrl(value: string): string {
  const url = value.trim();
  const colon = url.indexOf(':');
  const slash = url.indexOf('/');
  const question = url.indexOf('?');
  const hash = url.indexOf('#');
  const relative =
    colon === -1 ||
    (slash !== -1 && colon > slash) ||
    (question !== -1 && colon > question) ||
    (hash !== -1 && colon > hash);
  if (relative) {
    // Browsers ignore tabs and newlines inside a scheme ("java\tscript:"): refuse those outright.
    return /[\t\n\r]/.test(url) ? '' : url;
  }
  return SAFE_PROTOCOL.test(url.slice(0, colon)) ? url : '';
}
