import { MEDIA_MAX_PIXELS, type MediaUse } from '../../../common/media/types';
import { DomainError, type DomainMessage } from '../../platform/domain-error';

export type MediaProblem = 'no_file' | 'not_an_image' | 'too_many_pixels' | 'unreadable';

/** The codes of the media library's refusals (ADR-0023). */
export const MediaErrors = {
  uploadRefused: 'media.upload_refused',
  inUse: 'media.in_use',
} as const;

/** An upload refused for what it is: 422 with the problem on the `file` field. */
export function uploadRefused(problem: MediaProblem) {
  const message: DomainMessage = {
    key: `media:errors.${problem}`,
    params: { count: MEDIA_MAX_PIXELS / 1_000_000 },
  };
  return new DomainError(MediaErrors.uploadRefused, {
    status: 422,
    messageKey: message.key,
    params: message.params,
    fields: { file: [message] },
    details: { problem },
  });
}

/** A delete refused while the image is shown somewhere (the API lists where, in the reader's words). */
export function mediaInUse(uses: MediaUse[]) {
  return new DomainError<{ uses: MediaUse[] }>(MediaErrors.inUse, {
    status: 409,
    messageKey: 'media:errors.inUse',
    params: { count: uses.length },
    details: { uses },
  });
}
