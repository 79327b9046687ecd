import { and, eq } from 'drizzle-orm';
import { Router } from 'express';
import { z } from 'zod';
import { sendValidationError } from '../../http/api-errors';
import type { Services } from '../../services';
import { packages, services as servicesTable } from './schema';

const AvailabilityBody = z.strictObject({
  service_id: z.string().min(1).max(200),
  package_id: z.string().min(1).max(200).optional(),
  available: z.boolean(),
});

/**
 * Mounted only under TEST_CLOCK=on (browser journeys; refused on a public https site), until the
 * admin issue edits the catalogue: POST /api/test/catalog/availability takes a service or a package
 * off sale (or back), as the admin will, so a journey can show a reorder with an item no longer sold.
 */
export function testCatalogApi(services: Services): Router {
  const router = Router();
  router.post('/test/catalog/availability', async (req, res) => {
    const parsed = AvailabilityBody.safeParse(req.body ?? {});
    if (!parsed.success) return sendValidationError(res, parsed.error);
    const { service_id: serviceSlug, package_id: packageSlug, available } = parsed.data;
    const [service] = await services.db
      .select({ id: servicesTable.id })
      .from(servicesTable)
      .where(eq(servicesTable.slug, serviceSlug));
    if (!service) return res.status(404).json({ message: 'Not found' });
    const changed = packageSlug
      ? await services.db
          .update(packages)
          .set({ available })
          .where(and(eq(packages.serviceId, service.id), eq(packages.slug, packageSlug)))
          .returning({ id: packages.id })
      : await services.db
          .update(servicesTable)
          .set({ available })
          .where(eq(servicesTable.id, service.id))
          .returning({ id: servicesTable.id });
    if (changed.length === 0) return res.status(404).json({ message: 'Not found' });
    services.catalog.invalidate();
    res.json({ data: { service_id: serviceSlug, package_id: packageSlug ?? null, available } });
  });
  return router;
}
