import { Center, Spinner } from '@carzone/web-kit';

/** What the page region shows while a page's code and data load on a first visit. */
export function PageLoading() {
  return (
    <Center py="24">
      <Spinner size="xl" color="brand.solid" role="status" aria-label="Loading" />
    </Center>
  );
}
