import { Box, Container, Outlet, ScrollRestoration } from '@carzone/web-kit';
import { Footer } from './footer.tsx';
import { NavBar } from './nav-bar.tsx';
import { NavigationProgress } from './navigation-progress.tsx';

export function MainLayout() {
  return (
    <Box minH="100vh" display="flex" flexDirection="column">
      <NavigationProgress />
      <NavBar />
      {/* At least a screen tall, so the footer starts below the fold and never jumps down as a
          page's content arrives (no layout shift). */}
      <Container as="main" maxW="7xl" flex="1" minH="100vh" py="6">
        <Outlet />
      </Container>
      <Footer />
      <ScrollRestoration />
    </Box>
  );
}
