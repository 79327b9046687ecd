import { z } from '../zod';

/** Bodies of the demo API (ADR-0501); messages are keys of `demos:errors`. */
export const AcceptSchema = z.strictObject({
  // A slot id is a PostgreSQL integer: anything larger names no slot (422, not a database error).
  slot_id: z.coerce
    .number({ message: 'slotRequired' })
    .int('slotRequired')
    .positive('slotRequired')
    .max(2_147_483_647, 'slotRequired'),
});

export const RescheduleSchema = z.strictObject({
  note: z.string({ message: 'noteRequired' }).trim().min(3, 'noteRequired').max(1000, 'noteTooLong'),
});

export const CancelSchema = z.strictObject({});
