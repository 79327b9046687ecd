import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import type { AcceptedType } from '../../../common/attachments/types';
import { detectType } from './detect';
import { attachmentsRefused, type AttachmentProblem } from './errors';
import { sanitizeFileName, storedNameFor } from './file-names';
import { reencodeImage, type ImageType } from './images';
import type { AttachmentStorage } from './storage';

/** A file to attach: bytes in memory, or a file on disk (an upload streamed by multipart.ts). */
export type IncomingFile = { name: string } & ({ bytes: Uint8Array } | { path: string });

export interface AttachmentsLimits {
  maxBytes: number;
  maxFiles: number;
  /** Width × height an image may declare; beyond it, decoding alone would take too much memory. */
  maxPixels: number;
}

export interface StagedFile {
  key: string;
  name: string;
  type: AcceptedType;
  size: number;
  sha256: string;
}

/**
 * A checked batch, re-encoded and written to staging, not yet anyone's: `store` gives it an
 * owner. Preparing first lets a caller keep the slow part (decoding images) out of its transaction.
 */
export class PreparedFiles {
  consumed = false;
  constructor(readonly files: readonly StagedFile[]) {}

  get length() {
    return this.files.length;
  }
}

interface Checked {
  name: string;
  detected: AcceptedType;
  stored: AcceptedType;
  source: IncomingFile;
}

async function sizeOf(file: IncomingFile): Promise<number> {
  return 'bytes' in file ? file.bytes.length : (await stat(file.path)).size;
}

async function bytesOf(file: IncomingFile): Promise<Buffer> {
  return 'bytes' in file
    ? Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.length)
    : readFile(file.path);
}

/** Sizes, types and names of the whole batch; every refused file is reported, nothing is written. */
async function check(files: IncomingFile[], limits: AttachmentsLimits): Promise<Checked[]> {
  const problems: AttachmentProblem[] = [];
  const checked: Checked[] = [];
  for (const source of files) {
    const name = sanitizeFileName(source.name);
    const size = await sizeOf(source);
    if (size === 0) problems.push({ code: 'empty', name });
    else if (size > limits.maxBytes) problems.push({ code: 'too_large', name, maxBytes: limits.maxBytes });
    if (size === 0 || size > limits.maxBytes) continue;
    const detected = detectType(await bytesOf(source));
    if (!detected) {
      problems.push({ code: 'not_accepted', name });
      continue;
    }
    const stored = detected === 'image/gif' ? 'image/png' : detected;
    const naming = storedNameFor(name, detected, stored);
    if (!naming) problems.push({ code: 'name_mismatch', name, found: detected });
    else checked.push({ name: naming.name, detected, stored: naming.type, source });
  }
  if (problems.length) throw attachmentsRefused(problems);
  return checked;
}

/**
 * Checks a batch (count, sizes, types by content, names) and writes it to staging, images
 * re-encoded: all of it, or attachmentsRefused naming every refused file and nothing left behind.
 */
export async function prepareFiles(
  files: IncomingFile[],
  limits: AttachmentsLimits,
  storage: AttachmentStorage,
): Promise<PreparedFiles> {
  if (files.length === 0) throw attachmentsRefused([{ code: 'no_files' }]);
  if (files.length > limits.maxFiles)
    throw attachmentsRefused([{ code: 'too_many', maxFiles: limits.maxFiles }]);
  const checked = await check(files, limits);
  const staged: StagedFile[] = [];
  const problems: AttachmentProblem[] = [];
  try {
    for (const file of checked) {
      let bytes = await bytesOf(file.source);
      if (file.detected.startsWith('image/')) {
        const image = await reencodeImage(bytes, file.detected as ImageType, limits.maxPixels);
        if (!image.ok) {
          problems.push(
            image.reason === 'too_many_pixels'
              ? { code: 'too_many_pixels', name: file.name, maxPixels: limits.maxPixels }
              : { code: 'unreadable', name: file.name },
          );
          continue;
        }
        bytes = image.bytes;
      }
      if (problems.length) continue;
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      const key = await storage.stage(bytes);
      staged.push({ key, name: file.name, type: file.stored, size: bytes.length, sha256 });
    }
    if (problems.length) throw attachmentsRefused(problems);
    return new PreparedFiles(staged);
  } catch (error) {
    await storage.remove(staged.map((s) => s.key));
    throw error;
  }
}
