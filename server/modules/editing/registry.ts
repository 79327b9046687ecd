import { getTableColumns } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/types';
import type {
  EditableTable,
  EntityDefinition,
  Reference,
  ReferenceCounter,
  ReferenceRegistry,
  Row,
} from './definition';
import { recordNotFound } from './errors';

const keysByTable = new WeakMap<PgTable, Map<AnyPgColumn, string>>();

/** The property a Drizzle row holds a column's value under; throws for another table's column. */
export function keyOf(table: PgTable, column: AnyPgColumn): string {
  let keys = keysByTable.get(table);
  if (!keys) {
    keys = new Map(Object.entries(getTableColumns(table)).map(([key, c]) => [c as AnyPgColumn, key]));
    keysByTable.set(table, keys);
  }
  const key = keys.get(column);
  if (key === undefined) throw new Error(`editing: column ${column.name} is not one of this table's`);
  return key;
}

/** A column's value in a row of the entity's table. */
export const valueOf = (def: EntityDefinition, row: Row, column: AnyPgColumn) =>
  row[keyOf(def.table, column)];

/** The API field stored in `column` (the slug's, the published flag's), if one is. */
export const fieldNamed = (def: EntityDefinition, column: AnyPgColumn | undefined) =>
  column && Object.entries(def.fields).find(([, f]) => f.column === column)?.[0];

/** Every column a definition names must be its table's: checked once, when it registers. */
function checkColumns(def: EntityDefinition) {
  const own = [
    def.slug?.column,
    def.slug?.scope?.column,
    def.publish?.column,
    def.position?.column,
    def.position?.scope,
    def.archivedAt,
    ...Object.values(def.fields).map((f) => f.column),
  ];
  for (const column of own) if (column) keyOf(def.table, column);
  keyOf(def.translations.table, def.translations.owner);
  for (const field of Object.values(def.translations.fields)) keyOf(def.translations.table, field.column);
  if (!def.translations.fields[def.titleField])
    throw new Error(`editing: ${def.name} has no ${def.titleField}`);
}

/** The entities registered with the kit and the reference counters other modules registered. */
export function createRegistry() {
  const definitions = new Map<string, EntityDefinition>();
  const counters = new Map<string, ReferenceCounter[]>();

  const registerReferences: ReferenceRegistry['registerReferences'] = (entity, counter) => {
    if (!definitions.has(entity)) throw new Error(`editing: no entity ${entity} to count references to`);
    counters.set(entity, [...(counters.get(entity) ?? []), counter]);
  };

  return {
    register<T extends EditableTable>(def: EntityDefinition<T>) {
      // The kit calls each definition back with rows of its own table only.
      const erased = def as unknown as EntityDefinition;
      checkColumns(erased);
      definitions.set(def.name, erased);
    },
    registerReferences,
    has: (name: string) => definitions.has(name),
    find: (name: string) => definitions.get(name),
    definition(name: string): EntityDefinition {
      const def = definitions.get(name);
      if (!def) throw recordNotFound();
      return def;
    },
    all: () => [...definitions.values()],
    /** What refers to a record: the registered counters (in their order), then the entity's own rows. */
    async references(tx: Db, def: EntityDefinition, recordId: number): Promise<Reference[]> {
      const out: Reference[] = [];
      for (const count of counters.get(def.name) ?? []) out.push(await count(tx, recordId));
      out.push(...((await def.references?.(tx, recordId)) ?? []));
      return out;
    },
  };
}

export type Registry = ReturnType<typeof createRegistry>;
