import { applyDecorators, Get, HttpCode, HttpStatus } from '@nestjs/common';
import { ApiOperation, ApiParam } from '@nestjs/swagger';

/**
 * A public read of one car (`car/:id`, `car/:id/quote`…), whichever module answers it: no session
 * asked for, a 200, and the `:id` described as the car's (checked by `carIdPipe`).
 */
export const PublicCarRead = (path: `car/:id${string}`, summary: string) =>
  applyDecorators(
    Get(path),
    ApiOperation({ summary, security: [] }),
    HttpCode(HttpStatus.OK),
    ApiParam({ name: 'id', format: 'uuid', description: "The car's _id." }),
  );
