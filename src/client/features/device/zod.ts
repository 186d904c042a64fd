import { z } from 'zod';

// zod compiles object checks with `new Function` when it may; the page's Trusted Types CSP forbids
// that (and reports the attempt), so its checks run without it.
z.config({ jitless: true });

export { z };
