// Tools only the benchmarks use (Lighthouse brings about 160 packages) live in bench-tools/, with
// their own lock file, out of the project's `npm install`. The first benchmark that needs one
// installs them there (`npm ci`, no install scripts); later runs reuse them.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const folder = fileURLToPath(new URL('../bench-tools/', import.meta.url));

const installed = (name) => existsSync(join(folder, 'node_modules', name, 'package.json'));

/** The benchmark tool `name` (a dependency in bench-tools/package.json), installed on first use. */
export const benchTool = async (name) => {
  if (!installed(name)) {
    console.log('Installing the benchmark tools into bench-tools/ (first use)…');
    const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--ignore-scripts'], {
      cwd: folder,
      stdio: 'inherit',
    });
    if (result.status !== 0 || !installed(name))
      throw new Error(`Could not install ${name} into bench-tools/ (npm ci failed)`);
  }
  const path = createRequire(join(folder, 'package.json')).resolve(name);
  return (await import(pathToFileURL(path).href)).default;
};
