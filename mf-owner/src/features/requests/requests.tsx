import {
  formatCalendarDateIn,
  formatDollarsIn,
  formatNumberIn,
  type Language,
  type OwnerRequest,
  rentalDays,
  type RenterRecord,
} from '@carzone/domain';
import {
  announceRequestsChanged,
  Button,
  Card,
  DataList,
  HStack,
  Stack,
  Text,
  useDocumentTitle,
  useLanguage,
  useSendChange,
  type Translate,
} from '@carzone/web-kit';
import { CarImage, DataRow, EmptyMessage, PageHeader, PhoneVerifiedBadge } from '@carzone/ui';
import { PriceLines } from '@carzone/ui/price-lines';
import { useState } from 'react';
import { LuInbox } from 'react-icons/lu';
import { ReasonDialog } from '../../components/reason-dialog.tsx';
import { MessageRenterLink } from '../../components/message-renter.tsx';
import { ReportRenterButton } from '../../components/report-renter.tsx';
import { NoRenterLicence, RenterLicence } from '../../components/renter-licence.tsx';
import { destinationText, pickupText } from '../../components/trip-text.ts';
import { acceptRequest, declineRequest } from '../../lib/owner-cars-api.ts';
import { useT, type OwnerText } from '../../locales/messages.ts';

const MINUTE_MS = 60_000;

/** "5 hours left to answer", or minutes in the last hour. */
export function timeLeftText(
  expiresAt: string,
  t: Translate<OwnerText>,
  now: number = Date.now(),
): string {
  const minutes = Math.max(0, Math.floor((Date.parse(expiresAt) - now) / MINUTE_MS));
  if (minutes < 60)
    return t('{count, plural, one {# minute} other {# minutes}} left to answer', {
      count: minutes,
    });
  return t('{count, plural, one {# hour} other {# hours}} left to answer', {
    count: Math.floor(minutes / 60),
  });
}

/** An average of stars to one decimal in the language's digits: 4.5, 5.0; ৪.৫, ৫.০. */
const averageIn = (average: number, language: Language) =>
  average.toFixed(1).replace(/\d/g, (digit) => formatNumberIn(Number(digit), language));

/**
 * What the owner knows of a renter before answering: the owners' published reviews
 * of them and their completed trips, "★ 4.5 (3 reviews) · 5 completed trips", or that they are new.
 */
export function renterRecordText(
  record: RenterRecord,
  t: Translate<OwnerText>,
  language: Language,
): string {
  const { rating, completedTrips } = record;
  if (completedTrips === 0 && rating.count === 0) return t('New renter: no completed trips yet');
  const stars =
    rating.count > 0 && rating.average !== null
      ? t('★ {average} ({count, plural, one {# review} other {# reviews}})', {
          count: rating.count,
          average: averageIn(rating.average, language),
        })
      : t('Not reviewed yet');
  const trips = t('{count, plural, one {# completed trip} other {# completed trips}}', {
    count: completedTrips,
  });
  return `${stars} · ${trips}`;
}

const stayOf = (dates: { startDate: string; endDate: string }, language: Language) =>
  `${formatCalendarDateIn(dates.startDate, language)} – ${formatCalendarDateIn(dates.endDate, language)}`;

/**
 * The owner's booking requests, each a card (at every width: a phone shows one a row, a desk two):
 * the car, the dates, the days, the total, the renter's name, whether they have a verified mobile
 * number (never the number itself before the owner accepts) and record (their stars and completed
 * trips), the trip (with the car's driver or self-drive, the pickup, the destination, the price
 * line by line), the renter's driving licence on a self-drive trip when they have one, and how
 * long is left, with Accept, Decline, Message and Report renter. An answer loads the list again
 * and tells the nav's count.
 */
export function Requests({ requests }: { requests: readonly OwnerRequest[] }) {
  const t = useT();
  useDocumentTitle(t('Requests'));
  const [declining, setDeclining] = useState<OwnerRequest | null>(null);
  return (
    <Stack gap="6">
      <PageHeader
        title={t('Requests')}
        lead={t(
          'Renters asking to book your cars. Accept or decline each before its time runs out: unanswered, it expires and its dates are free again.',
        )}
        align="start"
      />
      {requests.length === 0 ? (
        <EmptyMessage icon={<LuInbox />} title={t('No requests are waiting for your answer.')} />
      ) : (
        <Stack
          as="ul"
          listStyleType="none"
          gap="4"
          display="grid"
          gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }}
          aria-label={t('Requests')}
        >
          {requests.map((request) => (
            <RequestCard key={request._id} request={request} onDecline={setDeclining} />
          ))}
        </Stack>
      )}
      {declining && (
        <ReasonDialog
          title={declining.currentDates ? t('Decline the new dates?') : t('Decline this request?')}
          details={`${declining.carModel}, ${declining.renterName || t('Unnamed renter')}`}
          reasonLabel={t('Reason (optional)')}
          required={false}
          actionLabel={t('Decline')}
          busyLabel={t('Declining...')}
          failureTitle={t('The request was not declined')}
          doneTitle={declining.currentDates ? t('Change declined') : t('Request declined')}
          send={(reason) => declineRequest(declining._id, reason)}
          onClose={() => setDeclining(null)}
        />
      )}
    </Stack>
  );
}

