import { SectionHeader } from '@carzone/ui';
import { Box, laidOutWhenNear } from '@carzone/web-kit';
import { useId, type ReactNode } from 'react';

/**
 * One titled section of Home; the h2 names the section for assistive technology. Below the banner
 * and the search, so laid out as it nears the screen.
 */
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
    <Box as="section" aria-labelledby={headingId} style={laidOutWhenNear('640px')}>
      <SectionHeader id={headingId} title={title} lead={subtitle} />
      {children}
    </Box>
  );
}
