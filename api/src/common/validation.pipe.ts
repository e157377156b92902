import {
  type ArgumentMetadata,
  BadRequestException,
  ValidationPipe,
  type ValidationError,
} from '@nestjs/common';
import { isRefusalCode } from '@carzone/domain/refusals';
import type { RefusedFields } from './api-error.js';
import { refusal, type Refused } from './refusal.js';

/**
 * DTO validation for every route: unknown fields are refused rather than dropped, values are
 * transformed into the DTO class, and each refused field answers its refusal (the decorators'
 * `message` is a refusal's code, `says(…)`), put in words by the exception filter.
 */
class ApiValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    // A missing body is validated as {} (so the answer names the missing fields); a body that
    // is JSON but not an object (an array, a string, null) cannot hold fields at all.
    const isDtoBody =
      metadata.type === 'body' &&
      typeof metadata.metatype === 'function' &&
      metadata.metatype !== Object;
    if (
      isDtoBody &&
      value !== undefined &&
      (value === null || typeof value !== 'object' || Array.isArray(value))
    ) {
      throw new BadRequestException(refusal('request.notAnObject'));
    }
    if (isDtoBody && value) refuseObjectMemberNames(value);
    return super.transform(value, metadata);
  }
}

/** Names class-transformer never copies onto a DTO, so the whitelist check never sees them. */
const OBJECT_MEMBER_NAMES = new Set(['prototype', ...Object.getOwnPropertyNames(Object.prototype)]);

/**
 * A body field named like a member every object has (`constructor`, `toString`, `__proto__`…)
 * is skipped by class-transformer before the unknown-field check runs, so it would be dropped
 * silently and the rest of the body accepted; refuse it as any other unknown field.
 */
function refuseObjectMemberNames(body: object): void {
  const refused = Object.keys(body).filter((key) => OBJECT_MEMBER_NAMES.has(key));
  if (refused.length === 0) return;
  const refusedFields = Object.fromEntries(
    refused.map((key) => [key, refusal('request.unknownField', { field: key })]),
  );
  throw new BadRequestException({ refusedFields } satisfies RefusedFields);
}

export function createValidationPipe(): ValidationPipe {
  return new ApiValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    transform: true,
    // One message per field: "Please enter your name." rather than every rule it broke.
    stopAtFirstError: true,
    exceptionFactory: (errors) =>
      new BadRequestException({ refusedFields: fieldRefusals(errors) } satisfies RefusedFields),
  });
}

/** Each refused top-level field's first refusal, so a form can show it next to that field. */
export function fieldRefusals(errors: ValidationError[]): Record<string, Refused> {
  const fields: Record<string, Refused> = {};
  for (const error of errors) {
    const [first] = refusalsOf(error);
    if (first) fields[error.property] = first;
  }
  return fields;
}

function refusalsOf(error: ValidationError, parentPath = ''): Refused[] {
  const path = parentPath ? `${parentPath}.${error.property}` : error.property;
  const own = Object.entries(error.constraints ?? {}).map(([constraint, message]) =>
    constraint === 'whitelistValidation'
      ? refusal('request.unknownField', { field: path })
      : // A decorator without a code of ours (class-validator's own English) says the field is
        // not valid, in our words; refusals.test.ts holds every DTO to codes.
        refusal(isRefusalCode(message) ? message : 'request.invalidField', { field: path }),
  );
  const nested = (error.children ?? []).flatMap((child) => refusalsOf(child, path));
  return [...own, ...nested];
}
