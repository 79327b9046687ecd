import express, { Router, type Request, type Response } from 'express';
import { formatMoney } from '../../../../common/format/money';
import type { Locale } from '../../../../common/i18n/languages';
import { rateLimit } from '../../../http/api-errors';
import { XSRF_FIELD, xsrfMatches } from '../../../http/xsrf';
import { translator } from '../../../platform/i18n';
import type { Services } from '../../../services';
import { localeOfRequest } from '../http-locale';
import type { CardField, CardProblem } from './cards';
import { cancelUrlOf, type HostedOutcome } from './hosted';
import { cardForm, messagePage, page, stepForm } from './page-html';
import type { SandboxRow } from './store';

export const SANDBOX_PAGES_PATH = '/payments/sandbox';

/**
 * The sandbox provider's hosted payment page (ADR-0301): plain server-rendered HTML forms that work
 * without JavaScript, in the checkout's language (or `?lang=`), right to left in Arabic. It plays
 * the provider: the shop only ever sends the browser here and reads the result from the webhook.
 */
export function sandboxPages(services: Services): Router {
  const { hosted } = services.payments.sandbox;
  const router = Router();
  router.use(SANDBOX_PAGES_PATH, (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });

  const pathOf = (id: string, step = false) => `${SANDBOX_PAGES_PATH}/${id}${step ? '/authenticate' : ''}`;
  const withLang = (path: string, req: Request) =>
    typeof req.query.lang === 'string' ? `${path}?lang=${encodeURIComponent(req.query.lang)}` : path;

  function send(
    res: Response,
    status: number,
    locale: Locale,
    title: string,
    selfPath: string,
    body: string,
  ) {
    const t = translator(locale);
    res
      .status(status)
      .type('html')
      .send(page({ locale, t, title: `${title} — ${t('payments:sandbox.title')}`, selfPath }, body));
  }

  /** A page that only says something: its title and body, keys of `payments:sandbox`. */
  function sendMessage(req: Request, res: Response, status: number, titleKey: string, bodyKey: string) {
    const locale = localeOfRequest(req);
    const t = translator(locale);
    const title = t(`payments:sandbox.${titleKey}`);
    send(res, status, locale, title, req.path, messagePage(title, t(`payments:sandbox.${bodyKey}`)));
  }

  const notFound = (req: Request, res: Response) =>
    sendMessage(req, res, 404, 'notFoundTitle', 'notFoundBody');

  function expired(req: Request, res: Response, row: SandboxRow) {
    const locale = localeOfRequest(req, row.locale);
    const t = translator(locale);
    send(
      res,
      410,
      locale,
      t('payments:sandbox.expiredTitle'),
      pathOf(row.id),
      messagePage(t('payments:sandbox.expiredTitle'), t('payments:sandbox.expiredBody'), {
        href: cancelUrlOf(row, 'expired'),
        label: t('payments:sandbox.back'),
      }),
    );
  }

  function renderForm(
    req: Request,
    res: Response,
    row: SandboxRow,
    status = 200,
    values: Partial<Record<CardField, string>> = {},
    errors: Partial<Record<CardField, CardProblem>> = {},
  ) {
    const locale = localeOfRequest(req, row.locale);
    const t = translator(locale);
    const amount = formatMoney(row.amountMinor, row.currency, locale);
    send(
      res,
      status,
      locale,
      t('payments:sandbox.amountTitle', { amount }),
      pathOf(row.id),
      cardForm(t, {
        amount,
        description: row.description,
        email: row.customerEmail,
        action: withLang(pathOf(row.id), req),
        cancelUrl: cancelUrlOf(row, 'canceled'),
        xsrf: res.locals.xsrfToken as string,
        // The number and code are never echoed back into the page.
        values: { name: values.name, expiry: values.expiry },
        errors,
      }),
    );
  }

  /** Sends the browser where an action led. */
  function follow(req: Request, res: Response, outcome: HostedOutcome) {
    if (!outcome) return notFound(req, res);
    if (outcome.kind === 'redirect') return res.redirect(303, outcome.to);
    if (outcome.kind === 'expired') return expired(req, res, outcome.row);
    return renderForm(req, res, outcome.row, 422, pick(req.body), outcome.errors);
  }

  const forbidden = (req: Request, res: Response) => sendMessage(req, res, 403, 'title', 'forbidden');

  const form = [
    rateLimit(services.limits.api, { localeOf: (req) => localeOfRequest(req) }),
    express.urlencoded({ extended: false, limit: '10kb', parameterLimit: 20 }),
  ];
  const xsrfOk = (req: Request) =>
    xsrfMatches(req.headers.cookie, (req.body as Record<string, unknown>)?.[XSRF_FIELD]);

  router.get(`${SANDBOX_PAGES_PATH}/:id`, async (req, res) => {
    const row = await hosted.load(req.params.id);
    if (!row) return notFound(req, res);
    if (row.status !== 'open') return follow(req, res, hosted.destinationOf(row));
    renderForm(req, res, row);
  });

  router.post(`${SANDBOX_PAGES_PATH}/:id`, ...form, async (req, res) => {
    if (!xsrfOk(req)) return forbidden(req, res);
    follow(req, res, await hosted.pay(String(req.params.id), pick(req.body)));
  });

  router.get(`${SANDBOX_PAGES_PATH}/:id/authenticate`, async (req, res) => {
    const row = await hosted.load(req.params.id);
    if (!row) return notFound(req, res);
    if (row.status !== 'requires_action')
      return follow(req, res, hosted.destinationOf(row) ?? { kind: 'redirect', to: pathOf(row.id) });
    const locale = localeOfRequest(req, row.locale);
    const t = translator(locale);
    send(
      res,
      200,
      locale,
      t('payments:sandbox.stepTitle'),
      pathOf(row.id, true),
      stepForm(t, {
        amount: formatMoney(row.amountMinor, row.currency, locale),
        last4: row.cardLast4 ?? '',
        action: withLang(pathOf(row.id, true), req),
        xsrf: res.locals.xsrfToken as string,
      }),
    );
  });

  router.post(`${SANDBOX_PAGES_PATH}/:id/authenticate`, ...form, async (req, res) => {
    if (!xsrfOk(req)) return forbidden(req, res);
    const decision = (req.body as Record<string, unknown>)?.decision;
    if (decision !== 'confirm' && decision !== 'refuse')
      return res.redirect(303, withLang(pathOf(String(req.params.id), true), req));
    follow(req, res, await hosted.answerStep(String(req.params.id), decision));
  });

  return router;
}

function pick(body: unknown): Partial<Record<CardField, string>> {
  const b = (body ?? {}) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' ? v.slice(0, 200) : undefined);
  return { number: text(b.number), expiry: text(b.expiry), cvc: text(b.cvc), name: text(b.name) };
}
