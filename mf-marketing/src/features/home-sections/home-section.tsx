import { SectionHeader } from '@carzone/ui';
import { Box } from '@carzone/web-kit';
import { useId, type ReactNode } from 'react';

/** One titled section of Home; the h2 names the section for assistive technology. */
export function HomeSection({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId}>
      <SectionHeader id={headingId} title={title} lead={subtitle} />
      {children}
    </Box>
  );
}
