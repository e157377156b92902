import { Box, Container } from '@carzone/web-kit';
import { Outlet, ScrollRestoration } from 'react-router';
import { Footer } from './footer.tsx';
import { NavBar } from './nav-bar.tsx';
import { NavigationProgress } from './navigation-progress.tsx';

export function MainLayout() {
  return (
    <Box minH="100vh" display="flex" flexDirection="column">
      <NavigationProgress />
      <NavBar />
      <Container as="main" maxW="7xl" flex="1" py="6">
        <Outlet />
      </Container>
      <Footer />
      <ScrollRestoration />
    </Box>
  );
}
