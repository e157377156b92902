import { Stack, Text } from '@carzone/web-kit';
import type { ReactNode } from 'react';

/**
 * One of a car's lists of trips under its small heading (its upcoming bookings, its trips to
 * review): a list named by `label`, each trip an item of `children`.
 */
export function TripList({
  title,
  label,
  gap,
  children,
}: {
  title: string;
  label: string;
  /** The space between its trips. */
  gap: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="1.5">
      <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase">
        {title}
      </Text>
      <Stack as="ul" gap={gap} listStyleType="none" aria-label={label}>
        {children}
      </Stack>
    </Stack>
  );
}
