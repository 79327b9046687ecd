import { desc, and, eq } from 'drizzle-orm';
import { Router } from 'express';
import { z } from 'zod';
import { sendValidationError } from '../../http/api-errors';
import type { Services } from '../../services';
import { contactRequests } from '../requests/schema';

const HOUR = 3_600_000;

const Body = z.strictObject({
  email: z.string().email(),
  from_hours: z
    .number()
    .int()
    .min(1)
    .max(24 * 365)
    .default(24),
});

/**
 * Mounted only under TEST_CLOCK=on (browser journeys; refused on a public https site), until the
 * admin screens exist: POST /api/test/demos/slots `{email, from_hours}` proposes, as the company
 * will, two one-hour slots to the newest demo request sent with `email`: `from_hours` after the
 * application clock (on the hour) and a day later.
 */
export function testDemosApi(services: Services): Router {
  const router = Router();
  router.post('/test/demos/slots', async (req, res) => {
    const parsed = Body.safeParse(req.body ?? {});
    if (!parsed.success) return sendValidationError(res, parsed.error);
    const [demo] = await services.db
      .select({ id: contactRequests.id })
      .from(contactRequests)
      .where(
        and(eq(contactRequests.kind, 'demo'), eq(contactRequests.email, parsed.data.email.toLowerCase())),
      )
      .orderBy(desc(contactRequests.createdAt))
      .limit(1);
    if (!demo) return res.status(404).json({ message: 'Not found' });
    const now = services.clock.now().getTime();
    const start = Math.ceil((now + parsed.data.from_hours * HOUR) / HOUR) * HOUR;
    const slots = await services.demos.proposeSlots(demo.id, [
      { start: new Date(start), end: new Date(start + HOUR) },
      { start: new Date(start + 24 * HOUR), end: new Date(start + 25 * HOUR) },
    ]);
    res.status(201).json({
      data: { demo_id: demo.id, slots: slots.map((s) => ({ id: s.id, start: s.startsAt.toISOString() })) },
    });
  });
  return router;
}
