import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { staticFiles } from './staticFiles';

const folder = () => mkdtempSync(join(tmpdir(), 'lookwright-static-'));

describe('static files from memory', () => {
  it('reads and compresses a file once, then answers the same bytes from memory', async () => {
    const dir = folder();
    writeFileSync(join(dir, 'app.js'), `console.log(${JSON.stringify('a'.repeat(3000))});`);
    let time = 0;
    const files = staticFiles(dir, { recheckMs: 1000, now: () => time });
    const first = await files('/app.js')!.file;
    expect(brotliDecompressSync(first.br!).toString()).toContain('console.log');
    expect(first.gzip).toBeDefined();

    writeFileSync(join(dir, 'app.js'), 'changed');
    utimesSync(join(dir, 'app.js'), new Date(), new Date(Date.now() + 5000));
    time = 999;
    expect(await files('/app.js')!.file).toBe(first);

    time = 1000;
    const rebuilt = await files('/app.js')!.file;
    expect(Buffer.from(rebuilt.raw).toString()).toBe('changed');
    expect(rebuilt.etag).not.toBe(first.etag);
  });

  it('names nothing outside the folder, no folder, and no missing file', () => {
    const dir = folder();
    const files = staticFiles(join(dir, 'dist'));
    writeFileSync(join(dir, 'secret.txt'), 'no');
    expect(files('/../secret.txt')).toBeNull();
    expect(files('/..%2Fsecret.txt')).toBeNull();
    expect(files('/')).toBeNull();
    expect(files('/missing.js')).toBeNull();
    rmSync(dir, { recursive: true });
  });

  it('notices a file that appears, within the recheck time', () => {
    const dir = folder();
    let time = 0;
    const files = staticFiles(dir, { recheckMs: 1000, now: () => time });
    expect(files('/late.css')).toBeNull();
    writeFileSync(join(dir, 'late.css'), 'a{}');
    expect(files('/late.css')).toBeNull();
    time = 1000;
    expect(files('/late.css')?.ext).toBe('.css');
  });
});
