// Compile-time proof that the modules module-federation.config.ts exposes fit the shell's contract:
// if a route module or Home's sections drift from it, `tsc` fails here instead of the page in
// production.
import type { FitsContract } from '@carzone/federation/contracts';
import type * as about from '../features/about/about-route.tsx';
import type * as contact from '../features/contact/contact-route.tsx';
import type * as faq from '../features/faq/faq-route.tsx';
import type * as homeSections from '../features/home-sections/home-sections.tsx';

interface ExposedModules {
  'mf_marketing/home-sections': typeof homeSections;
  'mf_marketing/about-route': typeof about;
  'mf_marketing/faq-route': typeof faq;
  'mf_marketing/contact-route': typeof contact;
}

export const exposedModulesFitContract: FitsContract<ExposedModules> = true;
