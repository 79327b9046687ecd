import { Router } from 'express';
import { apiNotFound } from '../../http/api-errors';
import type { Services } from '../../services';

/**
 * POST /api/blog/posts/:slug/views: the post page's beacon, sent once the page is shown, notes
 * one reading (204); 404 for a post that is not published. The page itself never writes, so it is
 * a stored page like every other public page (issue 28).
 */
export function contentApi(services: Services): Router {
  const router = Router();
  router.post('/blog/posts/:slug/views', async (req, res) => {
    if (await services.content.recordPostView(req.params.slug)) res.status(204).end();
    else apiNotFound(req, res, () => {});
  });
  return router;
}
