import { PHOTO_MESSAGES } from '@carzone/domain';
import { ApiError } from '@carzone/web-kit';
import { describe, expect, it } from 'vitest';
import { fakeUploads, pictureFile } from '../testing/owner-test-kit.ts';
import { uploadPhoto } from './upload-photo.ts';

describe('uploadPhoto', () => {
  it('sends the file as the body, with the session cookie, and reports its progress', async () => {
    const uploads = fakeUploads();
    const file = pictureFile('car.webp', 'image/webp');
    const progress: (number | null)[] = [];

    const uploaded = uploadPhoto(file, { onProgress: (sent) => progress.push(sent) });
    const [upload] = uploads;
    upload!.progress(256, 1024);
    upload!.progress(1024, 1024);
    const photo = {
      id: 'p1',
      imageUrl: '/a.webp',
      thumbnailUrl: '/a-thumb.webp',
      width: 1,
      height: 1,
    };
    await upload!.respond(201, photo);

    await expect(uploaded).resolves.toEqual(photo);
    expect(upload).toMatchObject({
      method: 'POST',
      url: '/api/photos',
      withCredentials: true,
      body: file,
      headers: { 'content-type': 'image/webp', accept: 'application/json' },
    });
    expect(progress).toEqual([0.25, 1]);
  });

  it("turns a refusal into an ApiError with the server's words", async () => {
    const uploads = fakeUploads();

    // Its failure is taken before it happens, or the rejection would count as unhandled.
    const uploaded = uploadPhoto(pictureFile()).catch((error: unknown) => error);
    await uploads[0]!.respond(429, {
      statusCode: 429,
      error: 'Too Many Requests',
      message: PHOTO_MESSAGES.tooManyUploads,
    });

    expect(await uploaded).toEqual(new ApiError(429, PHOTO_MESSAGES.tooManyUploads));
  });

  it('marks an answer without the error shape (a proxy page) as not the server’s words', async () => {
    const uploads = fakeUploads();

    const uploaded = uploadPhoto(pictureFile()).catch((error: unknown) => error);
    await uploads[0]!.respond(413, '<html>413 Request Entity Too Large</html>');

    expect(await uploaded).toMatchObject({ status: 413, fromServer: false });
  });

  it('says the server cannot be reached when the network fails', async () => {
    const uploads = fakeUploads();

    const uploaded = uploadPhoto(pictureFile()).catch((error: unknown) => error);
    await uploads[0]!.failNetwork();

    expect(await uploaded).toMatchObject({
      status: 0,
      message: 'Server error, please try again later.',
    });
  });

  it('stops the upload when aborted', async () => {
    const uploads = fakeUploads();
    const controller = new AbortController();

    const uploaded = uploadPhoto(pictureFile(), { signal: controller.signal });
    controller.abort();

    await expect(uploaded).rejects.toMatchObject({ name: 'AbortError' });
    expect(uploads[0]!.aborted).toBe(true);
  });
});
