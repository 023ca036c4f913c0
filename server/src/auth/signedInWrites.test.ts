import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const serverSrc = fileURLToPath(new URL('..', import.meta.url));

/** The server's own source files (no tests, no seed or reset scripts: they run offline). */
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return ['testing', 'seed', 'migrations'].includes(entry.name) ? [] : sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });

const WRITES_USERS_OR_TOKENS = /\.(update|delete)\(\s*(users|authTokens)\s*\)/;

describe('writes to users and their tokens', () => {
  it('are each followed by signedIn.forget in the same file, so no worker answers a stale user', () => {
    const writers = sourceFiles(serverSrc)
      .filter((path) => !path.endsWith(join('db', 'reset.ts')))
      .filter((path) => WRITES_USERS_OR_TOKENS.test(readFileSync(path, 'utf8')))
      .map((path) => ({
        file: relative(serverSrc, path),
        forgets: /signedIn\.forget\(/.test(readFileSync(path, 'utf8')),
      }));
    // The known writers: if one disappears, this list is out of date.
    expect(writers.map((writer) => writer.file).sort()).toEqual(
      expect.arrayContaining([
        join('routes', 'accounts', 'accountsRoutes.ts'),
        join('routes', 'quiz', 'quizRoutes.ts'),
      ]),
    );
    expect(writers.filter((writer) => !writer.forgets)).toEqual([]);
  });
});
