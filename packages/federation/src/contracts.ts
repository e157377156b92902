// The typed contract of every module a remote exposes. The shell loads remotes only through these
// names, and each remote's federation config exposes exactly these paths, so a breaking change in
// either fails type-checking instead of production.
import type { Car, TranslatedLanguage } from '@carzone/domain';
import type { ComponentType, ReactNode } from 'react';
import type { ActionFunction, LoaderFunction, ShouldRevalidateFunction } from 'react-router';
import type { RemoteName } from './units.ts';

/**
 * A page a remote owns: its data loader (when the page is loaded before it shows), its actions
 * and its view. `Props` are what the shell hands the view to compose other areas into it.
 */
export interface RouteModule<Props extends object = Record<string, never>> {
  loader?: LoaderFunction;
  /**
   * Its form submissions (React Router actions). A loader or action that fails with an API
   * refusal is shown for what it is by the shell: 401 → sign in and back, 403 → not allowed,
   * 404 → not found; any other failure → the area's "not available" fallback.
   */
  action?: ActionFunction;
  /** When the page's data need not be loaded again (e.g. only its own query string changed). */
  shouldRevalidate?: ShouldRevalidateFunction;
  Component: ComponentType<Props>;
}

/**
 * What a link to car details (`/car/:id`) may carry for the booking area, besides its address's
 * `?from=&to=` (YYYY-MM-DD, the dates a search was for), which its dialog starts with: with
 * `openBooking` as its history state (a list's Book Now), the dialog opens at once.
 */
export interface CarDetailsLinkState {
  openBooking?: boolean;
}

/** What the booking area needs to offer one car for booking. */
export interface BookingSlotProps {
  /** The car as its details page loaded it; the booking area takes the rest from the API. */
  car: Car;
}

/**
 * Car details (catalog) and the booking dialog (booking) meet here, not by importing each other:
 * the shell fills `BookingSlot` with the booking area's dialog, inside a region of its own, or
 * with a notice that booking is unavailable when that area is not deployed or fails.
 */
export interface CarDetailsProps {
  BookingSlot: ComponentType<BookingSlotProps>;
}

export interface HomeSectionsProps {
  /** The catalog's Recent Listings, placed by the shell between marketing's sections. */
  recentListings: ReactNode;
}

export { REMOTES, type RemoteKey, type RemoteName } from './units.ts';

/** Every exposed module, keyed by the id the shell passes to the federation runtime. */
export interface RemoteModules {
  /** Home's Recent Listings: the shell runs its loader for the Home route and renders it between marketing's sections. */
  /**
   * Home's Recent Listings. The shell starts its loader with Home's but shows the banner without
   * waiting for it, and renders Component inside React Router's <Await> of the loader's answer
   * (useAsyncValue), not as a route (useLoaderData).
   */
  'mf_catalog/recent-listings': RouteModule;
  'mf_catalog/available-cars-route': RouteModule;
  'mf_catalog/car-details-route': RouteModule<CarDetailsProps>;
  'mf_marketing/home-sections': { default: ComponentType<HomeSectionsProps> };
  'mf_marketing/about-route': RouteModule;
  'mf_marketing/faq-route': RouteModule;
  'mf_marketing/contact-route': RouteModule;
  /** Book Now and its 'Confirm Booking' dialog, for an available car; fills car details' slot. */
  'mf_booking/booking-dialog': { default: ComponentType<BookingSlotProps> };
  'mf_booking/my-bookings-route': RouteModule;
  'mf_owner/add-car-route': RouteModule;
  'mf_owner/my-cars-route': RouteModule;
  'mf_owner/update-car-route': RouteModule;
  'mf_owner/car-calendar-route': RouteModule;
  'mf_owner/requests-route': RouteModule;
  /** The operators' console (staff only: the shell serves it to no one else): its overview. */
  'mf_admin/overview-route': RouteModule;
  /** Who holds a staff role; an admin gives and removes them. */
  'mf_admin/staff-route': RouteModule;
  /** The audit log of staff actions, newest first, filtered by actor or target. */
  'mf_admin/audit-route': RouteModule;
  /** The reports people sent, oldest open first; staff resolve each with an action and a note. */
  'mf_admin/reports-route': RouteModule;
  /** The published reviews, shown or hidden, found by words; hide one for a published reason. */
  'mf_admin/reviews-route': RouteModule;
  /** The cars waiting for review, hidden or rejected; approve, reject or restore each. */
  'mf_admin/listings-route': RouteModule;
  /** Finance: payments held for review (accept, refuse) and refunds to follow; refunds by hand. */
  'mf_admin/payments-route': RouteModule;
  /** People found by e-mail, name or verified number, newest first. */
  'mf_admin/people-route': RouteModule;
  /** One person's account as staff read it; Suspend and Reinstate, each with a reason. */
  'mf_admin/person-route': RouteModule;
  /** A signed-in person's conversations with renters and owners, newest activity first. */
  'mf_messages/messages-route': RouteModule;
  /** One conversation (beside the list on a wide screen): its messages, bookings and Send. */
  'mf_messages/thread-route': RouteModule;
  /** A renter's first question to a car's owner; sent, it opens their conversation. */
  'mf_messages/ask-owner-route': RouteModule;
  /** Opens a booking's conversation (its car and renter) and goes there; no page of its own. */
  'mf_messages/booking-thread-route': RouteModule;
}
export type RemoteModuleId = keyof RemoteModules;

/**
 * A remote's compile-time proof (its `src/app/contract-check.ts`) that the modules it exposes fit
 * the contract. `Exposed` maps each id to the module's type (`typeof import('…')`); the result is
 * `true` when every id is in `RemoteModules` and its module has that shape, else `never`, so a
 * module that drifts fails `tsc` there instead of the page in production.
 */
export type FitsContract<Exposed> = keyof Exposed extends RemoteModuleId
  ? Exposed extends Pick<RemoteModules, keyof Exposed & RemoteModuleId>
    ? true
    : never
  : never;

/** The exposes block of one remote, derived from the contract: `./recent-listings` → its file. */
export type ExposesOf<Name extends RemoteName> = {
  [Id in RemoteModuleId as Id extends `${Name}/${infer Path}` ? `./${Path}` : never]: string;
};

/** The runtime manifest the shell reads at start-up: where each remote's entry lives. */
export interface RuntimeConfig {
  remotes: Partial<Record<RemoteName, string>>;
  /**
   * Remotes loaded only when a page of theirs is opened (units.json's `onDemand`: the staff's
   * console): a page that names none of its first routes' remotes preloads every entry but these.
   */
  onDemandRemotes?: RemoteName[];
  firebase: {
    apiKey: string;
    authDomain: string;
    projectId: string;
    /** Set only when the Auth emulator stands in for Firebase (local runs and tests). */
    authEmulatorUrl?: string;
  };
  /**
   * Route path (`/cars/:email`) → what its page region says while its code and data load, in the
   * words of the remote that renders it (its first routes' `loading`, published with its build).
   */
  loadingTexts?: Record<string, string>;
  /**
   * The same in each other language, by language (`bn`), for a page in that language: the
   * translations the remote's build found in its catalogs. A route missing from a language's
   * texts (not translated yet) says its English there.
   */
  translatedLoadingTexts?: Partial<Record<TranslatedLanguage, Record<string, string>>>;
}
