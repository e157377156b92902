import { applyDecorators } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiPayloadTooLargeResponse,
  ApiServiceUnavailableResponse,
} from '@nestjs/swagger';

const RESPONSE_OF_STATUS = {
  400: ApiBadRequestResponse,
  403: ApiForbiddenResponse,
  404: ApiNotFoundResponse,
  409: ApiConflictResponse,
  413: ApiPayloadTooLargeResponse,
  503: ApiServiceUnavailableResponse,
} as const;

/**
 * The refusals a route answers, in its description: for each status, what it means there (the
 * codes, `refusalDoc`). Their body is a refusal's, which the description adds to every 4xx
 * (withRefusalSchema).
 */
export const ApiRefusals = (
  descriptions: Partial<Record<keyof typeof RESPONSE_OF_STATUS, string>>,
) =>
  applyDecorators(
    ...Object.entries(descriptions).map(([status, description]) =>
      RESPONSE_OF_STATUS[Number(status) as keyof typeof RESPONSE_OF_STATUS]({ description }),
    ),
  );
