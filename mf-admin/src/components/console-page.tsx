// The frame of every console page: its title (also the document's), what it is for, the console's
// sections, then the page itself.
import { Stack, useDocumentTitle } from '@carzone/web-kit';
import { PageHeader } from '@carzone/ui';
import type { ReactNode } from 'react';
import { ConsoleNav } from './console-nav.tsx';

export function ConsolePage({
  title,
  lead,
  children,
}: {
  title: string;
  lead: string;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <Stack gap="6" py={{ base: 4, md: 8 }}>
      <PageHeader title={title} lead={lead} align="start" />
      <ConsoleNav />
      {children}
    </Stack>
  );
}
