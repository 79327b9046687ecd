import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { formatFileSize } from '../../common/format/file-size';
import { attachmentsRefused } from '../modules/attachments/errors';
import { cartNotPayable, orderTransitionRefused } from '../modules/orders/errors';
import { paymentBusy } from '../modules/payments/errors';
import { settingsStale } from '../modules/settings/errors';
import { apiErrorHandler } from './api-errors';

/** A refusal a route lets through is answered once, by the API's error handler (ADR-0023). */
function appThrowing(error: Error) {
  const app = express();
  app.get('/refused', () => {
    throw error;
  });
  app.use(apiErrorHandler);
  return app;
}

describe("the API's answer to a DomainError", () => {
  it("is its status with {message, errors} in the reader's language", async () => {
    const app = appThrowing(cartNotPayable(['empty']));
    const fr = await request(app).get('/refused').set('Accept-Language', 'fr');
    expect(fr.status).toBe(422);
    expect(fr.body).toEqual({
      message: 'Votre panier ne peut pas être commandé en l’état.',
      errors: { cart: ['Votre panier est vide.'] },
    });
    const ar = await request(app).get('/refused?lang=ar');
    expect(ar.body).toEqual({ message: 'لا يمكن طلب سلتك على حالها.', errors: { cart: ['سلتك فارغة.'] } });
  });

  it('says when to try again for a refusal of the moment, and has no errors without fields', async () => {
    const res = await request(appThrowing(paymentBusy())).get('/refused?lang=en');
    expect(res.status).toBe(409);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.body).toEqual({ message: 'Your payment is being prepared. Please try again in a moment.' });
  });

  it('adds what the refusal answers besides, and words its parameters: a status, a file size', async () => {
    const stale = await request(appThrowing(settingsStale(3))).get('/refused?lang=en');
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({
      message:
        'Someone saved these settings since you opened them. Nothing was saved: reload them to see their changes, then make yours again.',
      current_version: 3,
    });
    const move = orderTransitionRefused({ field: 'status', from: 'closed', to: 'approved' }, 'admin');
    const refused = await request(appThrowing(move)).get('/refused?lang=fr');
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      message: 'Cette commande ne peut pas passer de « Clôturée » à « Approuvée ».',
    });
    const tooLarge = attachmentsRefused([
      { code: 'too_large', name: 'plan.pdf', maxBytes: 10 * 1024 * 1024 },
    ]);
    const big = await request(appThrowing(tooLarge)).get('/refused?lang=fr');
    expect(big.status).toBe(413);
    const message = `« plan.pdf » dépasse ${formatFileSize(10 * 1024 * 1024, 'fr')}, la taille maximale d’un fichier.`;
    expect(big.body).toEqual({ message, errors: { files: [message] } });
  });

  it('leaves any other error a 500 without its words', async () => {
    const res = await request(appThrowing(new Error('secret detail'))).get('/refused');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ message: 'Something went wrong !' });
  });
});
