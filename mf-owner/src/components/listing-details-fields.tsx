import type { CarStatus } from '@carzone/domain';
import { Input, SimpleGrid, Textarea } from '@carzone/web-kit';
import { FormField, SelectField, TextField } from '@carzone/ui';
import { useT, type OwnerText } from '../locales/messages.ts';
import type { CarListingGroupProps } from './car-listing-values.ts';

const STATUS_OPTIONS: { value: CarStatus; label: OwnerText }[] = [
  { value: 'available', label: 'Available' },
  { value: 'unavailable', label: 'Unavailable' },
];

/**
 * What the listing says of the car: model, brand, daily price, availability, registration,
 * location, features and description (its picture is a field of its own, `CarPictureField`).
 */
export function ListingDetailsFields({ bind, errorOf }: CarListingGroupProps) {
  const t = useT();
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <TextField
          label={t('Car Model')}
          required
          placeholder="Toyota Axio"
          error={errorOf('carModel')}
          {...bind('carModel')}
        />
        <FormField
          label={t('Brand')}
          error={errorOf('brand')}
          hint={t('Optional; renters can search the catalogue by brand.')}
        >
          <Input placeholder="Toyota" {...bind('brand')} />
        </FormField>
        <TextField
          label={t('Daily Rental Price')}
          required
          type="number"
          inputMode="decimal"
          min="0"
          step="0.01"
          placeholder="45"
          error={errorOf('dailyRentalPrice')}
          {...bind('dailyRentalPrice')}
        />
        <SelectField
          label={t('Availability')}
          required
          error={errorOf('bookingStatus')}
          options={[
            { value: '', label: t('Select availability') },
            ...STATUS_OPTIONS.map(({ value, label }) => ({ value, label: t(label) })),
          ]}
          {...bind('bookingStatus')}
        />
        <TextField
          label={t('Registration Number')}
          required
          placeholder="DHAKA-METRO-GA-12-3456"
          error={errorOf('registrationNumber')}
          {...bind('registrationNumber')}
        />
        <TextField
          label={t('Location')}
          required
          placeholder={t('Gulshan, Dhaka')}
          error={errorOf('location')}
          {...bind('location')}
        />
      </SimpleGrid>
      <FormField
        label={t('Features')}
        error={errorOf('features')}
        hint={t('Separate them with commas.')}
      >
        <Input placeholder={t('GPS, AC, Bluetooth')} {...bind('features')} />
      </FormField>
      <FormField label={t('Description')} error={errorOf('description')}>
        <Textarea
          rows={4}
          placeholder={t('What makes this car good to rent?')}
          {...bind('description')}
        />
      </FormField>
    </>
  );
}
