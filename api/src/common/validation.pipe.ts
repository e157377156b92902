import {
  type ArgumentMetadata,
  BadRequestException,
  ValidationPipe,
  type ValidationError,
} from '@nestjs/common';

export const NOT_AN_OBJECT_MESSAGE = 'The request body must be a JSON object.';

/**
 * DTO validation for every route: unknown fields are refused rather than dropped, values are
 * transformed into the DTO class, and the messages are joined into one readable text.
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
      throw new BadRequestException(NOT_AN_OBJECT_MESSAGE);
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
  const fields = Object.fromEntries(refused.map((key) => [key, `Unknown field "${key}".`]));
  throw new BadRequestException({ message: Object.values(fields).join(' '), fields });
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
      new BadRequestException({
        message: validationMessage(errors),
        fields: fieldMessages(errors),
      }),
  });
}

/** Each refused top-level field's first message, so a form can show it next to that field. */
export function fieldMessages(errors: ValidationError[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const error of errors) {
    const [first] = messagesOf(error);
    if (first) fields[error.property] = asSentence(first);
  }
  return fields;
}

export function validationMessage(errors: ValidationError[]): string {
  // Each message reads as a sentence, so a toast can show them one after the other.
  const messages = errors.flatMap((error) => messagesOf(error)).map(asSentence);
  return messages.length > 0 ? [...new Set(messages)].join(' ') : 'The request is not valid.';
}

function messagesOf(error: ValidationError, parentPath = ''): string[] {
  const path = parentPath ? `${parentPath}.${error.property}` : error.property;
  const own = Object.entries(error.constraints ?? {}).map(([constraint, message]) =>
    constraint === 'whitelistValidation' ? `Unknown field "${path}".` : message,
  );
  const nested = (error.children ?? []).flatMap((child) => messagesOf(child, path));
  return [...own, ...nested];
}

function asSentence(message: string): string {
  const trimmed = message.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}
