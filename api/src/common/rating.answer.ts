import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { Rating } from '@carzone/domain';

/**
 * A car's or a renter's stars; the class gives OpenAPI its schema. In common/, not reviews/: a
 * car's answer shows its rating too, and the cars module is below reviews.
 */
@ApiSchema({ name: 'Rating', description: 'The published reviews: their average and count.' })
export class RatingAnswer implements Rating {
  @ApiProperty({
    type: 'number',
    nullable: true,
    example: 4.6,
    description: 'To one decimal; null while there is no published review.',
  })
  average!: number | null;

  @ApiProperty({ type: 'integer', example: 12 })
  count!: number;
}
