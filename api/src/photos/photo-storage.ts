import type { Readable } from 'node:stream';

/** A stored file, ready to stream: its bytes and how many there are. */
export interface StoredFile {
  stream: Readable;
  size: number;
}

/**
 * Where uploaded photos' pictures live, by file name (see photo-files.ts). The one door to it, so
 * that moving from a folder to an object store (S3 and the like) is a new class and a setting.
 * Names are flat (no folders); a name that could leave the store is refused.
 */
export interface PhotoStorage {
  /** Stores the bytes under the name, replacing nothing half-written: readers see all or none. */
  save(name: string, bytes: Buffer): Promise<void>;
  /** The stored file, or null when there is none by that name. */
  open(name: string): Promise<StoredFile | null>;
  /** Removes the file; removing one that does not exist is not an error. */
  remove(name: string): Promise<void>;
}

/** Injection token for the `PhotoStorage` in use. */
export const PHOTO_STORAGE = Symbol('PHOTO_STORAGE');

/** A flat file name: letters, digits, dots, dashes and underscores, starting with no dot. */
const SAFE_NAME = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

export function isSafeFileName(name: string): boolean {
  return SAFE_NAME.test(name);
}
