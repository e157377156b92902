// One card of a console list (a person's cars and bookings, the payments to act on): its first
// line with a badge beside it, the smaller lines under it, and the buttons that act on it.
import { Card, HStack, Text } from '@carzone/web-kit';
import type { ReactNode } from 'react';

export function ListCard({
  title,
  badge,
  lines,
  actions,
}: {
  title: ReactNode;
  badge?: ReactNode;
  lines: ReactNode[];
  actions?: ReactNode;
}) {
  return (
    <Card.Root as="li" size="sm">
      <Card.Body gap="1">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="semibold" wordBreak="break-word">
            {title}
          </Text>
          {badge}
        </HStack>
        {lines.map((line, index) => (
          <Text key={index} fontSize="sm" color="fg.muted" wordBreak="break-word">
            {line}
          </Text>
        ))}
        {actions ? (
          <HStack gap="2" pt="2" wrap="wrap">
            {actions}
          </HStack>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
