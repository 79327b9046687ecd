import type { Db } from '../../db/types';
import type { Clock } from '../../platform/clock';
import type { AuditLog } from '../audit/service';
import type { Registry } from './registry';

/** What every part of the kit works with: the database, the clock, the audit log, the registry. */
export interface EditingContext {
  db: Db;
  clock: Clock;
  timeZone: string;
  audit: Pick<AuditLog, 'record'>;
  /**
   * For `images` fields (ADR-0702): locks the referenced library images for the saving
   * transaction (so none is deleted before it commits) and returns the references naming none.
   */
  images?: (tx: Db, refs: readonly string[]) => Promise<string[]>;
  registry: Registry;
}
