// A car's standing with staff as its owner sees it on My Cars: nothing while it is published;
// otherwise a badge (waiting for review, rejected, hidden) and staff's reason, so the owner knows
// why renters do not see it.
import type { Car, Moderation, ModerationState } from '@carzone/domain';
import { Badge, Stack, Text } from '@carzone/web-kit';
import { useT } from '../../locales/messages.ts';

/** A car of My Cars: the API answers its standing with it (an older answer may not). */
export type OwnersCar = Car & { moderation?: Moderation };

const PALETTES: Record<Exclude<ModerationState, 'published'>, string> = {
  pendingReview: 'orange',
  rejected: 'red',
  hidden: 'gray',
};

export function ListingStanding({ car }: { car: OwnersCar }) {
  const t = useT();
  const moderation = car.moderation;
  if (!moderation || moderation.state === 'published') return null;
  const label = {
    pendingReview: t('Waiting for review'),
    rejected: t('Rejected'),
    hidden: t('Hidden'),
  }[moderation.state];
  return (
    <Stack gap="1" align="start">
      <Badge colorPalette={PALETTES[moderation.state]} variant="solid">
        {label}
      </Badge>
      {moderation.reason && (
        <Text fontSize="sm" color="fg.muted">
          {t('Reason: {reason}', { reason: moderation.reason })}
        </Text>
      )}
    </Stack>
  );
}
