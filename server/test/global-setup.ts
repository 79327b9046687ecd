import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { pgliteDatabase, pgliteExtensions, postgresDatabase } from '../db/connection';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

interface Templates {
  pgliteTemplate: string;
  postgresTemplate: string;
  remove(): Promise<void>;
}

interface SharedTemplates {
  templates: Promise<Templates>;
  users: number;
}

/**
 * The templates of this run and how many projects use them: both node projects (vite.config.ts)
 * run this setup in the one Vitest process and migrate once between them. Vitest loads this file
 * once per project, so the two share it through the process, not a module variable.
 */
const SHARED = Symbol.for('emballo.test.templates');
const holder = globalThis as { [SHARED]?: SharedTemplates };

/**
 * Migrates one database per run and hands workers a template of it: a dumped PGlite data dir
 * (each test file loads it in well under a second) or, with DATABASE_URL, a PostgreSQL template
 * database that each test file copies.
 */
export default async function setup(project: TestProject) {
  const run = (holder[SHARED] ??= { templates: createTemplates(), users: 0 });
  run.users++;
  const { pgliteTemplate, postgresTemplate } = await run.templates;
  project.provide('pgliteTemplate', pgliteTemplate);
  project.provide('postgresTemplate', postgresTemplate);
  return async () => {
    if (--run.users > 0) return;
    if (holder[SHARED] === run) delete holder[SHARED];
    await (await run.templates).remove();
  };
}

async function createTemplates(): Promise<Templates> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `${testDatabasePrefix()}tpl_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const database = postgresDatabase(withDatabase(url, name), 1);
    await database.migrate();
    await database.close();
    return {
      pgliteTemplate: '',
      postgresTemplate: name,
      async remove() {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
        await admin.end();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'emballo-test-'));
  const client = await PGlite.create({ extensions: pgliteExtensions });
  const database = pgliteDatabase(client);
  await database.migrate();
  const dump = await client.dumpDataDir('none');
  const file = join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  return {
    pgliteTemplate: file,
    postgresTemplate: '',
    remove: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

export function withDatabase(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * How the test databases on DATABASE_URL's server are named (TEST_DB_PREFIX, by default `emballo_`):
 * engineers sharing one server keep to their own names.
 */
export function testDatabasePrefix(): string {
  const prefix = process.env.TEST_DB_PREFIX ?? 'emballo_';
  if (!/^[a-z_][a-z0-9_]*$/.test(prefix)) throw new Error(`TEST_DB_PREFIX=${prefix}: letters, digits, _`);
  return prefix;
}
