import {
  DEFAULT_SEATS,
  DEFAULT_TRIP_RULES,
  NO_ADVANCE,
  offersDriver,
  offersSelfDrive,
  type Car,
  type CarListingField,
  type CarListingInput,
  type CarStatus,
  type DriverOption,
  type FuelPolicy,
} from '@carzone/domain';
import { DEFAULT_DISTRICT_ID } from '@carzone/domain/districts';
import type { ChangeEvent } from 'react';

/** Where the car's picture comes from: a photo the owner uploads, or a web address. */
export type PictureSource = 'upload' | 'url';

/**
 * The car form's text fields as typed (the price and the trip rules too: they become numbers when
 * sent).
 */
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
  /** The trip rules (`TripRules`): the shortest and longest trip in days, the notice in hours. */
  minDays: string;
  maxDays: string;
  advanceNoticeHours: string;
  /** 'true': renters book at once; 'false': each booking is a request the owner answers. */
  instantBooking: 'true' | 'false';
  /** The share of the trip price renters pay ahead to book: '0' for none, else 10 to 50. */
  advancePercent: string;
  /** What the car offers: with its driver, self-driven, or either. */
  driverOption: DriverOption;
  /** The driver's rates as typed; sent (as numbers) only when a driver is offered. */
  driverDailyRate: string;
  overtimeHourlyRate: string;
  nightHaltRate: string;
  intercityDailySurcharge: string;
  /** Who pays the fuel of a trip with the driver; sent only when a driver is offered. */
  fuelPolicy: FuelPolicy;
  seats: string;
  /** A district's id (`@carzone/domain/districts`). */
  district: string;
  /** Self-drive renters need a driving licence on their profile; sent true only with self-drive. */
  licenceRequired: boolean;
  /**
   * Renters need a verified mobile number on their profile, with a driver or
   * self-drive alike; always sent.
   */
  requireVerifiedPhone: boolean;
}

/** The owner's yes-or-no rules, each a checkbox. */
export type CarListingCheckField = 'licenceRequired' | 'requireVerifiedPhone';

/** The fields typed or chosen as text (all but the checkboxes). */
export type CarListingTextField = Exclude<keyof CarListingValues, CarListingCheckField>;

/** A text control's name, value and change handler, as the car form binds them. */
export interface CarListingBinding {
  name: CarListingTextField;
  value: string;
  onChange: (
    event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
  ) => void;
}

/** What the form hands each group of its fields: a control's binding, and a field's message. */
export interface CarListingGroupProps {
  bind: (name: CarListingTextField) => CarListingBinding;
  errorOf: (field: CarListingField) => string | undefined;
}

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
  // A new car starts with the rules the API gives a car sent without them: any trip, from today.
  minDays: String(DEFAULT_TRIP_RULES.minDays),
  maxDays: String(DEFAULT_TRIP_RULES.maxDays),
  advanceNoticeHours: String(DEFAULT_TRIP_RULES.advanceNoticeHours),
  instantBooking: 'true',
  // As the API gives a car sent without it: no advance, a booking costs nothing to make.
  advancePercent: String(NO_ADVANCE),
  // The spec's flow: self-drive only, the common car's seats, a licence asked of self-drive
  // renters. The district follows the location typed until the owner picks one (the form).
  driverOption: 'self-drive',
  driverDailyRate: '',
  overtimeHourlyRate: '',
  nightHaltRate: '',
  intercityDailySurcharge: '',
  fuelPolicy: 'renter-pays',
  seats: String(DEFAULT_SEATS),
  district: DEFAULT_DISTRICT_ID,
  licenceRequired: true,
  // As the API gives a car sent without it: anyone may book, verified number or not.
  requireVerifiedPhone: false,
};

/** A rate as the form shows it: '' for none. */
const rateText = (rate: number | null) => (rate === null ? '' : String(rate));

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
    minDays: String(car.minDays),
    maxDays: String(car.maxDays),
    advanceNoticeHours: String(car.advanceNoticeHours),
    instantBooking: car.instantBooking === false ? 'false' : 'true',
    advancePercent: String(car.advancePercent ?? NO_ADVANCE),
    driverOption: car.driverOption,
    driverDailyRate: rateText(car.driverDailyRate),
    overtimeHourlyRate: rateText(car.overtimeHourlyRate),
    nightHaltRate: rateText(car.nightHaltRate),
    intercityDailySurcharge: rateText(car.intercityDailySurcharge),
    fuelPolicy: car.fuelPolicy ?? 'renter-pays',
    seats: String(car.seats),
    district: car.district,
    licenceRequired: car.licenceRequired,
    requireVerifiedPhone: car.requireVerifiedPhone,
  };
}

/**
 * '' stays missing (NaN) rather than becoming 0, so the price rule says it is missing (and a trip
 * rule that it is not a whole number).
 */
function numberOf(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/**
 * What the form sends: trimmed text, the price, the trip rules and the advance as numbers (always,
 * so an update says them as the form shows them), the offer (the driver's rates and fuel only when a
 * driver is offered, else null; the licence only with self-drive, else false; the verified mobile
 * number always), and the picture from the chosen source only (an image URL or an uploaded photo's
 * id, never both). Never an e-mail or a name: the server takes the owner from the session.
 */
export function listingInputOf(
  values: CarListingValues,
  picture: { source: PictureSource; photoId: string | null },
): CarListingInput {
  const withDriver = offersDriver(values);
  const input: CarListingInput = {
    carModel: values.carModel.trim(),
    brand: values.brand.trim(),
    dailyRentalPrice: numberOf(values.dailyRentalPrice),
    bookingStatus: values.bookingStatus as CarStatus,
    registrationNumber: values.registrationNumber.trim(),
    features: values.features.trim(),
    description: values.description.trim(),
    location: values.location.trim(),
    minDays: numberOf(values.minDays),
    maxDays: numberOf(values.maxDays),
    advanceNoticeHours: numberOf(values.advanceNoticeHours),
    instantBooking: values.instantBooking !== 'false',
    advancePercent: numberOf(values.advancePercent),
    driverOption: values.driverOption,
    driverDailyRate: withDriver ? numberOf(values.driverDailyRate) : null,
    overtimeHourlyRate: withDriver ? numberOf(values.overtimeHourlyRate) : null,
    nightHaltRate: withDriver ? numberOf(values.nightHaltRate) : null,
    intercityDailySurcharge: withDriver ? numberOf(values.intercityDailySurcharge) : null,
    fuelPolicy: withDriver ? values.fuelPolicy : null,
    seats: numberOf(values.seats),
    district: values.district,
    licenceRequired: offersSelfDrive(values) && values.licenceRequired,
    requireVerifiedPhone: values.requireVerifiedPhone,
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
  'minDays',
  'maxDays',
  'advanceNoticeHours',
  'instantBooking',
  'advancePercent',
  'driverOption',
  'driverDailyRate',
  'overtimeHourlyRate',
  'nightHaltRate',
  'intercityDailySurcharge',
  'fuelPolicy',
  'seats',
  'district',
  'licenceRequired',
  'requireVerifiedPhone',
];
