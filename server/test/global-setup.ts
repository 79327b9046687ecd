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

/**
 * Migrates one database per run and hands workers a template of it: a dumped PGlite data dir
 * (each test file loads it in well under a second) or, with DATABASE_URL, a PostgreSQL template
 * database that each test file copies.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'emballo-test-'));
  let cleanup: () => Promise<void> = async () => {};
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `${testDatabasePrefix()}tpl_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const templateUrl = withDatabase(url, name);
    const database = postgresDatabase(templateUrl, 1);
    await database.migrate();
    await database.close();
    project.provide('postgresTemplate', name);
    project.provide('pgliteTemplate', '');
    cleanup = async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
      await admin.end();
    };
  } else {
    const client = await PGlite.create({ extensions: pgliteExtensions });
    const database = pgliteDatabase(client);
    await database.migrate();
    const dump = await client.dumpDataDir('none');
    const file = join(dir, 'template.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    await database.close();
    project.provide('pgliteTemplate', file);
    project.provide('postgresTemplate', '');
  }
  return async () => {
    await cleanup();
    rmSync(dir, { recursive: true, force: true });
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
