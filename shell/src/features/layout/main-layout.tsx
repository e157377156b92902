import {
  Box,
  Container,
  Outlet,
  ScrollRestoration,
  UNTIL_HYDRATED_NOTE_ID,
  useHydrated,
  VisuallyHidden,
} from '@carzone/web-kit';
import { Footer } from './footer.tsx';
import { KeepScrollOnTakeOver } from './keep-scroll-on-take-over.tsx';
import { NavBar } from './nav-bar.tsx';
import { NavigationProgress } from './navigation-progress.tsx';
import { UnlessSuspended } from '../../components/suspended-page.tsx';
import { useT } from '../../locales/messages.ts';

/**
 * Where a scroll position is kept. Every page loaded afresh (typed, opened, reloaded) has React
 * Router's key "default", so by that key alone it would take the position of the last page loaded
 * afresh in the tab, often far down; keyed by its address, a reload keeps its own position and
 * another page opens at its top. Pages reached inside the site keep their own keys (Back and
 * Forward return to where they were).
 */
const scrollPositionKey = (location: { key: string; pathname: string; search: string }) =>
  location.key === 'default' ? `${location.pathname}${location.search}` : location.key;

/** What a control that waits for the scripts is described by (useUntilHydrated), until they run. */
function UntilHydratedNote() {
  const t = useT();
  const hydrated = useHydrated();
  if (hydrated) return null;
  return (
    <VisuallyHidden id={UNTIL_HYDRATED_NOTE_ID}>
      {t('Available once the page has loaded')}
    </VisuallyHidden>
  );
}

export function MainLayout() {
  return (
    <Box minH="100vh" display="flex" flexDirection="column">
      <NavigationProgress />
      <NavBar />
      {/* At least a screen tall, so the footer starts below the fold and never jumps down as a
          page's content arrives (no layout shift). */}
      <Container as="main" maxW="7xl" flex="1" minH="100vh" py="6">
        <UnlessSuspended>
          <Outlet />
        </UnlessSuspended>
      </Container>
      <Footer />
      <UntilHydratedNote />
      <KeepScrollOnTakeOver />
      <ScrollRestoration getKey={scrollPositionKey} />
    </Box>
  );
}
