import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import {
  type ListingModerated,
  type ListingQueueEntry,
  type ListingQueuePage,
  type Moderation,
  MODERATION_STATES,
  type ModerationState,
  type OwnerCar,
} from '@carzone/domain';
import { CarAnswer } from './car.answers.js';

@ApiSchema({
  name: 'Moderation',
  description: "A car's standing with staff, as its owner reads it.",
})
export class ModerationAnswer implements Moderation {
  @ApiProperty({
    enum: MODERATION_STATES,
    description:
      'Only a published car is shown to anyone but its owner: pendingReview waits for staff (listing review on), rejected was refused, hidden was taken down.',
  })
  state!: ModerationState;

  @ApiProperty({
    type: 'string',
    nullable: true,
    description: "Staff's reason for a rejection or a hiding; null otherwise.",
  })
  reason!: string | null;
}

@ApiSchema({ name: 'OwnerCar', description: 'A car as its owner reads it, with its standing.' })
export class OwnerCarAnswer extends CarAnswer implements OwnerCar {
  @ApiProperty({ type: ModerationAnswer })
  moderation!: Moderation;
}

@ApiSchema({ name: 'ListingOwner' })
export class ListingOwnerAnswer {
  @ApiProperty()
  email!: string;

  @ApiProperty({ description: 'May be empty.' })
  name!: string;
}

@ApiSchema({ name: 'ListingQueueEntry', description: 'A car in one of the staff queues.' })
export class ListingQueueEntryAnswer implements ListingQueueEntry {
  @ApiProperty({ format: 'uuid' })
  _id!: string;

  @ApiProperty()
  carModel!: string;

  @ApiProperty({ description: 'May be empty.' })
  brand!: string;

  @ApiProperty()
  description!: string;

  @ApiProperty()
  imageUrl!: string;

  @ApiProperty()
  thumbnailUrl!: string;

  @ApiProperty({ type: ListingOwnerAnswer })
  owner!: { email: string; name: string };

  @ApiProperty({ type: ModerationAnswer })
  moderation!: Moderation;

  @ApiProperty({ format: 'date-time', description: 'When it entered its state.' })
  since!: string;

  @ApiProperty({
    type: 'integer',
    description: 'Its bookings and requests still to come or under way: they stay.',
  })
  upcomingBookings!: number;
}

@ApiSchema({ name: 'ListingQueuePage' })
export class ListingQueuePageAnswer implements ListingQueuePage {
  @ApiProperty({ type: [ListingQueueEntryAnswer], description: 'Oldest in its state first.' })
  cars!: ListingQueueEntry[];
}

@ApiSchema({ name: 'ListingModerated', description: "A car's standing after a staff action." })
export class ListingModeratedAnswer implements ListingModerated {
  @ApiProperty({ format: 'uuid' })
  _id!: string;

  @ApiProperty({ type: ModerationAnswer })
  moderation!: Moderation;
}
