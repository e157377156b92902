import { StrictMode, startTransition, type ReactNode } from 'react';
import {
  followLinksInHtmlOnlyParts,
  markFirstScreenTakeOver,
  prepareStyleSystem,
  showLanguage,
  yieldToBrowser,
} from '@carzone/web-kit';
import { loadRuntimeConfig } from '../config/runtime-config.ts';
import { startAuth } from '../lib/auth/auth-loader.ts';
import { initialLanguage, markDocumentLanguage } from '../lib/language/language-choice.ts';
import { registerRemoteEntries } from '../lib/remotes/load-remote-module.ts';
import { registerLoadingTexts } from '../lib/remotes/remote-loading-texts.ts';
import { AppFrame } from './app-frame.tsx';
import { takeFirstScreen } from './first-screen.ts';
import { createAppRouter } from './router.tsx';

// React DOM's client evaluates in one piece (about 30 ms on a throttled phone): fetched from here,
// it runs in a task of its own rather than in the shared file's long one or this one's.
const reactDomClient = import('react-dom/client');
// Awaited below, where a failure is reported; until then it must not count as unhandled.
reactDomClient.catch(() => undefined);
const container = document.getElementById('root')!;
/** The route's first screen, when the page came with it rendered ahead of time (src/prerender/). */
const firstScreen = takeFirstScreen(container);
const language = initialLanguage();
markDocumentLanguage(language);
/**
 * The servers send a first screen in the language this page starts in, where the build rendered
 * one in it; React takes over a screen in another language by rendering anew over it.
 */
let hydrating = firstScreen?.language === language ? firstScreen : undefined;

/** Runs `task` once the browser has nothing else to do (soon after, where it cannot say). */
function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 200);
}

/** Resolves once the router has run the first route's loaders (its code, and its data). */
function firstRouteLoaded(router: ReturnType<typeof createAppRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * A Suspense boundary a first screen holds in its fallback (a region rendered before its data) is
 * rendered by React in the browser, as the boundary in the HTML asks (React error 419). Anything
 * else reported while taking over the page is a real fault.
 */
function reportRecoverableError(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  if (/#419\b|could not finish this Suspense boundary/.test(message)) return;
  console.error(error);
}

try {
  const config = await loadRuntimeConfig();
  registerRemoteEntries(config.remotes);
  registerLoadingTexts(config.loadingTexts, config.translatedLoadingTexts);
  // Before the router, whose first loaders may need it (an identity page loads Firebase). With a
  // first screen, only once React has taken the page over (below).
  if (!hydrating) startAuth(config.firebase);
  if (language !== 'en') {
    // The page goes on in English if its language's words cannot be downloaded, over a screen in it.
    await showLanguage(language).catch((error: unknown) => {
      console.error(error);
      markDocumentLanguage('en');
      if (hydrating) startAuth(config.firebase);
      hydrating = undefined;
    });
  }
  await yieldToBrowser();
  const router = createAppRouter();
  await yieldToBrowser();
  // The theme's page-wide CSS comes with every page the servers write; the dev server's page has
  // none, and nothing renders before it is in.
  await prepareStyleSystem();
  await yieldToBrowser();
  const { createRoot, hydrateRoot } = await reactDomClient;
  const strict = (app: ReactNode) => <StrictMode>{app}</StrictMode>;
  const hydrated = hydrating;
  if (hydrated) {
    // React takes over the HTML as it is (hydration): the session is only looked at once it has,
    // since the first screen was rendered with authentication still loading.
    if (hydrated.ready) await firstRouteLoaded(router);
    // Parts that stay the server's HTML (HtmlOnly) have plain links: the router follows them.
    followLinksInHtmlOnlyParts((to, options) => void router.navigate(to, options));
    markFirstScreenTakeOver(true);
    const onMounted = () => {
      markFirstScreenTakeOver(false);
      hydrated.markInteractive();
      // The session's first state re-renders the nav at once (React never defers a store's
      // update), and with it hydrates whatever of the page is still waiting, in one long task
      // (190 ms on a throttled phone): it waits until the browser is idle.
      whenIdle(() => startAuth(config.firebase));
    };
    // As a transition, hydration yields to the browser every few milliseconds too.
    startTransition(() => {
      hydrateRoot(container, strict(<AppFrame router={router} onMounted={onMounted} />), {
        onRecoverableError: reportRecoverableError,
      });
    });
  } else {
    // As a transition, the first render yields to the browser every few milliseconds instead of
    // holding the main thread until the whole page is built (Total Blocking Time).
    const root = createRoot(container);
    const onMounted = () => firstScreen?.markInteractive();
    startTransition(() => root.render(strict(<AppFrame router={router} onMounted={onMounted} />)));
  }
} catch (error) {
  console.error(error);
  container.removeAttribute('aria-busy');
  // Without React: its client may be what could not be loaded.
  const alert = document.createElement('p');
  alert.setAttribute('role', 'alert');
  alert.style.cssText = 'font-family: sans-serif; padding: 2rem';
  alert.textContent = `CarZone could not start: ${error instanceof Error ? error.message : String(error)}`;
  container.replaceChildren(alert);
}
