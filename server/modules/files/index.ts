import type { Db } from '../../db/types';
import type { Clock } from '../../platform/clock';
import { createDiskStore } from './disk-store';
import { createDatabaseStore } from './postgres-store';
import type { FileStore } from './store';

export type { FileStore, StoredFileInfo } from './store';

/** The store of a configuration: FILE_STORE, by default the database whenever DATABASE_URL is set. */
export function createFileStore(opts: {
  kind: 'disk' | 'database';
  dataDir: string;
  db: Db;
  clock: Clock;
}): FileStore {
  return opts.kind === 'database' ? createDatabaseStore(opts.db, opts.clock) : createDiskStore(opts.dataDir);
}
