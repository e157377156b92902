// The API's OpenAPI description, as /api/docs serves it and as api/openapi.json keeps it (the
// contract the front ends' types are generated from: see ../testing/contract-files.ts).
import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { withRefusalSchema } from './refusal-schema.js';

export function openApiDocument(app: INestApplication): OpenAPIObject {
  const description = new DocumentBuilder()
    .setTitle('CarZone API')
    .setDescription('Cars, sessions and contact messages for the CarZone car rental marketplace.')
    .setVersion('1.0')
    // Same origin as the site that calls it (its paths begin /api), wherever that is served.
    .addServer('/', 'The CarZone site itself.')
    // SESSION_COOKIE (auth/session-cookie.ts): the scheme the controllers' @ApiCookieAuth names.
    .addCookieAuth(
      'session',
      {
        type: 'apiKey',
        description:
          'The session cookie POST /api/jwt sets (HttpOnly): `session` over http://, `__Host-session` over HTTPS.',
      },
      'session',
    )
    .build();
  return withRefusalSchema(SwaggerModule.createDocument(app, description));
}
