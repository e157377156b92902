import { Center, Heading, useDocumentTitle } from '@carzone/web-kit';

/** The spec's placeholder route: a greeting, nothing else. */
export function GreetingPage() {
  useDocumentTitle('Hello');
  return (
    <Center py="20">
      <Heading as="h1" size="2xl">
        Hello from CarZone!
      </Heading>
    </Center>
  );
}
