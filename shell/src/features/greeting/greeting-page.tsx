import { Center, Heading, useDocumentTitle } from '@carzone/web-kit';
import { useT } from '../../locales/messages.ts';

/** The spec's placeholder route: a greeting, nothing else. */
export function GreetingPage() {
  const t = useT();
  useDocumentTitle(t('Hello'));
  return (
    <Center py="20">
      <Heading as="h1" size="2xl">
        {t('Hello from CarZone!')}
      </Heading>
    </Center>
  );
}
