import { describe, expect, it } from 'vitest';
import { expectRefusedWhileSending, sendStreamed, type StreamedRequest } from '../test/streamed-body';
import { bodyLimitsOf } from './body-limits';
import { type TestApp, useTestApp } from '../test/harness';

let t: TestApp;
useTestApp((started) => (t = started), {}, { worker: false });

const MB = 1024 * 1024;
const json = { 'Content-Type': 'application/json' };
/** A JSON body of one string field `fillerBytes` long, streamed to that address. */
const longJsonField = (
  path: string,
  field: string,
  fillerBytes: number,
  more: Partial<StreamedRequest> = {},
) => sendStreamed(t.app, { path, headers: json, head: `{"${field}":"`, fillerBytes, tail: '"}', ...more });

describe('request bodies past their limit (ADR-0016)', () => {
  it('has a limit per kind of body', () => {
    expect(bodyLimitsOf(t.services.config)).toEqual({
      pageForm: 128 * 1024,
      api: 100 * 1024,
      adminApi: MB,
      upload: 10 * 10 * MB + MB,
      webhook: 256 * 1024,
    });
  });

  it('API: a declared Content-Length past the limit answers 413 in the reader’s language before the body is sent', async () => {
    const res = await longJsonField('/api/auth/login', 'email', 64 * MB, {
      headers: { ...json, 'Accept-Language': 'fr' },
      declareLength: true,
    });
    expect(res.status).toBe(413);
    expect(res.headers.connection).toBe('close');
    expect(JSON.parse(res.text)).toEqual({
      message: expect.stringMatching(/100\sko au plus/),
      errors: { body: [expect.stringMatching(/100\sko au plus/)] },
    });
    expectRefusedWhileSending(res);
  });

  it('API: a chunked body is cut at the first bytes past the limit, while the client is still sending', async () => {
    const res = await longJsonField('/api/auth/login', 'email', 64 * MB, {
      headers: { ...json, 'Accept-Language': 'en' },
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.text).message).toBe(
      'What you sent is larger than this address accepts (100 kB at most). Go back and send less.',
    );
    expectRefusedWhileSending(res);
  });

  it('a payment webhook is capped while it streams, not read to its end first', async () => {
    const res = await longJsonField('/api/payments/webhooks/sandbox', 'id', 32 * MB);
    expect(res.status).toBe(413);
    expectRefusedWhileSending(res);
  });

  it('a body within its limit is read and answered as before', async () => {
    // 500 kB is past the public API's limit but within the admin API's (long texts in three languages).
    const admin = await longJsonField('/api/admin/blog-posts', 'title', 500 * 1024);
    expect(admin.status).toBe(401);
    const login = await longJsonField('/api/auth/login', 'email', 90 * 1024, { declareLength: true });
    expect(login.status).toBe(422);
  });
});
