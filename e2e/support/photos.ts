// Pictures for the tests that upload one (a car's photo, a driving licence's).
import type { Page } from '@playwright/test';

/** A JPEG of one colour, drawn by the browser: a real picture without a file in the repository. */
export async function jpegPhoto(page: Page, colour: string, name: string) {
  const base64 = await page.evaluate(async (fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 800;
    const context = canvas.getContext('2d')!;
    context.fillStyle = fill;
    context.fillRect(0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob>((resolve) =>
      canvas.toBlob((made) => resolve(made!), 'image/jpeg', 0.9),
    );
    let binary = '';
    for (const byte of new Uint8Array(await blob.arrayBuffer()))
      binary += String.fromCharCode(byte);
    return btoa(binary);
  }, colour);
  return { name, mimeType: 'image/jpeg', buffer: Buffer.from(base64, 'base64') };
}
