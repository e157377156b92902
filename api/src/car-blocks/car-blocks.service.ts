import { Clock } from '../clock/clock.js';
import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import {
  type BookedRange,
  type CarBlock,
  carBlockDatesProblem,
  dhakaToday,
  formatCalendarDateIn,
  type Language,
  type NewCarBlockInput,
} from '@carzone/domain';
import { sameEmail } from '../auth/same-email.js';
import type { SessionUser } from '../auth/session-user.js';
import { PG_EXCLUSION_VIOLATION, pgErrorCode } from '../database/pg-error.js';
import { refusal } from '../common/refusal.js';
import { CarBlocksRepository } from './car-blocks.repository.js';

/**
 * An owner's blocked days: only the car's owner sees, adds or removes them (403 for anyone else,
 * 404 for a car or block that does not exist). A block may not cover a booking that holds the car
 * (pending or confirmed), nor another block; bookings and the date search leave blocked nights
 * out (BookingsService, CarsRepository).
 */
@Injectable()
export class CarBlocksService {
  constructor(
    private readonly blocks: CarBlocksRepository,
    private readonly clock: Clock,
  ) {}

  async list(owner: SessionUser, carId: string, now = this.clock.now()): Promise<CarBlock[]> {
    ownersOnly(await this.blocks.findCar(carId), owner);
    return this.blocks.findUpcoming(carId, dhakaToday(now));
  }

  async add(
    owner: SessionUser,
    carId: string,
    input: NewCarBlockInput,
    now = this.clock.now(),
  ): Promise<CarBlock> {
    const range = { startDate: input.startDate, endDate: input.endDate };
    try {
      return await this.blocks.inTransaction(async (tx) => {
        ownersOnly(await tx.lockCar(carId), owner);
        const problem = carBlockDatesProblem(range, dhakaToday(now));
        if (problem) throw new BadRequestException(refusal(`carBlock.${problem}`));
        const booked = await tx.bookingsOver(carId, range, now);
        if (booked.length > 0)
          throw new ConflictException(
            refusal('carBlock.overBooking', (language) => ({ dates: datesIn(booked, language) })),
          );
        const blocked = await tx.blocksOver(carId, range);
        if (blocked.length > 0) throw overBlock(blocked);
        return tx.insert(carId, { ...range, note: input.note ?? '' });
      });
    } catch (error) {
      // Cannot happen under the car's lock; the database's constraint holds even without it.
      if (pgErrorCode(error) === PG_EXCLUSION_VIOLATION) throw overBlock([range]);
      throw error;
    }
  }

  async remove(
    owner: SessionUser,
    carId: string,
    blockId: string,
  ): Promise<{ deletedCount: number }> {
    return this.blocks.inTransaction(async (tx) => {
      ownersOnly(await tx.lockCar(carId), owner);
      if (!(await tx.delete(carId, blockId)))
        throw new NotFoundException(refusal('carBlock.blockNotFound'));
      return { deletedCount: 1 };
    });
  }
}

/** Goes on only for the car's owner: 404 when there is no car, 403 when it is someone else's. */
function ownersOnly(car: { ownerEmail: string } | null, owner: SessionUser): void {
  if (car === null) throw new NotFoundException(refusal('carListing.carNotFound'));
  if (!sameEmail(car.ownerEmail, owner.email))
    throw new ForbiddenException(refusal('carListing.notYourCar'));
}

const overBlock = (blocked: BookedRange[]) =>
  new ConflictException(
    refusal('carBlock.overBlock', (language) => ({ dates: datesIn(blocked, language) })),
  );

/** "05/06/2026 – 12/06/2026, 20/06/2026 – 22/06/2026", in the language's digits. */
function datesIn(ranges: readonly BookedRange[], language: Language): string {
  return ranges
    .map(
      ({ startDate, endDate }) =>
        `${formatCalendarDateIn(startDate, language)} – ${formatCalendarDateIn(endDate, language)}`,
    )
    .join(', ');
}
