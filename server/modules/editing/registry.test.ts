import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { z } from '../../../common/zod';
import type { Db } from '../../db/types';
import { categories, categoryTranslations, services } from '../catalog/schema';
import type { EntityDefinition } from './definition';
import { createRegistry } from './registry';

const tx = {} as Db;
/** A wrong column is a compile error where its table is known; a definition built apart gets the startup check. */
const categoriesDef = (slugColumn: AnyPgColumn = categories.slug): EntityDefinition<typeof categories> => ({
  name: 'categories',
  auditType: 'category',
  table: categories,
  translations: {
    table: categoryTranslations,
    owner: categoryTranslations.categoryId,
    fields: { name: { kind: 'text', column: categoryTranslations.name, schema: z.string() } },
  },
  fields: { slug: { kind: 'slug', column: slugColumn, schema: z.string() } },
  titleField: 'name',
  slug: { column: slugColumn },
  invalidate: () => {},
  references: async () => [{ kind: 'subCategories', count: 2, blocks: false }],
});

describe('the editing registry (ADR-0705)', () => {
  it("refuses a definition naming another table's column, and counters for an entity nobody registered", () => {
    const registry = createRegistry();
    expect(() => registry.register(categoriesDef(services.slug))).toThrow(/not one of this table's/);
    expect(() =>
      registry.registerReferences('categories', async () => ({ kind: 'x', count: 0, blocks: false })),
    ).toThrow(/no entity categories/);
  });

  it('asks the registered counters, in their order, then the entity its own rows', async () => {
    const registry = createRegistry();
    registry.register(categoriesDef());
    registry.registerReferences('categories', async (_tx, id) => ({
      kind: 'orders',
      count: id,
      blocks: true,
    }));
    registry.registerReferences('categories', async () => ({ kind: 'carts', count: 0, blocks: false }));
    expect(await registry.references(tx, registry.definition('categories'), 3)).toEqual([
      { kind: 'orders', count: 3, blocks: true },
      { kind: 'carts', count: 0, blocks: false },
      { kind: 'subCategories', count: 2, blocks: false },
    ]);
  });
});
