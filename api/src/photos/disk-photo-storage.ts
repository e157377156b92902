import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OnApplicationShutdown } from '@nestjs/common';
import { isSafeFileName, type PhotoStorage, type StoredFile } from './photo-storage.js';

/** The photo storage as files in one folder (the embedded default: DATA_DIR/photos). */
export class DiskPhotoStorage implements PhotoStorage, OnApplicationShutdown {
  /** `temporary`: the folder is this storage's own and is removed when the app stops. */
  constructor(
    readonly folder: string,
    private readonly temporary = false,
  ) {}

  /**
   * A storage in a temporary folder of its own (for a config that names none: the tests),
   * made on the first save, so an app that stores no photo leaves nothing behind.
   */
  static inTemporaryFolder(): DiskPhotoStorage {
    return new DiskPhotoStorage(join(tmpdir(), `carzone-photos-${randomUUID()}`), true);
  }

  async save(name: string, bytes: Buffer): Promise<void> {
    const path = this.pathOf(name);
    await mkdir(this.folder, { recursive: true });
    // Written beside its final name, then renamed: a reader never sees half a file, and a
    // crash leaves only a `.part` file that no address can reach.
    const partial = `${path}.${randomUUID()}.part`;
    try {
      await writeFile(partial, bytes, { flag: 'wx', mode: 0o644 });
      await rename(partial, path);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async open(name: string): Promise<StoredFile | null> {
    if (!isSafeFileName(name)) return null;
    let handle;
    try {
      handle = await open(join(this.folder, name), 'r');
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    try {
      const stats = await handle.stat();
      if (!stats.isFile()) {
        await handle.close();
        return null;
      }
      // The stream closes the file when it ends, fails or is destroyed.
      return { stream: handle.createReadStream(), size: stats.size };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async remove(name: string): Promise<void> {
    await rm(this.pathOf(name), { force: true });
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.temporary) await rm(this.folder, { recursive: true, force: true });
  }

  private pathOf(name: string): string {
    if (!isSafeFileName(name)) throw new Error(`Not a photo file name: ${JSON.stringify(name)}`);
    return join(this.folder, name);
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
