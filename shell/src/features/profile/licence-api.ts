// The renter's own driving licence: read, kept, removed, and its photo sent.
import type { DrivingLicenceInput } from '@carzone/domain';
import { API_BASE, ApiError, apiErrorOf, apiRequest, type ApiSchema } from '@carzone/web-kit';

/** The caller's licence as the API answers it: every field null before one is added (a photo may come first). */
export type OwnLicence = ApiSchema<'OwnLicence'>;

/** The caller's licence, or all nulls when there is none yet. */
export const fetchOwnLicence = (signal?: AbortSignal) => apiRequest('/me/licence', { signal });

/** Keeps the licence's number and expiry; answers the licence as it now is. */
export const saveOwnLicence = (body: DrivingLicenceInput) =>
  apiRequest('/me/licence', { method: 'PUT', body });

/** Removes the licence and its photo. */
export const removeOwnLicence = () => apiRequest('/me/licence', { method: 'DELETE' });

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Sends a photo of the licence as the request's raw body (`POST /api/me/licence/photo`), its
 * Content-Type the file's own, as the owner area sends car photos. The typed client sends JSON
 * only, hence `fetch` here. Refusals (413, 415, 422, 429…) and network failures become the same
 * ApiError `apiRequest` makes; answers the licence with its new photo.
 */
export async function uploadLicencePhoto(file: File, signal?: AbortSignal): Promise<OwnLicence> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/me/licence/photo`, {
      method: 'POST',
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        'Content-Type': file.type || 'application/octet-stream',
      },
      body: file,
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    // Status 0 and not the server's: apiErrorMessage says the server could not be reached.
    throw new ApiError(0, 'The server could not be reached.', false);
  }
  const payload = parseJson(await response.text());
  if (!response.ok) throw apiErrorOf(response.status, payload, response.headers);
  return payload as OwnLicence;
}
