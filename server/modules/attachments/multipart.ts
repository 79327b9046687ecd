import { randomBytes } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { NUL } from '../../http/nul-bytes';
import { attachmentsRefused, type AttachmentError, type AttachmentProblem } from './errors';
import { sanitizeFileName } from './file-names';
import { sendAttachmentError } from './http';
import type { IncomingFile } from './service';

export interface ReceivedUploads {
  /** In the order they were sent; each streamed to a temporary file removed after the answer. */
  files: Array<IncomingFile & { path: string; size: number }>;
  /** The form's text fields (a repeated name gives an array). */
  fields: Record<string, string | string[]>;
}

export interface ReceiveOptions {
  /** The attachments service's limits: a file's size, and files per upload. */
  limits: { maxBytes: number; maxFiles: number };
  /** Where files are streamed while they arrive (the service's `incomingDir`). */
  incomingDir: string;
  /** The form field that carries the files. */
  fileField?: string;
  maxFields?: number;
  maxFieldBytes?: number;
  /**
   * What a refused upload answers, once reading has stopped (`Connection: close` is already set).
   * By default the API's JSON error; a page passes the error on to its action instead.
   */
  onRefused?: (error: AttachmentError, req: Request, res: Response, next: NextFunction) => void;
}

/** What `receiveUploads` found, for the route after it. */
export function uploadsOf(res: Response): ReceivedUploads {
  return res.locals.uploads as ReceivedUploads;
}

/**
 * Reads a multipart/form-data upload with busboy, streaming each file to disk and enforcing the
 * limits while the bytes arrive: the first file past `maxBytes` (or one file too many, or an
 * oversized field) stops the reading at once and answers 413/422 with `Connection: close`, so
 * the rest of the body — a gigabyte or more — is never read, let alone held in memory. A
 * declared Content-Length beyond what the limits allow is refused before reading anything.
 * The temporary files are removed once the answer has been sent.
 *
 * `receiveUploads(services.attachments)` takes the configured limits and folder.
 */
export function receiveUploads(options: ReceiveOptions): RequestHandler {
  const { incomingDir, fileField = 'files', maxFields = 20, maxFieldBytes = 64 * 1024 } = options;
  const onRefused = options.onRefused ?? ((error, req, res) => sendAttachmentError(req, res, error));
  const { maxBytes, maxFiles } = options.limits;
  // Every file at its largest, every field at its longest, and room for the part headers.
  const largestBody = maxFiles * maxBytes + maxFields * maxFieldBytes + 64 * 1024;

  return (req, res, next) => {
    const refuse = (problem: AttachmentProblem) => {
      res.setHeader('Connection', 'close');
      onRefused(attachmentsRefused([problem]), req, res, next);
    };
    if (!req.is('multipart/form-data')) return refuse({ code: 'malformed' });
    if (Number(req.headers['content-length']) > largestBody)
      return refuse({ code: 'request_too_large', maxBytes });

    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        defParamCharset: 'utf8',
        limits: {
          fileSize: maxBytes,
          files: maxFiles,
          fields: maxFields,
          fieldSize: maxFieldBytes,
          parts: maxFiles + maxFields,
          headerPairs: 20,
        },
      });
    } catch {
      return refuse({ code: 'malformed' });
    }

    const files: ReceivedUploads['files'] = [];
    // No prototype: a field named __proto__ or constructor is just a field.
    const fields: ReceivedUploads['fields'] = Object.create(null) as ReceivedUploads['fields'];
    const writes: Promise<unknown>[] = [];
    const open = new Set<Readable | WriteStream>();
    let failed = false;

    res.on('close', () => {
      void Promise.allSettled(writes).then(() => Promise.all(files.map((f) => rm(f.path, { force: true }))));
    });

    const fail = (problem: AttachmentProblem) => {
      if (failed) return;
      failed = true;
      req.unpipe(parser);
      for (const stream of open) stream.destroy();
      if (!res.headersSent) refuse(problem);
    };

    parser.on('file', (field, stream, info) => {
      if (failed) return stream.resume();
      if (field !== fileField) {
        stream.resume();
        return fail({ code: 'bad_fields' });
      }
      const entry = {
        name: info.filename ?? '',
        path: join(incomingDir, randomBytes(16).toString('hex')),
        size: 0,
      };
      files.push(entry);
      stream.on('limit', () => fail({ code: 'too_large', name: sanitizeFileName(entry.name), maxBytes }));
      const out = createWriteStream(entry.path, { flags: 'wx', mode: 0o600 });
      open.add(stream).add(out);
      writes.push(
        pipeline(stream, out).then(
          () => (entry.size = out.bytesWritten),
          () => fail({ code: 'malformed' }),
        ),
      );
    });
    parser.on('field', (name, value, info) => {
      if (info.nameTruncated || info.valueTruncated) return fail({ code: 'bad_fields' });
      if (name.includes(NUL) || value.includes(NUL)) return fail({ code: 'bad_fields' });
      const previous = fields[name];
      fields[name] = previous === undefined ? value : [previous, value].flat();
    });
    parser.on('filesLimit', () => fail({ code: 'too_many', maxFiles }));
    parser.on('fieldsLimit', () => fail({ code: 'bad_fields' }));
    parser.on('partsLimit', () => fail({ code: 'bad_fields' }));
    parser.on('error', () => fail({ code: 'malformed' }));
    parser.on('close', () => {
      void Promise.allSettled(writes).then(() => {
        if (failed) return;
        // An empty file input still sends a part, with no name and no bytes.
        const sent = files.filter((f) => f.name !== '' || f.size > 0);
        res.locals.uploads = { files: sent, fields } satisfies ReceivedUploads;
        req.body = fields;
        next();
      });
    });
    req.on('close', () => {
      // The client went away mid-upload: stop writing; the temporary files go with the response.
      if (!req.complete && !failed) {
        failed = true;
        for (const stream of open) stream.destroy();
      }
    });
    mkdir(incomingDir, { recursive: true, mode: 0o700 }).then(
      () => req.pipe(parser),
      (error: unknown) => next(error),
    );
  };
}
