// The signed-in person's verified mobile number, as the API keeps it. The API takes
// it from a verified ID token alone (`POST /api/jwt`, `openServerSession`), never from a body: so
// it is read here, and changed through Firebase and a renewed session (phone-number-section.tsx).
import { apiRequest } from '@carzone/web-kit';

/** Their verified number in its kept form, +8801…, or '' without one. */
export async function fetchOwnPhoneNumber(signal?: AbortSignal): Promise<string> {
  const me = await apiRequest('/me', { signal });
  return me.phoneNumber;
}
