// One car of a staff queue: a small photo, model, owner, description, since when it is in its
// state, staff's reason (hidden or rejected) and its bookings still to come, with the actions its
// state allows.
import { formatDhakaDateTimeIn, formatNumberIn, type ListingQueueEntry } from '@carzone/domain';
import {
  Button,
  Card,
  HStack,
  Image,
  Stack,
  Text,
  useLanguage,
  VisuallyHidden,
} from '@carzone/web-kit';
import { useT } from '../../locales/messages.ts';
import type { ListingAction } from './listing-action-dialog.tsx';

export function ListingCard({
  car,
  onAction,
}: {
  car: ListingQueueEntry;
  onAction: (action: ListingAction) => void;
}) {
  const t = useT();
  const language = useLanguage();
  const waiting = car.moderation.state === 'pendingReview';
  const name = [car.brand, car.carModel].filter(Boolean).join(' ');
  const actions: { action: ListingAction; label: string; palette: 'brand' | 'red' }[] = waiting
    ? [
        { action: 'approve', label: t('Approve'), palette: 'brand' },
        { action: 'reject', label: t('Reject'), palette: 'red' },
      ]
    : [{ action: 'restore', label: t('Restore'), palette: 'brand' }];
  return (
    <Card.Root as="li" size="sm">
      <Card.Body>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align="start">
          <Image
            src={car.thumbnailUrl || car.imageUrl}
            alt=""
            w={{ base: 'full', sm: '28' }}
            maxW="full"
            h={{ base: '40', sm: '20' }}
            objectFit="cover"
            rounded="md"
            flexShrink={0}
          />
          <Stack gap="1" minW="0" flex="1">
            <Text fontWeight="semibold" wordBreak="break-word">
              {name}
            </Text>
            <Text fontSize="sm" wordBreak="break-word">
              {t('Owner: {who}', { who: car.owner.name || car.owner.email })} ({car.owner.email})
            </Text>
            <Text fontSize="sm" color="fg.muted" lineClamp={3} wordBreak="break-word">
              {car.description}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {t('In this queue since {when}', {
                when: formatDhakaDateTimeIn(car.since, language),
              })}
            </Text>
            {car.moderation.reason && (
              <Text fontSize="sm" wordBreak="break-word">
                {t("Staff's reason: {reason}", { reason: car.moderation.reason })}
              </Text>
            )}
            <Text fontSize="sm">
              {t('Bookings still to come: {count}', {
                count: formatNumberIn(car.upcomingBookings, language),
              })}
            </Text>
            <HStack gap="2" wrap="wrap" pt="1">
              {actions.map(({ action, label, palette }) => (
                <Button
                  key={action}
                  size="sm"
                  variant={palette === 'red' ? 'outline' : 'solid'}
                  colorPalette={palette}
                  onClick={() => onAction(action)}
                >
                  {label} <VisuallyHidden>({name})</VisuallyHidden>
                </Button>
              ))}
            </HStack>
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
