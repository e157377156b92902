import { EmptyState, VStack } from '@carzone/web-kit';
import type { ReactNode } from 'react';

/** A friendly, centred sentence where a list of cars would be, and what to do next (`children`). */
export function EmptyMessage({
  icon,
  title,
  description,
  headingLevel = 2,
  children,
}: {
  icon: ReactNode;
  title: string;
  description?: string;
  /**
   * The title's heading level: 2 under a page's title, 3 inside a section (Home's Recent
   * Listings), so headings never skip a level.
   */
  headingLevel?: 2 | 3;
  /** Under the sentence: a link or a button that leads on (e.g. to add the first car). */
  children?: ReactNode;
}) {
  return (
    <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderRadius="lg">
      <EmptyState.Content>
        <EmptyState.Indicator>{icon}</EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title as={headingLevel === 2 ? 'h2' : 'h3'}>{title}</EmptyState.Title>
          {description && <EmptyState.Description>{description}</EmptyState.Description>}
        </VStack>
        {children}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
