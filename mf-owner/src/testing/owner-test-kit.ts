// What the owner area's component tests share: the interactive kit loaded once, reading toasts,
// and stand-ins for the browser parts jsdom lacks or the API stub cannot answer (an upload goes
// through XMLHttpRequest, not fetch; previews are object URLs), and the owner's bookings as the
// API sends them.
import type { Car, CarListingInput, OwnerBooking } from '@carzone/domain';
import { TEST_OWNER_BOOKING } from '@carzone/domain/testing';
import { loadInteractive } from '@carzone/web-kit';
import { makeSessionUser } from '@carzone/web-testing';
import { act, screen } from '@testing-library/react';
import { beforeAll, beforeEach, vi } from 'vitest';

/**
 * Loads the dialogs' and upload's chunk before the first test, so they render at once instead of
 * suspending while Vite transforms Chakra, and gives every test object URLs for previews.
 */
export function prepareOwnerArea(): void {
  beforeAll(async () => {
    await loadInteractive();
  }, 60_000);
  beforeEach(() => {
    let next = 1;
    // jsdom has no object URLs; a preview only needs a distinct address per file.
    URL.createObjectURL = vi.fn(() => `blob:preview-${next++}`);
    URL.revokeObjectURL = vi.fn();
  });
}

/** The owner the area's tests sign in as. */
export const OWNER = makeSessionUser({ email: 'owner@example.com', displayName: 'Karim Owner' });

/**
 * A car's offer with its driver as the owner's tests fill it in and expect it sent: with a driver
 * or self-drive, $15 a day, $2.50 an hour of overtime, $8 a night away, nothing more out of town,
 * the fuel included, seven seats.
 */
export const DRIVER_OFFER = {
  driverOption: 'both',
  driverDailyRate: 15,
  overtimeHourlyRate: 2.5,
  nightHaltRate: 8,
  intercityDailySurcharge: 0,
  fuelPolicy: 'included',
  seats: 7,
} as const satisfies Partial<CarListingInput>;

/** The error message a control names as its own (aria-errormessage), if it shows one. */
export const errorMessageOf = (field: HTMLElement): string | null | undefined =>
  document.getElementById(field.getAttribute('aria-errormessage') ?? '')?.textContent;

/** A user without typing delays: web-testing's, as every unit's tests use. */
export { typist } from '@carzone/web-testing';

/**
 * The toasts on the page once there is one, each as its title and text together. Waits up to 5 s:
 * the toaster's code loads with the first toast, which takes a while when every test file is
 * transforming Chakra at once.
 */
export async function findToasts(): Promise<string[]> {
  // A busy machine (CI beside other work) has taken over 5 s to answer a form's action.
  const toasts = await screen.findAllByTestId('toast', {}, { timeout: 15_000 });
  return toasts.map((toast) => toast.textContent ?? '');
}

let nextBooking = 1;

/**
 * One of the owner's bookings of `car` as the API sends it (My Cars, a car's calendar; a request
 * is one still pending): Rahim Uddin's confirmed self-drive trip of 5 to 8 December 2026, $132,
 * without a pickup, a destination, price lines or a licence, with an id of its own; `overrides`
 * for the rest.
 */
export function makeOwnerBooking(
  car: Pick<Car, '_id'>,
  overrides: Partial<OwnerBooking> = {},
): OwnerBooking {
  return {
    ...TEST_OWNER_BOOKING,
    _id: `booking-${nextBooking++}`,
    carId: car._id,
    tripStage: overrides.bookingStatus === 'Pending' ? null : 'upcoming',
    ...overrides,
  };
}

/** A picture file of `size` bytes (the content is not read: the size is what the rules look at). */
export function pictureFile(name = 'car.jpg', type = 'image/jpeg', size = 2048): File {
  const file = new File(['picture'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** One upload the page started, as the stand-in XMLHttpRequest saw it; the test answers it. */
export interface FakeUpload {
  method: string;
  url: string;
  headers: Record<string, string>;
  withCredentials: boolean;
  body: unknown;
  aborted: boolean;
  /** Reports `loaded` of `total` bytes sent. */
  progress(loaded: number, total: number): void;
  /** Answers with `status` and a JSON body (a string is sent as it is: a proxy's error page). */
  respond(status: number, body: unknown): Promise<void>;
  /** Fails as the browser does when the server cannot be reached. */
  failNetwork(): Promise<void>;
}

/**
 * Replaces XMLHttpRequest for the current test; each upload the page starts is pushed onto the
 * returned list, for the test to drive. Restored after the test.
 */
export function fakeUploads(): FakeUpload[] {
  const uploads: FakeUpload[] = [];

  class FakeXMLHttpRequest {
    withCredentials = false;
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    /** No headers: an upload's answer is read from its body (`requestId`). */
    getResponseHeader(): string | null {
      return null;
    }
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private record: FakeUpload | null = null;
    private method = '';
    private url = '';
    private headers: Record<string, string> = {};

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }

    send(body: unknown) {
      // eslint-disable-next-line @typescript-eslint/no-this-alias -- the record answers for this request
      const xhr = this;
      this.record = {
        method: this.method,
        url: this.url,
        headers: this.headers,
        withCredentials: this.withCredentials,
        body,
        aborted: false,
        // Each answer is wrapped in act(): the page updates as it would in the browser.
        progress(loaded, total) {
          act(() => {
            xhr.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
          });
        },
        async respond(status, answer) {
          xhr.status = status;
          xhr.responseText = typeof answer === 'string' ? answer : JSON.stringify(answer);
          await act(async () => xhr.onload?.());
        },
        async failNetwork() {
          await act(async () => xhr.onerror?.());
        },
      };
      uploads.push(this.record);
    }

    abort() {
      if (this.record) this.record.aborted = true;
      this.onabort?.();
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeXMLHttpRequest);
  return uploads;
}
