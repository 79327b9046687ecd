import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { expect } from 'vitest';

export interface StreamedAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  /** Body bytes the client had written when the answer came (or the connection ended). */
  sentBytes: number;
  /** Whether the client had written its whole body before the answer came. */
  sentAll: boolean;
}

export interface StreamedRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  /** Sent first (form fields, a multipart part's headers). */
  head?: string | Buffer;
  /** Filler bytes after the head, written lazily 64 KiB at a time. */
  fillerBytes: number;
  /** Sent after the filler. */
  tail?: string | Buffer;
  /** A Content-Length for the whole body; without it the body goes chunked. */
  declareLength?: boolean;
  /** Called once, after this many body bytes were written, before writing more. */
  pauseAfter?: { bytes: number; then: () => Promise<void> };
}

/** The answer came while the client was still sending: before its whole body, and before 8 MB of it. */
export function expectRefusedWhileSending(res: StreamedAnswer) {
  expect(res.sentAll).toBe(false);
  expect(res.sentBytes).toBeLessThan(8 * 1024 * 1024);
}

/**
 * Sends a large body to a running app as a client would, and reports what the server answered and
 * how far the client got: a server that refuses early answers while the client is still writing.
 */
export async function sendStreamed(app: Express, req: StreamedRequest): Promise<StreamedAnswer> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await send(port, req);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

function send(port: number, r: StreamedRequest): Promise<StreamedAnswer> {
  const head = Buffer.from(r.head ?? '');
  const tail = Buffer.from(r.tail ?? '');
  const total = head.length + r.fillerBytes + tail.length;
  const chunk = Buffer.alloc(64 * 1024, 0x61);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    let sentAll = false;
    const client = http.request({
      host: '127.0.0.1',
      port,
      method: r.method ?? 'POST',
      path: r.path,
      headers: { ...r.headers, ...(r.declareLength ? { 'Content-Length': String(total) } : {}) },
    });
    client.on('response', (res) => {
      answered = true;
      const at = sent;
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (text += d));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, text, sentBytes: at, sentAll }),
      );
      res.on('error', () =>
        resolve({ status: res.statusCode!, headers: res.headers, text, sentBytes: at, sentAll }),
      );
    });
    // Once answered, the server closes the connection: writing more fails (EPIPE, ECONNRESET).
    client.on('error', (error) => {
      if (!answered) setTimeout(() => (answered ? undefined : reject(error)), 1000);
    });
    const write = async (bytes: Buffer) => {
      if (answered || client.destroyed) return false;
      const before = sent;
      sent += bytes.length;
      if (r.pauseAfter && before < r.pauseAfter.bytes && sent >= r.pauseAfter.bytes) {
        const p = r.pauseAfter;
        r.pauseAfter = undefined;
        if (!client.write(bytes)) await new Promise((ok) => client.once('drain', ok));
        await p.then();
        return !answered;
      }
      if (!client.write(bytes)) await new Promise((ok) => client.once('drain', ok).once('close', ok));
      return !answered && !client.destroyed;
    };
    void (async () => {
      if (head.length && !(await write(head))) return;
      let filler = r.fillerBytes;
      while (filler > 0) {
        const piece = filler >= chunk.length ? chunk : chunk.subarray(0, filler);
        filler -= piece.length;
        if (!(await write(piece))) return;
      }
      if (tail.length && !(await write(tail))) return;
      sentAll = true;
      client.end();
    })().catch(() => {});
  });
}
