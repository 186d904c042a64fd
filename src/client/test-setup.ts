import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// `findBy` waits for what it needs: lazy views (the food table among them) take over the default
// second to load on a busy 2-core machine.
configure({ asyncUtilTimeout: 10_000 });

// Every render has the page's words (English) around it, as the page's own providers give them.
vi.mock('@testing-library/react', async (original) => {
  const actual = await original<typeof import('@testing-library/react')>();
  const { English } = await import('./test-utils/i18n');
  return {
    ...actual,
    render: ((ui: Parameters<typeof actual.render>[0], options?: { wrapper?: unknown }) =>
      actual.render(ui, { wrapper: English, ...options } as never)) as typeof actual.render,
  };
});

afterEach(() => cleanup());
