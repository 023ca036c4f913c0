// @vitest-environment jsdom
// jsdom only for DOMParser, which checks that every picture is well-formed XML.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MARKETING_ART, renderMarketing } from './art/marketing';
import { mediaRoutes } from './mediaRoutes';

const contract = readFileSync(
  resolve(fileURLToPath(import.meta.url), '../../../../docs/contracts/marketing.md'),
  'utf8',
);
const mediaSection = contract.split(/^## /m).find((section) => section.startsWith('Media')) ?? '';

/** Ids named in a piece of the contract, with `x-1` … `x-N` ranges expanded. */
const idsIn = (text: string): string[] => {
  const ids: string[] = [];
  const token = /`([a-z0-9-]+)`(?:\s*…\s*`([a-z0-9-]+)`)?/g;
  for (const [, first = '', last] of text.matchAll(token)) {
    const range = last ? /^(.*)-(\d+)$/.exec(last) : null;
    if (!range?.[1] || !first.endsWith('-1')) {
      ids.push(first);
      continue;
    }
    for (let i = 1; i <= Number(range[2]); i += 1) ids.push(`${range[1]}-${i}`);
  }
  return ids;
};

const [listText = '', tableText = ''] = mediaSection.split(/^Sizes /m);
const listed = idsIn(listText.split(/Every id answers/)[0] ?? '');
const tableSizes = Object.fromEntries(
  tableText
    .split('\n')
    .filter((line) => /^\| `/.test(line))
    .flatMap((line) => {
      const [, ids = '', size = ''] = line.split('|');
      const [width, height] = size.split('×').map((value) => Number(value.trim()));
      return idsIn(ids).map((id) => [id, { width, height }]);
    }),
);

const ids = Object.keys(MARKETING_ART);

describe('marketing art', () => {
  it('has exactly the ids the contract lists, at the sizes its table gives', () => {
    expect(listed.length).toBeGreaterThan(60);
    expect([...ids].sort()).toEqual([...new Set(listed)].sort());
    expect(tableSizes).toEqual(MARKETING_ART);
  });

  it.each(ids)('serves %s as a titled, well-formed SVG of its size', async (id) => {
    const { width, height } = MARKETING_ART[id]!;
    const response = await mediaRoutes.request(`/marketing/${id}.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const body = await response.text();
    expect(body).toMatch(
      new RegExp(
        `^<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img"`,
      ),
    );
    expect(body).toMatch(/<title>[^<]+<\/title>/);
    expect(body).not.toMatch(/NaN|undefined|Infinity/);
    expect(body.length).toBeLessThan(15 * 1024);
    const doc = new DOMParser().parseFromString(body, 'image/svg+xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.documentElement.nodeName).toBe('svg');
  });

  it.each([
    'unknown',
    'press-7',
    'press-0',
    'style-board-9',
    'hero-male',
    'Hero',
    'constructor',
    'hasOwnProperty',
  ])('404s %s', async (id) => {
    expect((await mediaRoutes.request(`/marketing/${id}.svg`)).status).toBe(404);
    expect(renderMarketing(id)).toBeNull();
  });

  it('draws every picture as a pure function of its id, each one different', () => {
    const first = ids.map((id) => renderMarketing(id));
    expect(ids.map((id) => renderMarketing(id))).toEqual(first);
    expect(new Set(first).size).toBe(ids.length);
  });
});
