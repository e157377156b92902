// What the marketing remote exposes; the names and shapes are fixed by @carzone/federation/contracts.
export const federationOptions = {
  remote: 'marketing',
  exposes: {
    './home-sections': './src/features/home-sections/home-sections.tsx',
    './about-route': './src/features/about/about-route.tsx',
    './faq-route': './src/features/faq/faq-route.tsx',
    './contact-route': './src/features/contact/contact-route.tsx',
  },
  // What a first visit renders with this remote: the first-visit page preloads its files.
  firstRoutes: {
    '/': { modules: ['./home-sections'] },
    '/about': { modules: ['./about-route'] },
    '/faq': { modules: ['./faq-route'] },
    // Its form can be filled before the page is interactive; Send waits for it (useHydrated).
    '/contact': { modules: ['./contact-route'] },
  },
} as const;
