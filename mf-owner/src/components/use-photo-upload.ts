import type { PhotoUploadRefusalCode } from '@carzone/domain';
import { ApiError, apiErrorMessage } from '@carzone/web-kit';
import { useEffect, useRef, useState } from 'react';
import { uploadPhoto } from '../lib/upload-photo.ts';
import { t } from '../locales/messages.ts';

/** The car's uploaded photo, from picking a file to the server's answer. */
export type PhotoState =
  | { status: 'none' }
  | {
      status: 'uploading';
      previewUrl: string;
      /** The share sent, 0 to 1; null while the browser cannot tell. */
      sent: number | null;
      /** The photo to fall back to if this upload fails. */
      previous: SettledPhoto;
    }
  /**
   * Uploaded now, or the car's current photo: `photoId` is what the form sends, and the preview
   * is the server's thumbnail of it.
   */
  | { status: 'ready'; photoId: string; previewUrl: string };

type SettledPhoto = Exclude<PhotoState, { status: 'uploading' }>;

/**
 * Why a photo was refused: the refusal's code, put in words where it is shown (`useRefusalWords`),
 * and the words that came with it, in the page's language already (the server's, or ours when
 * there is no code), shown as they came when this area does not know the code.
 */
export type PhotoFailure =
  { code: PhotoUploadRefusalCode; message?: undefined } | { code?: string; message: string };

export interface PhotoUpload {
  photo: PhotoState;
  /** Why the last photo picked was refused (here or by the server); null once another is picked. */
  failure: PhotoFailure | null;
}

/**
 * The server's refusal when it sent one (its code and words); otherwise what its status means (a
 * proxy in front of the API answers an oversized body with a 413 page of its own).
 */
function uploadFailureOf(error: unknown): PhotoFailure {
  if (error instanceof ApiError && !error.fromServer) {
    if (error.status === 413) return { code: 'photo.tooLarge' };
    if (error.status === 415) return { code: 'photo.notAPicture' };
    if (error.status === 429) return { code: 'photo.tooManyUploads' };
  }
  const message = apiErrorMessage(error, t('The photo could not be uploaded. Please try again.'));
  return error instanceof ApiError && error.fromServer
    ? { code: error.code, message }
    : { message };
}

/**
 * Uploads a picked photo at once, with its progress, showing the owner's own file meanwhile (an
 * object URL, released once the server's thumbnail takes its place). A
 * refused photo leaves the one before it in place. Removing the photo, or leaving the form, stops
 * an upload still running.
 */
export function usePhotoUpload(initial: SettledPhoto) {
  const [state, setState] = useState<PhotoUpload>({ photo: initial, failure: null });
  const running = useRef<AbortController | null>(null);

  // The local preview during an upload is an object URL: released once it is no longer shown.
  const previewUrl = state.photo.status === 'none' ? null : state.photo.previewUrl;
  useEffect(() => {
    if (!previewUrl?.startsWith('blob:')) return;
    return () => URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);

  useEffect(() => () => running.current?.abort(), []);

  const stopRunning = () => {
    running.current?.abort();
    running.current = null;
  };

  const pick = (file: File) => {
    stopRunning();
    const controller = new AbortController();
    running.current = controller;
    const preview = URL.createObjectURL(file);
    const current = state.photo;
    const previous = current.status === 'uploading' ? current.previous : current;
    setState({
      photo: { status: 'uploading', previewUrl: preview, sent: 0, previous },
      failure: null,
    });
    // Only the answer to this upload may settle it: a later pick or a removal has taken over.
    const settle = (next: PhotoUpload) => {
      if (controller.signal.aborted) return;
      running.current = null;
      setState(next);
    };
    uploadPhoto(file, {
      signal: controller.signal,
      onProgress: (sent) => {
        if (controller.signal.aborted) return;
        setState((now) =>
          now.photo.status === 'uploading' ? { ...now, photo: { ...now.photo, sent } } : now,
        );
      },
    }).then(
      (uploaded) =>
        settle({
          photo: { status: 'ready', photoId: uploaded.id, previewUrl: uploaded.thumbnailUrl },
          failure: null,
        }),
      (error: unknown) => settle({ photo: previous, failure: uploadFailureOf(error) }),
    );
  };

  /** A file refused before sending (its type or size): nothing is uploaded. */
  const refuse = (failure: PhotoFailure) => setState((now) => ({ ...now, failure }));

  /** No photo; during an upload, back to the photo before it (the upload is canceled). */
  const remove = () => {
    stopRunning();
    setState((now) => ({
      photo: now.photo.status === 'uploading' ? now.photo.previous : { status: 'none' },
      failure: null,
    }));
  };

  return { ...state, pick, refuse, remove };
}
