import type { ViewFailure, ViewName } from '../../shared/view-failure';

/** Once per view and page load: a view that fails again on the next recipe adds nothing new. */
const reported = new Set<ViewName>();

/**
 * Tells the server which view failed, for its metrics: the view's name only, never the error, whose
 * message may quote the recipe. Best effort: a report that cannot be sent is dropped.
 */
export function reportViewFailure(view: ViewName): void {
  if (reported.has(view)) return;
  reported.add(view);
  const body: ViewFailure = { view };
  fetch('/api/view-failure', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    keepalive: true,
  }).catch(() => undefined);
}
