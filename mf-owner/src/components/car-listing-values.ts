import type { Car, CarListingField, CarListingInput, CarStatus } from '@carzone/domain';

/** Where the car's picture comes from: a photo the owner uploads, or a web address. */
export type PictureSource = 'upload' | 'url';

/** The car form's text fields as typed (the price too: it becomes a number when sent). */
export interface CarListingValues {
  carModel: string;
  brand: string;
  dailyRentalPrice: string;
  /** '' until the owner picks one (the select's empty placeholder). */
  bookingStatus: CarStatus | '';
  registrationNumber: string;
  features: string;
  description: string;
  imageUrl: string;
  location: string;
}

export type CarListingTextField = keyof CarListingValues;

export const EMPTY_LISTING: CarListingValues = {
  carModel: '',
  brand: '',
  dailyRentalPrice: '',
  bookingStatus: '',
  registrationNumber: '',
  features: '',
  description: '',
  imageUrl: '',
  location: '',
};

/**
 * A car's values for the update form. A car whose picture is an uploaded photo has the API's copy
 * in `imageUrl`: that is not a web address the owner gave, so the URL field starts empty.
 */
export function listingValuesOf(car: Car): CarListingValues {
  return {
    carModel: car.carModel,
    brand: car.brand ?? '',
    dailyRentalPrice: String(car.dailyRentalPrice),
    bookingStatus: car.bookingStatus,
    registrationNumber: car.registrationNumber,
    features: car.features ?? '',
    description: car.description ?? '',
    imageUrl: car.photoId ? '' : (car.imageUrl ?? ''),
    location: car.location,
  };
}

/** '' stays missing (NaN) rather than becoming 0, so the price rule says it is missing. */
function priceOf(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/**
 * What the form sends: trimmed text, the price as a number, and the picture from the chosen source
 * only (an image URL or an uploaded photo's id, never both). Never an e-mail or a name: the server
 * takes the owner from the session.
 */
export function listingInputOf(
  values: CarListingValues,
  picture: { source: PictureSource; photoId: string | null },
): CarListingInput {
  const input: CarListingInput = {
    carModel: values.carModel.trim(),
    brand: values.brand.trim(),
    dailyRentalPrice: priceOf(values.dailyRentalPrice),
    bookingStatus: values.bookingStatus as CarStatus,
    registrationNumber: values.registrationNumber.trim(),
    features: values.features.trim(),
    description: values.description.trim(),
    location: values.location.trim(),
  };
  const imageUrl = values.imageUrl.trim();
  if (picture.source === 'url' && imageUrl) input.imageUrl = imageUrl;
  if (picture.source === 'upload' && picture.photoId) input.photoId = picture.photoId;
  return input;
}

/** The form's fields in the order they show, for focusing the first one refused. */
export const FIELD_ORDER: readonly CarListingField[] = [
  'carModel',
  'brand',
  'dailyRentalPrice',
  'bookingStatus',
  'registrationNumber',
  'features',
  'description',
  'imageUrl',
  'photoId',
  'location',
];
