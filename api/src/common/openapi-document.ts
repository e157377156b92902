// The API's OpenAPI description, as /api/docs serves it and as api/openapi.json keeps it (the
// contract the front ends' types are generated from: see openapi-contract.test.ts).
import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { withRefusalSchema } from './refusal-schema.js';

export function openApiDocument(app: INestApplication): OpenAPIObject {
  const description = new DocumentBuilder()
    .setTitle('CarZone API')
    .setDescription('Cars, sessions and contact messages for the CarZone car rental marketplace.')
    .setVersion('1.0')
    .addCookieAuth('session')
    .build();
  return withRefusalSchema(SwaggerModule.createDocument(app, description));
}
