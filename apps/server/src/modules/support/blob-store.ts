/**
 * Where support-ticket images live: outside the transactional database, so player uploads do not
 * grow the ledger's database, its backups and its replication. The database keeps only the key,
 * type and size of each image.
 *
 * The seam is `BlobStore`; the built-in implementation is a local directory (`UPLOAD_DIR`). Several
 * nodes behind one database must share it: mount the same volume on every node, or implement this
 * interface over an object store.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface BlobStore {
  /** Stores `data` under `key`, replacing what was there; resolves once it is durable. */
  put(key: string, data: Uint8Array): Promise<void>;
  /** The bytes under `key`, or null when there are none. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes `key`; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

/** Keys are made by the server (`support/<ticket>/<image>`); anything else is refused, never resolved. */
const KEY = /^[A-Za-z0-9][A-Za-z0-9_-]*(\/[A-Za-z0-9][A-Za-z0-9_-]*)*$/;

export class LocalDirectoryStore implements BlobStore {
  constructor(private readonly root: string) {}

  private fileOf(key: string): string {
    if (!KEY.test(key) || key.length > 200) throw new Error(`invalid blob key: ${key.slice(0, 60)}`);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, data: Uint8Array): Promise<void> {
    const file = this.fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Written aside, flushed, then renamed: a reader never sees half an image.
    const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temp, data, { flush: true });
      await rename(temp, file);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Uint8Array | null> {
    try {
      return new Uint8Array(await readFile(this.fileOf(key)));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.fileOf(key), { force: true });
  }
}
