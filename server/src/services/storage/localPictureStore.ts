import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { describeLocalFolder } from './describePictureStorage';
import { parseUploadKey, uploadKey, type PictureStore } from './pictureStore';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * The pictures in the data folder, `DATA_DIR/uploads/`: an original at `uploads/{id}` (where the
 * shop has always kept them, so earlier uploads stay readable), its variants in
 * `uploads/variants/{id}/{name}`. A file is written to a temporary name and renamed, so no reader
 * sees half of one; files are readable by the server's user only (0600, folders 0700); folders
 * are made on the first write. One host only: several hosts share pictures through S3.
 */
export class LocalPictureStore implements PictureStore {
  readonly dir: string;

  constructor(private readonly dataDir: string) {
    this.dir = join(dataDir, 'uploads');
  }

  /** The file of a key `uploadKey` makes; anything else is refused. */
  private pathOf(key: string) {
    const parsed = parseUploadKey(key);
    if (!parsed) throw new Error('Not a picture key');
    return parsed.variant === undefined
      ? join(this.dir, parsed.id)
      : join(this.variantsOf(parsed.id), parsed.variant);
  }

  private variantsOf(id: string) {
    uploadKey(id);
    return join(this.dir, 'variants', id);
  }

  /** The type is not kept: the `uploads` row has it. */
  put = async (key: string, bytes: Buffer, _contentType: string) => {
    const path = this.pathOf(key);
    const folder = dirname(path);
    await mkdir(folder, { recursive: true, mode: 0o700 });
    const temporary = join(folder, `.${randomBytes(12).toString('hex')}.tmp`);
    try {
      await writeFile(temporary, bytes, { mode: 0o600, flag: 'wx' });
      await rename(temporary, path);
    } catch (error) {
      await unlink(temporary).catch(() => {});
      throw error;
    }
  };

  get = async (key: string) => {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };

  delete = async (keys: readonly string[]) => {
    for (const path of keys.map((key) => this.pathOf(key))) {
      await unlink(path).catch((error: unknown) => {
        if (!isMissing(error)) throw error;
      });
    }
  };

  deleteUpload = async (id: string) => {
    await this.delete([uploadKey(id)]);
    await rm(this.variantsOf(id), { recursive: true, force: true });
  };

  describe = () => describeLocalFolder(this.dataDir);
}
