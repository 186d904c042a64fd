import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// `findBy` waits for what it needs: lazy views (the food table among them) take over the default
// second to load on a busy 2-core machine.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());
