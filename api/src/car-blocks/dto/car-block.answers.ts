import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { CarBlock } from '@carzone/domain';

/** Nights an owner keeps their car for themselves; the class gives OpenAPI its schema. */
@ApiSchema({ name: 'CarBlock', description: 'Nights the owner keeps the car: [start, end).' })
export class CarBlockAnswer implements CarBlock {
  @ApiProperty({ format: 'uuid' })
  _id!: string;

  @ApiProperty({ format: 'date', description: 'The first night kept, in Asia/Dhaka.' })
  startDate!: string;

  @ApiProperty({ format: 'date', description: 'The day the car can be had again (exclusive).' })
  endDate!: string;

  @ApiProperty({ description: "The owner's note; may be empty." })
  note!: string;
}

@ApiSchema({ name: 'CarBlockDeleted' })
export class CarBlockDeletedAnswer {
  @ApiProperty({ type: 'integer', enum: [1] })
  deletedCount!: number;
}
