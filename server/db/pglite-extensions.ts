import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

/** The extensions the migrations create, loaded into every embedded database. */
export const pgliteExtensions = { pg_trgm, unaccent };
