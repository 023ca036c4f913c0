import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const read = (path: string) =>
  readFileSync(fileURLToPath(new URL(`../../../${path}`, import.meta.url)), 'utf8');

/** The variables a file reads: `text(env, 'X')`, `value(env, 'X')`, `env.X`, `import.meta.env.X`. */
const variablesIn = (source: string) =>
  new Set(
    [
      ...source.matchAll(
        /(?:\b(?:text|value)\(env, '|\benv\.|import\.meta\.env\.)([A-Z][A-Z0-9_]+)/g,
      ),
    ]
      .map((match) => match[1]!)
      .filter(
        (name) => !['NODE_ENV', 'VITEST', 'MODE', 'DEV', 'PROD', 'SSR', 'BASE_URL'].includes(name),
      ),
  );

describe('.env.example', () => {
  const listed = new Set(
    [...read('.env.example').matchAll(/^([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]!),
  );

  it.each([
    'server/src/env.ts',
    'server/src/config/configProblems.ts',
    'server/src/index.ts',
    'src/config/env.ts',
  ])('lists every variable %s reads', (file) => {
    const missing = [...variablesIn(read(file))].filter((name) => !listed.has(name));
    expect(missing).toEqual([]);
  });
});
