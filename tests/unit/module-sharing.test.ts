import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MODULE_REPLACING_TESTS, NODE_TEST_FOLDERS } from '../vitest-projects';

const root = join(import.meta.dirname, '../..');

describe('the node tests that share modules (ADR-0013)', () => {
  it('leave every file that replaces a module to the project that gives it modules of its own', () => {
    const files = NODE_TEST_FOLDERS.flatMap((folder) =>
      readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.test.ts'))
        .map((file) => `${folder}/${file}`),
    );
    expect(files.length).toBeGreaterThan(100);
    const replacing = files.filter((file) =>
      /\bvi\.(mock|doMock)\(/.test(readFileSync(join(root, file), 'utf8')),
    );
    expect(replacing.sort()).toEqual([...MODULE_REPLACING_TESTS].sort());
  });
});
