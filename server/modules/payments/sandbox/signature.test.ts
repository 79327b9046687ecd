import { describe, expect, it } from 'vitest';
import { PaymentInternalErrors } from '../errors';
import { signPayload, verifySignature } from './signature';

const secret = 'sandbox-secret-sandbox-secret-0123456789';
const body = Buffer.from('{"id":"sbx_evt_1","type":"checkout.succeeded"}');
const at = new Date('2026-12-12T23:30:00Z');

describe('sandbox webhook signatures (HMAC-SHA256 over "timestamp.body")', () => {
  it('accepts its own signature within the tolerance, either side', () => {
    const header = signPayload(secret, body, at);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(() => verifySignature(secret, body, header, at)).not.toThrow();
    expect(() => verifySignature(secret, body, header, new Date(at.getTime() + 299_000))).not.toThrow();
    expect(() => verifySignature(secret, body, header, new Date(at.getTime() - 299_000))).not.toThrow();
  });

  it('refuses a changed byte, another secret, an old or future timestamp, a missing or malformed header', () => {
    const header = signPayload(secret, body, at);
    const refuse = (b: Buffer, h: string | undefined, now = at, s = secret) =>
      expect(() => verifySignature(s, b, h, now)).toThrow(
        expect.objectContaining({ code: PaymentInternalErrors.badSignature }),
      );
    refuse(Buffer.from(body.toString().replace('1', '2')), header);
    refuse(Buffer.from(`${body.toString()} `), header);
    refuse(body, header, at, `${secret}x`);
    refuse(body, header, new Date(at.getTime() + 301_000));
    refuse(body, header, new Date(at.getTime() - 301_000));
    refuse(body, undefined);
    refuse(body, 'v1=abc');
    refuse(body, header.replace(/v1=.*/, 'v1='));
    // A signature over the same body at another time does not fit this timestamp.
    const other = signPayload(secret, body, new Date(at.getTime() + 1000));
    refuse(body, `${header.split(',')[0]},${other.split(',')[1]}`);
  });
});
