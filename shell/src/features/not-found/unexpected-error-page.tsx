import {
  Button,
  errorReferenceWords,
  Heading,
  routes,
  Stack,
  Text,
  useRouteError,
} from '@carzone/web-kit';
import { useEffect } from 'react';
import { useT } from '../../locales/messages.ts';

/** The last resort when something the route table did not expect goes wrong. */
export function UnexpectedErrorPage() {
  const error = useRouteError();
  const t = useT();
  const reference = errorReferenceWords(error);
  useEffect(() => console.error(error), [error]);
  return (
    <Stack role="alert" align="center" textAlign="center" py="16" px="4" gap="4">
      <Heading as="h1" size="2xl">
        {t('Something went wrong')}
      </Heading>
      <Text color="fg.muted">
        {t('We are sorry: this page could not be shown. Please try again.')}
      </Text>
      {/* What a person quotes to support: the failed request's log lines carry its id. */}
      {reference && <Text fontSize="sm">{reference}</Text>}
      <Button asChild colorPalette="brand">
        <a href={routes.home.getHref()}>{t('Go Back Home')}</a>
      </Button>
    </Stack>
  );
}