function RequestCard({
  request,
  onDecline,
}: {
  request: OwnerRequest;
  onDecline: (request: OwnerRequest) => void;
}) {
  const t = useT();
  const language = useLanguage();
  const { sending, send } = useSendChange();
  const renter = request.renterName || t('Unnamed renter');
  // A confirmed booking's new dates, rather than a new booking.
  const current = request.currentDates;
  const pickup = pickupText(request, language);
  const destination = destinationText(request, language);
  const accept = async () => {
    const outcome = await send(() => acceptRequest(request._id), {
      failure: {
        title: t('The request was not accepted'),
        description: t('Please try again later.'),
      },
      done: current
        ? {
            title: t('Change accepted'),
            description: t("{renter}'s booking of {carModel} now has the new dates.", {
              renter,
              carModel: request.carModel,
            }),
          }
        : {
            title: t('Request accepted'),
            description: t('{renter} has booked {carModel}.', {
              renter,
              carModel: request.carModel,
            }),
          },
      refresh: true,
    });
    if (outcome.sent) announceRequestsChanged();
  };
  return (
    <Card.Root as="li" variant="outline" overflow="hidden">
      <HStack align="start" gap="4" p="4">
        <CarImage
          src={request.imageUrl}
          alt={request.carModel}
          ratio={4 / 3}
          w={{ base: '24', sm: '32' }}
          flexShrink="0"
          borderRadius="md"
        />
        <Stack gap="2" minW="0">
          <Card.Title as="h2" fontSize="md">
            {request.carModel}
          </Card.Title>
          {current && <Text fontSize="sm">{t('Asks to change the dates of a booking')}</Text>}
          <Text fontSize="sm" color="orange.fg" fontWeight="medium">
            {timeLeftText(request.expiresAt, t)}
          </Text>
        </Stack>
      </HStack>
      <Card.Body pt="0" gap="4">
        <DataList.Root orientation="horizontal" gap="1.5" size="sm">
          <DataRow label={t('Renter')}>
            <HStack gap="2" flexWrap="wrap">
              <Text as="span">{renter}</Text>
              {request.renterPhoneVerified ? (
                <PhoneVerifiedBadge size="sm" />
              ) : (
                <Text as="span" color="fg.muted">
                  {t('No verified mobile number')}
                </Text>
              )}
            </HStack>
          </DataRow>
          <DataRow label={t("Renter's record")}>
            {renterRecordText(request.renterRecord, t, language)}
          </DataRow>
          {current && (
            <DataRow label={t('Confirmed dates')}>
              {`${stayOf(current, language)} (${formatDollarsIn(Number(current.totalPrice), language)})`}
            </DataRow>
          )}
          <DataRow label={current ? t('New dates') : t('Dates')}>
            {stayOf(request, language)}
          </DataRow>
          <DataRow label={t('Days')}>
            {t('{count, plural, one {# day} other {# days}}', {
              count: rentalDays(request.startDate, request.endDate),
            })}
          </DataRow>
          <DataRow label={t('Trip')}>
            {request.withDriver ? t("With the car's driver") : t('Self-drive (the renter drives)')}
          </DataRow>
          {pickup && <DataRow label={t('Pickup')}>{pickup}</DataRow>}
          {destination && <DataRow label={t('Destination')}>{destination}</DataRow>}
          <DataRow label={t('Total')} fontWeight="semibold">
            {formatDollarsIn(Number(request.totalPrice), language)}
          </DataRow>
        </DataList.Root>
        {request.renterLicence ? (
          <RenterLicence licence={request.renterLicence} renterName={request.renterName} />
        ) : (
          request.licenceRequired && !request.withDriver && <NoRenterLicence />
        )}
        <PriceLines lines={request.lines ?? []} label={t('Price breakdown')} collapsed />
        <HStack gap="3" flexWrap="wrap">
          <Button
            colorPalette="brand"
            loading={sending}
            loadingText={t('Accepting...')}
            aria-label={t('Accept the request of {renter} for {carModel}', {
              renter,
              carModel: request.carModel,
            })}
            onClick={() => void accept()}
          >
            {t('Accept')}
          </Button>
          <Button
            variant="outline"
            colorPalette="red"
            disabled={sending}
            aria-label={t('Decline the request of {renter} for {carModel}', {
              renter,
              carModel: request.carModel,
            })}
            onClick={() => onDecline(request)}
          >
            {t('Decline')}
          </Button>
          <MessageRenterLink bookingId={request._id} renterName={request.renterName} />
          <ReportRenterButton bookingId={request._id} renterName={request.renterName} />
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
