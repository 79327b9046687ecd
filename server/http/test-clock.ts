import { Router } from 'express';
import { z } from 'zod';
import type { SettableClock } from '../platform/clock';
import { sendValidationError } from './api-errors';

const moveBody = z
  .object({
    at: z.iso.datetime({ offset: true }).optional(),
    advanceMs: z
      .number()
      .int()
      .min(0)
      .max(10 * 366 * 24 * 3600 * 1000)
      .optional(),
  })
  .refine((b) => (b.at === undefined) !== (b.advanceMs === undefined), 'one of at or advanceMs');

/**
 * GET / POST /api/test/clock, mounted only under TEST_CLOCK=on: the browser journeys read the
 * application clock, set it to an instant or move it forward (which wakes the jobs worker).
 */
export function testClockApi(clock: SettableClock, onMove: () => void): Router {
  const router = Router();
  router.get('/test/clock', (_req, res) => {
    res.json({ now: clock.now().toISOString() });
  });
  router.post('/test/clock', (req, res) => {
    const parsed = moveBody.safeParse(req.body ?? {});
    if (!parsed.success) return sendValidationError(res, parsed.error);
    if (parsed.data.at) clock.set(new Date(parsed.data.at));
    else clock.advance(parsed.data.advanceMs!);
    // Jobs that just fell due run now rather than at the worker's next poll.
    onMove();
    res.json({ now: clock.now().toISOString() });
  });
  return router;
}
