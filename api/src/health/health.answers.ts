import { ApiProperty, ApiSchema } from '@nestjs/swagger';

/** The classes give OpenAPI the schemas of the health routes' answers. */
@ApiSchema({ name: 'Alive' })
export class AliveAnswer {
  @ApiProperty({ enum: ['ok'] })
  status!: 'ok';
}

@ApiSchema({ name: 'Healthy' })
export class HealthyAnswer {
  @ApiProperty({ enum: ['ok'] })
  status!: 'ok';

  @ApiProperty({ enum: ['up'] })
  database!: 'up';
}
