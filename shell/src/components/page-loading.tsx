import { Center, Spinner, Text } from '@carzone/web-kit';
import { useT } from '../locales/messages.ts';

/** What the page region shows while a page's code and data load on a first visit. */
export function PageLoading() {
  const t = useT();
  return (
    <Center py="24">
      <Spinner size="xl" color="brand.solid" role="status" aria-label={t('Loading')} />
    </Center>
  );
}

/** A page region that says in words what it waits for (`loading.....`, a remote's own words). */
export function LoadingText({ text }: { text: string }) {
  return (
    <Center py="20">
      <Text>{text}</Text>
    </Center>
  );
}
