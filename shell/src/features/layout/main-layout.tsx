import { Box, Center, Container, Spinner } from '@chakra-ui/react';
import { useSession } from '@carzone/web-kit';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Footer } from './footer.tsx';
import { NavBar } from './nav-bar.tsx';

export function MainLayout() {
  const loading = useSession((session) => session.status === 'loading');
  return (
    <Box minH="100vh" display="flex" flexDirection="column">
      <NavBar />
      <Container as="main" maxW="7xl" flex="1" py="6">
        {loading ? (
          <Center py="24">
            <Spinner size="xl" color="brand.solid" aria-label="Loading" />
          </Center>
        ) : (
          <Outlet />
        )}
      </Container>
      <Footer />
      <ScrollRestoration />
    </Box>
  );
}
