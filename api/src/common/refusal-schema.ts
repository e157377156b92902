// The one error shape in the OpenAPI description: every refusal answer of every path points to
// it, with the declared codes as its `code`'s values (the table, @carzone/domain/refusals).
import type { OpenAPIObject } from '@nestjs/swagger';
import { REFUSALS } from '@carzone/domain/refusals';

const ERROR_SCHEMA = { $ref: '#/components/schemas/ApiError' };

export function withRefusalSchema(document: OpenAPIObject): OpenAPIObject {
  const codes = Object.keys(REFUSALS);
  document.components ??= {};
  document.components.schemas = {
    ...document.components.schemas,
    FieldRefusal: {
      type: 'object',
      description: 'Why one field of the body was refused.',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string', enum: codes },
        message: { type: 'string', description: "In the request's language." },
      },
    },
    ApiError: {
      type: 'object',
      description:
        "Every refusal and failure. `message` (and each field's) is in the request's language: the `carzone_language` cookie (`en` or `bn`), else Accept-Language, else English; `code` is the same in every language and never changes.",
      required: ['statusCode', 'error', 'code', 'message'],
      properties: {
        statusCode: { type: 'integer' },
        error: { type: 'string', example: 'Conflict' },
        code: { type: 'string', enum: codes, example: 'booking.overlap' },
        message: { type: 'string', example: 'These dates are already booked' },
        fields: {
          type: 'object',
          description: 'For a refused body: each refused field, by its name.',
          additionalProperties: { $ref: '#/components/schemas/FieldRefusal' },
        },
        requestId: {
          type: 'string',
          description:
            "The request's id, as in the X-Request-Id header: quote it to support to find its log lines.",
          example: '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e',
        },
      },
    },
  };
  for (const operations of Object.values(document.paths))
    for (const operation of Object.values(operations as Record<string, unknown>)) {
      const responses = (operation as { responses?: Record<string, { content?: unknown }> })
        .responses;
      for (const [status, response] of Object.entries(responses ?? {}))
        if (Number(status) >= 400 && !response.content)
          response.content = { 'application/json': { schema: ERROR_SCHEMA } };
    }
  return document;
}
