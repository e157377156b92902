import {
  formatPriceIn,
  nameIn,
  offersDriver,
  offersSelfDrive,
  type Car,
  type DriverOption,
} from '@carzone/domain';
import { Badge, Stack, Text, useLanguage, Wrap } from '@carzone/web-kit';
import { useT } from '../locales/messages.ts';

type Translate = ReturnType<typeof useT>;

/** How the car is rented, as its cards and details page say it. */
export function driverOptionText(option: DriverOption, t: Translate): string {
  if (option === 'with-driver') return t('With driver');
  if (option === 'both') return t('With driver or self-drive');
  return t('Self-drive');
}

/**
 * What a car offers, in a line of small badges: with a driver or self-drive, its seats and its
 * district. Cards and the details page show the same line; it wraps on a narrow screen.
 */
export function CarOfferBadges({
  car,
  size = 'sm',
}: {
  car: Pick<Car, 'driverOption' | 'seats' | 'districtNames'>;
  size?: 'sm' | 'md';
}) {
  const t = useT();
  const language = useLanguage();
  // The API sends the district's names with the car, so no page of the catalog needs the list of
  // districts (`@carzone/domain/districts`, kept off a first visit).
  const district = nameIn(car.districtNames, language);
  return (
    <Wrap gap="1.5">
      <Badge size={size} variant="subtle" colorPalette="blue">
        {driverOptionText(car.driverOption, t)}
      </Badge>
      {car.seats > 0 && (
        <Badge size={size} variant="outline" colorPalette="gray">
          {t('{count, plural, one {# seat} other {# seats}}', { count: car.seats })}
        </Badge>
      )}
      {district && (
        <Badge size={size} variant="outline" colorPalette="gray">
          {t('{district} district', { district })}
        </Badge>
      )}
    </Wrap>
  );
}

/**
 * The driver's terms on the details page when the car comes with one (its daily rate for a
 * 10-hour day, overtime, night halt, out of town and fuel), the licence a self-drive renter needs,
 * and the verified mobile number every renter needs when the owner asks for one. A rate the owner
 * left out is not shown.
 */
export function CarDriverTerms({
  car,
}: {
  car: Pick<
    Car,
    | 'driverOption'
    | 'driverDailyRate'
    | 'overtimeHourlyRate'
    | 'nightHaltRate'
    | 'intercityDailySurcharge'
    | 'fuelPolicy'
    | 'licenceRequired'
    | 'requireVerifiedPhone'
  >;
}) {
  const t = useT();
  const language = useLanguage();
  const price = (amount: number) => formatPriceIn(amount, language);
  const lines: string[] = [];
  if (offersDriver(car)) {
    if (car.driverDailyRate !== null)
      lines.push(t('Driver: {price} a day (10 hours)', { price: price(car.driverDailyRate) }));
    if (car.overtimeHourlyRate !== null)
      lines.push(t('Overtime: {price} an hour', { price: price(car.overtimeHourlyRate) }));
    if (car.nightHaltRate !== null)
      lines.push(t('Night halt: {price} a night away', { price: price(car.nightHaltRate) }));
    if (car.intercityDailySurcharge !== null)
      lines.push(
        t('Out of town: {price} a day more', { price: price(car.intercityDailySurcharge) }),
      );
    if (car.fuelPolicy === 'included') lines.push(t('Fuel included'));
    if (car.fuelPolicy === 'renter-pays') lines.push(t('Fuel paid by the renter'));
  }
  const licence = car.licenceRequired && offersSelfDrive(car);
  const phone = car.requireVerifiedPhone;
  if (lines.length === 0 && !licence && !phone) return null;
  return (
    <Stack gap="2" fontSize="sm">
      {lines.length > 0 && (
        <Stack as="ul" gap="1" listStyleType="none" aria-label={t('Driver and fuel')}>
          {lines.map((line) => (
            <Text as="li" key={line}>
              {line}
            </Text>
          ))}
        </Stack>
      )}
      {licence && <Text>{t('Self-drive needs a driving licence on your profile')}</Text>}
      {phone && <Text>{t('Renters need a verified mobile number')}</Text>}
    </Stack>
  );
}
