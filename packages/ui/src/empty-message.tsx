import { EmptyState, VStack } from '@carzone/web-kit';
import type { ReactNode } from 'react';

/** A friendly, centred sentence where a list of cars would be, and what to do next (`children`). */
export function EmptyMessage({
  icon,
  title,
  description,
  children,
}: {
  icon: ReactNode;
  title: string;
  description?: string;
  /** Under the sentence: a link or a button that leads on (e.g. to add the first car). */
  children?: ReactNode;
}) {
  return (
    <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderRadius="lg">
      <EmptyState.Content>
        <EmptyState.Indicator>{icon}</EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{title}</EmptyState.Title>
          {description && <EmptyState.Description>{description}</EmptyState.Description>}
        </VStack>
        {children}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
