import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { cartNotPayable } from '../modules/orders/errors';
import { paymentBusy } from '../modules/payments/errors';
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

  it('leaves any other error a 500 without its words', async () => {
    const res = await request(appThrowing(new Error('secret detail'))).get('/refused');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ message: 'Something went wrong !' });
  });
});
