// A car's trip terms as the transactions that book it or change it read them with its row locked:
// its trip rules (how long, how far ahead) and its trip offer (a driver, the rates, fuel, where,
// the licence and the verified number it asks for). One list, so a new term is read by both.
import { cars } from './schema.js';

export const CAR_TRIP_TERMS_COLUMNS = {
  minDays: cars.minDays,
  maxDays: cars.maxDays,
  advanceNoticeHours: cars.advanceNoticeHours,
  driverOption: cars.driverOption,
  driverDailyRate: cars.driverDailyRate,
  overtimeHourlyRate: cars.overtimeHourlyRate,
  nightHaltRate: cars.nightHaltRate,
  intercityDailySurcharge: cars.intercityDailySurcharge,
  fuelPolicy: cars.fuelPolicy,
  district: cars.district,
  licenceRequired: cars.licenceRequired,
  requireVerifiedPhone: cars.requireVerifiedPhone,
};
