import type { Router } from 'express';
import type { z } from 'zod';
import { AcceptSchema, CancelSchema, RescheduleSchema } from '../../../common/demos/schemas';
import { sendInvalidInput } from '../../http/api-errors';
import { localeOf } from '../../http/api-locale';
import { lenientPaging } from '../../http/list-paging';
import { translator } from '../../platform/i18n';
import type { Services } from '../../services';
import { customerApi } from '../accounts/api';
import type { SessionUser } from '../accounts/sessions';
import { isDomainError } from '../../platform/domain-error';
import { DemoErrors } from './errors';

/**
 * The customer's demos (ADR-0501), for the session cookie or a Bearer token. Another customer's
 * demo, an unknown id and a malformed one all answer 404; a refused move is a 409 or 422 with
 * nothing changed.
 */
export function demosApi(services: Services): Router {
  const { demos } = services;
  const { router, requireCustomer, userOf, notFound } = customerApi(services, 'demos:api.notFound');

  router.get('/demos', requireCustomer, async (req, res) => {
    res.json({ data: await demos.list(userOf(res), localeOf(req), lenientPaging(req.query)) });
  });

  /** A customer's move on their demo: the body checked, the move made, the demo answered. */
  function move<T>(
    path: string,
    schema: z.ZodType<T>,
    refusedKey: string,
    doneKey: string,
    run: (user: SessionUser, id: string, body: T) => Promise<unknown>,
  ) {
    router.post(`/demos/:id/${path}`, requireCustomer, async (req, res) => {
      const locale = localeOf(req);
      const t = translator(locale);
      const user = userOf(res);
      const id = String(req.params.id);
      // The owner first, so another's demo answers 404 whatever the body.
      if (!(await demos.detail(user, id, locale))) return notFound(res, locale);
      const parsed = schema.safeParse(req.body ?? {});
      if (!parsed.success) return sendInvalidInput(res, parsed.error, locale, 'demos');
      try {
        await run(user, id, parsed.data);
      } catch (error) {
        // The refused move in the words of what was asked; the other refusals answer themselves.
        if (isDomainError(error, DemoErrors.transitionRefused))
          return res.status(409).json({ message: t(refusedKey) });
        throw error;
      }
      res.json({ message: t(doneKey), data: await demos.detail(user, id, locale) });
    });
  }

  move('accept', AcceptSchema, 'demos:api.cannotAccept', 'demos:api.accepted', (user, id, body) =>
    demos.accept(user, id, body.slot_id),
  );
  move(
    'reschedule',
    RescheduleSchema,
    'demos:api.cannotReschedule',
    'demos:api.rescheduled',
    (user, id, body) => demos.reschedule(user, id, body.note),
  );
  move('cancel', CancelSchema, 'demos:api.cannotCancel', 'demos:api.canceled', (user, id) =>
    demos.cancel(user, id),
  );

  return router;
}
