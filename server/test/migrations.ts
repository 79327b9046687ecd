import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrationsFolder } from '../paths';

/** The project's migrations up to and including `tag`, in a folder of their own (tests of a migration). */
export function migrationsUpTo(tag: string) {
  const dir = mkdtempSync(join(tmpdir(), 'emballo-migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalFile = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === tag);
  if (last < 0) throw new Error(`no migration ${tag}`);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

/** The tag of the migration just before the one named `name` (its tag without the number). */
export function migrationBefore(name: string) {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const at = journal.entries.findIndex((entry) => entry.tag.replace(/^\d+_/, '') === name);
  if (at < 1) throw new Error(`no migration ${name} after another`);
  return journal.entries[at - 1]!.tag;
}

/**
 * The project's migrations followed by `extra` ones (written as given), in a folder of their own:
 * a data migration pending at a deploy, say.
 */
export function migrationsWith(extra: { tag: string; sql: string }[]) {
  const dir = mkdtempSync(join(tmpdir(), 'emballo-migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalFile = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as {
    entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
  };
  for (const { tag, sql } of extra) {
    const last = journal.entries.at(-1)!;
    journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1000, tag });
    writeFileSync(join(dir, `${tag}.sql`), sql);
  }
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}
