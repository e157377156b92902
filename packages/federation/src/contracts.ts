// The typed contract of every module a remote exposes. The shell loads remotes only through these
// names, and each remote's federation config exposes exactly these paths, so a breaking change in
// either fails type-checking instead of production.
import type { ComponentType, ReactNode } from 'react';
import type { LoaderFunction, ShouldRevalidateFunction } from 'react-router-dom';

/** A page a remote owns: its data loader (when the page is loaded before it shows) and its view. */
export interface RouteModule {
  loader?: LoaderFunction;
  /** When the page's data need not be loaded again (e.g. only its own query string changed). */
  shouldRevalidate?: ShouldRevalidateFunction;
  Component: ComponentType;
}

export interface HomeSectionsProps {
  /** The catalog's Recent Listings, placed by the shell between marketing's sections. */
  recentListings: ReactNode;
}

export const REMOTES = {
  catalog: { name: 'mf_catalog', folder: 'mf-catalog', label: 'car catalog' },
  marketing: { name: 'mf_marketing', folder: 'mf-marketing', label: 'information pages' },
  booking: { name: 'mf_booking', folder: 'mf-booking', label: 'bookings' },
  owner: { name: 'mf_owner', folder: 'mf-owner', label: 'owner area' },
} as const;
export type RemoteKey = keyof typeof REMOTES;
export type RemoteName = (typeof REMOTES)[RemoteKey]['name'];

/** Every exposed module, keyed by the id the shell passes to the federation runtime. */
export interface RemoteModules {
  /** Home's Recent Listings: the shell runs its loader for the Home route and renders it between marketing's sections. */
  'mf_catalog/recent-listings': RouteModule;
  'mf_catalog/available-cars-route': RouteModule;
  'mf_catalog/car-details-route': RouteModule;
  'mf_marketing/home-sections': { default: ComponentType<HomeSectionsProps> };
  'mf_marketing/about-route': RouteModule;
  'mf_marketing/faq-route': RouteModule;
  'mf_marketing/contact-route': RouteModule;
  'mf_booking/my-bookings-route': RouteModule;
  'mf_owner/add-car-route': RouteModule;
  'mf_owner/my-cars-route': RouteModule;
  'mf_owner/update-car-route': RouteModule;
}
export type RemoteModuleId = keyof RemoteModules;

/** The exposes block of one remote, derived from the contract: `./recent-listings` → its file. */
export type ExposesOf<Name extends RemoteName> = {
  [Id in RemoteModuleId as Id extends `${Name}/${infer Path}` ? `./${Path}` : never]: string;
};

/** The runtime manifest the shell reads at start-up: where each remote's entry lives. */
export interface RuntimeConfig {
  remotes: Partial<Record<RemoteName, string>>;
  firebase: {
    apiKey: string;
    authDomain: string;
    projectId: string;
    /** Set only when the Auth emulator stands in for Firebase (local runs and tests). */
    authEmulatorUrl?: string;
  };
}
