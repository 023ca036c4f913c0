import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { isUploadId, newUploadId } from './uploadIds';

export { isUploadId, newUploadId };

/**
 * The uploaded files, in `DATA_DIR/uploads/`: each named by its upload id alone (never the
 * client's file name), written to a temporary name and renamed so no reader sees half a file,
 * readable by the server's user only. The folder is made on the first write.
 */
export class UploadFiles {
  readonly dir: string;

  constructor(dataDir: string) {
    this.dir = join(dataDir, 'uploads');
  }

  private pathOf(id: string) {
    if (!isUploadId(id)) throw new Error('Not an upload id');
    return join(this.dir, id);
  }

  async write(bytes: Buffer) {
    const id = newUploadId();
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    const temporary = join(this.dir, `.${id}.${randomBytes(6).toString('hex')}.tmp`);
    await writeFile(temporary, bytes, { mode: 0o600, flag: 'wx' });
    await rename(temporary, this.pathOf(id));
    return id;
  }

  /** The file's bytes, or null when there is none. */
  async read(id: string) {
    try {
      return await readFile(this.pathOf(id));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  /** Removes the file; one already gone is not an error. */
  async remove(id: string) {
    try {
      await unlink(this.pathOf(id));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}
