import { ApiSchema, OmitType } from '@nestjs/swagger';
import type { AnsweredBooking } from '@carzone/domain';
import { BookingAnswer } from '../../bookings/dto/booking.answers.js';

/** A booking as its car's owner is answered it: the renter's booking, without the renter's e-mail. */
@ApiSchema({ name: 'AnsweredBooking' })
export class AnsweredBookingAnswer
  extends OmitType(BookingAnswer, ['email'] as const)
  implements AnsweredBooking {}
