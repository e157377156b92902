import { BadRequestException, Injectable } from '@nestjs/common';
import {
  type Language,
  type PriceLine,
  quoteBooking,
  quoteTrip,
  type TripChoices,
  tripChoiceProblem,
  tripTotalTooHigh,
} from '@carzone/domain';
import { CarsService } from '../cars/cars.service.js';
import { Clock } from '../clock/clock.js';
import { quoteLinesIn } from '../common/quote-line-words.js';
import { refusal } from '../common/refusal.js';

/**
 * What a trip would cost, line by line, before anyone books it: by the rule a booking is priced by
 * (quoteTrip), on the same today (Clock), so a quote and the booking of its trip agree.
 */
@Injectable()
export class TripQuoteService {
  constructor(
    private readonly cars: CarsService,
    private readonly clock: Clock,
  ) {}

  async quote(
    carId: string,
    range: { startDate: string; endDate: string },
    choices: TripChoices,
    language: Language,
    now = this.clock.now(),
  ): Promise<{ lines: PriceLine[]; totalPrice: number }> {
    // The car as car details read it (cached for a moment): a dialog asks again at each choice.
    const car = await this.cars.getCar(carId);
    const dates = quoteBooking(range, car.dailyRentalPrice, now);
    if (!dates.ok) throw new BadRequestException(refusal(`booking.${dates.reason}`));
    const problem = tripChoiceProblem(car, choices);
    if (problem) throw new BadRequestException(refusal(`booking.${problem}`));
    const { lines, totalPrice } = quoteTrip(car, dates.days, choices);
    if (tripTotalTooHigh({ totalPrice }))
      throw new BadRequestException(refusal('booking.totalTooHigh'));
    return { lines: quoteLinesIn(lines, language), totalPrice };
  }
}
