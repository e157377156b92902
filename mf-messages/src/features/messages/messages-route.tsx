// The messages remote's first page, exposed as `./messages-route`
// (a RouteModule in @carzone/federation/contracts): a start for the area's own pages.
import { Heading, Stack, Text, useDocumentTitle } from '@carzone/web-kit';
import { useT } from '../../locales/messages.ts';

export function Component() {
  const t = useT();
  useDocumentTitle(t('Messages'));
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        {t('Messages')}
      </Heading>
      <Text>{t('Nothing here yet.')}</Text>
    </Stack>
  );
}
