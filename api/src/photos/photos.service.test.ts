import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DiskPhotoStorage } from './disk-photo-storage.js';
import type { PhotosRepository } from './photos.repository.js';
import { PhotosService } from './photos.service.js';

const webp = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#4a7' } })
    .webp()
    .toBuffer();

// What the controller tests cannot provoke: the storage or the database failing half-way.
describe('PhotosService.upload when storing fails', () => {
  let folder: string;
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'carzone-photos-unit-'));
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));

  const repository = (insert: () => Promise<void>) =>
    ({ insert, findUploadedBy: () => Promise.resolve(null) }) as unknown as PhotosRepository;

  it('removes both pictures when the row cannot be written', async () => {
    const storage = new DiskPhotoStorage(folder);
    const service = new PhotosService(
      repository(() => Promise.reject(new Error('database down'))),
      storage,
    );
    await expect(service.upload('uid-1', await webp(64, 48))).rejects.toThrow('database down');
    expect(await readdir(folder)).toEqual([]);
  });

  it('removes the picture when the thumbnail cannot be saved', async () => {
    const disk = new DiskPhotoStorage(folder);
    let saves = 0;
    const storage = {
      save: async (name: string, bytes: Buffer) => {
        if (++saves === 2) throw new Error('disk full');
        await disk.save(name, bytes);
      },
      open: (name: string) => disk.open(name),
      remove: (name: string) => disk.remove(name),
    };
    let inserted = false;
    const service = new PhotosService(
      repository(() => {
        inserted = true;
        return Promise.resolve();
      }),
      storage,
    );
    await expect(service.upload('uid-1', await webp(64, 48))).rejects.toThrow('disk full');
    expect(await readdir(folder)).toEqual([]);
    expect(inserted).toBe(false);
  });
});

describe('DiskPhotoStorage', () => {
  let folder: string;
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'carzone-photos-disk-'));
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));

  it('saves, opens (streaming, with the size) and removes a file, leaving no partial file', async () => {
    const storage = new DiskPhotoStorage(join(folder, 'created-on-first-save'));
    await storage.save('a.webp', Buffer.from('picture bytes'));
    expect(await readdir(join(folder, 'created-on-first-save'))).toEqual(['a.webp']);
    const stored = await storage.open('a.webp');
    expect(stored?.size).toBe(13);
    const chunks: Buffer[] = [];
    for await (const chunk of stored!.stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('picture bytes');
    await storage.remove('a.webp');
    await storage.remove('a.webp'); // already gone: fine
    expect(await storage.open('a.webp')).toBeNull();
  });

  it('never reaches outside its folder', async () => {
    const storage = new DiskPhotoStorage(join(folder, 'photos'));
    await storage.save('x.webp', Buffer.from('x'));
    for (const name of ['../photos/x.webp', '..', '.', '', '/etc/passwd', 'a/b', 'a\\b'])
      expect(await storage.open(name), name).toBeNull();
    await expect(storage.save('../escape.webp', Buffer.from('x'))).rejects.toThrow();
    await expect(storage.remove('../photos')).rejects.toThrow();
    expect(await readdir(folder)).toEqual(['photos']);
  });

  it('in a temporary folder of its own, removes it when the app stops', async () => {
    const storage = DiskPhotoStorage.inTemporaryFolder();
    await expect(readdir(storage.folder)).rejects.toThrow(); // not made before it is needed
    await storage.save('t.webp', Buffer.from('t'));
    expect(await readdir(storage.folder)).toEqual(['t.webp']);
    await storage.onApplicationShutdown();
    await expect(readdir(storage.folder)).rejects.toThrow();
  });
});
