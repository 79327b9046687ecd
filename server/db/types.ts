import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Schema = typeof schema;
/** A Drizzle database on either PGlite or PostgreSQL: services take this and never know which. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
