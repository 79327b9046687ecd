import { z } from 'zod';

// The page's CSP forbids eval, so zod's JIT can never run in the browser; without `jitless` zod
// still probes with `new Function("")`, which the browser reports as a CSP violation (Lighthouse's
// best practices flag it). The server keeps the JIT.
if (typeof document !== 'undefined') z.config({ jitless: true });

export { z };
