import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import {
  BOOKING_STATUSES,
  type BookingStatus,
  type BookingThread,
  type InquirySent,
  type ThreadBooking,
  type ThreadDetails,
  type ThreadList,
  type ThreadMessage,
  type ThreadMessagesPage,
  type ThreadSummary,
} from '@carzone/domain';

/** The classes give OpenAPI the schemas of the threads' answers. */
@ApiSchema({ name: 'ThreadMessage', description: 'One message as either side reads it.' })
export class ThreadMessageAnswer implements ThreadMessage {
  @ApiProperty({ format: 'uuid' })
  _id!: string;

  @ApiProperty({ description: 'Whether the caller wrote it.' })
  mine!: boolean;

  @ApiProperty({
    description:
      'Its words as both sides read them: contact details hidden when it was sent before the renter had a confirmed booking of the car (never shown later).',
  })
  text!: string;

  @ApiProperty({ description: 'Whether contact details were hidden in it.' })
  masked!: boolean;

  @ApiProperty({ format: 'date-time', description: 'When it was sent.' })
  at!: string;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When its reader (the other side) opened it; null while unread.',
  })
  readAt!: string | null;
}

@ApiSchema({ name: 'InquirySent', description: 'An inquiry sent: its thread and the message.' })
export class InquirySentAnswer implements InquirySent {
  @ApiProperty({ format: 'uuid', description: 'The thread of the car and the caller.' })
  threadId!: string;

  @ApiProperty({ type: ThreadMessageAnswer })
  message!: ThreadMessage;
}

@ApiSchema({ name: 'ThreadCar', description: 'The car a thread is about.' })
export class ThreadCarAnswer {
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'null once deleted.' })
  _id!: string | null;

  @ApiProperty({ description: 'Its model as the thread keeps it.' })
  carModel!: string;
}

@ApiSchema({ name: 'ThreadWith', description: "The thread's other side." })
export class ThreadWithAnswer {
  @ApiProperty({ description: 'Their display name; may be empty. Never their e-mail.' })
  name!: string;
}

@ApiSchema({ name: 'ThreadLastMessage', description: "A thread's newest message." })
export class ThreadLastMessageAnswer {
  @ApiProperty({ description: 'As both sides read it (contact details maybe hidden).' })
  text!: string;

  @ApiProperty({ format: 'date-time' })
  at!: string;

  @ApiProperty({ description: 'Whether the caller wrote it.' })
  mine!: boolean;
}

@ApiSchema({ name: 'ThreadSummary', description: 'A thread as the list shows it.' })
export class ThreadSummaryAnswer implements ThreadSummary {
  @ApiProperty({ format: 'uuid' })
  _id!: string;

  @ApiProperty({ type: ThreadCarAnswer })
  car!: { _id: string | null; carModel: string };

  @ApiProperty({
    type: ThreadWithAnswer,
    description: 'The other side: the owner for the renter, the renter for the owner.',
  })
  with!: { name: string };

  @ApiProperty({
    type: ThreadLastMessageAnswer,
    nullable: true,
    description: 'null only for a thread opened from a booking with nothing written yet.',
  })
  lastMessage!: { text: string; at: string; mine: boolean } | null;

  @ApiProperty({
    type: 'integer',
    minimum: 0,
    description: "The other side's messages the caller has not read.",
  })
  unread!: number;
}

@ApiSchema({ name: 'ThreadList', description: "The caller's threads, newest activity first." })
export class ThreadListAnswer implements ThreadList {
  @ApiProperty({
    type: [ThreadSummaryAnswer],
    description: 'Both sides of the caller: as renter and as owner; at most the 200 newest.',
  })
  items!: ThreadSummary[];
}

@ApiSchema({
  name: 'ThreadBooking',
  description: "A booking or request of the thread's car by its renter.",
})
export class ThreadBookingAnswer implements ThreadBooking {
  @ApiProperty({ format: 'uuid' })
  _id!: string;

  @ApiProperty({ format: 'date', example: '2026-12-20' })
  startDate!: string;

  @ApiProperty({ format: 'date', example: '2026-12-23' })
  endDate!: string;

  @ApiProperty({ enum: BOOKING_STATUSES })
  status!: BookingStatus;

  @ApiProperty({ format: 'date-time', description: 'When it was asked for.' })
  at!: string;
}

@ApiSchema({ name: 'ThreadDetails', description: "A thread's heading." })
export class ThreadDetailsAnswer extends ThreadSummaryAnswer implements ThreadDetails {
  @ApiProperty({ enum: ['renter', 'owner'], description: "The caller's side in it." })
  side!: 'renter' | 'owner';

  @ApiProperty({
    description:
      'Whether new messages have contact details hidden: the renter has no confirmed booking of the car that is to come or under way.',
  })
  masking!: boolean;

  @ApiProperty({
    type: [ThreadBookingAnswer],
    description: 'Every booking and request of the car by the renter, any status, oldest first.',
  })
  bookings!: ThreadBooking[];
}

@ApiSchema({ name: 'ThreadMessagesPage', description: "A page of a thread's messages." })
export class ThreadMessagesPageAnswer implements ThreadMessagesPage {
  @ApiProperty({ type: [ThreadMessageAnswer], description: 'Oldest first within the page.' })
  items!: ThreadMessage[];

  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: "The `before` of the next (older) page; null at the thread's start.",
  })
  next!: string | null;
}

@ApiSchema({ name: 'BookingThread', description: "The thread of a booking's car and renter." })
export class BookingThreadAnswer implements BookingThread {
  @ApiProperty({ format: 'uuid' })
  threadId!: string;
}
