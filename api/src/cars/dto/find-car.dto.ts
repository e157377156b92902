import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';

/** The `:id` of `GET /api/car/:id`. */
export class FindCarParams {
  @ApiProperty({ format: 'uuid', description: "The car's _id." })
  @IsUUID('all', {
    message: 'The car id is not valid: it should look like 3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01.',
  })
  id!: string;
}
