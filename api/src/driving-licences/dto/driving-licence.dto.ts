import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, ValidateBy, type ValidationArguments } from 'class-validator';
import {
  DRIVING_LICENCE_LIMITS,
  type DrivingLicenceInput,
  drivingLicenceProblems,
  normalizeLicenceNumber,
} from '@carzone/domain';
import { says } from '../../common/refusal.js';

/**
 * The field's shape as the domain's rule has it (`drivingLicenceProblems`), else its refusal's
 * code. Whether the expiry is past or too far is the service's check, on the API's clock.
 */
const shapeProblem = (field: keyof DrivingLicenceInput, value: unknown) => {
  const problem = drivingLicenceProblems({ [field]: value })[field];
  return problem === 'licence.expired' || problem === 'licence.expiresTooFar' ? undefined : problem;
};

const KeepsLicenceRule = () =>
  ValidateBy({
    name: 'keepsLicenceRule',
    validator: {
      validate: (value: unknown, args?: ValidationArguments) =>
        shapeProblem(args?.property as keyof DrivingLicenceInput, value) === undefined,
      defaultMessage: (args?: ValidationArguments) =>
        shapeProblem(args?.property as keyof DrivingLicenceInput, args?.value) ??
        'licence.numberInvalid',
    },
  });

/** The body of `PUT /api/me/licence`: the licence as printed on it. */
export class DrivingLicenceDto implements DrivingLicenceInput {
  @ApiProperty({
    example: 'DK0123456C00001',
    minLength: DRIVING_LICENCE_LIMITS.numberMinLength,
    maxLength: DRIVING_LICENCE_LIMITS.numberMaxLength,
    description:
      'As printed: letters and digits (spaces, dashes and slashes between them are kept). Kept in capitals.',
  })
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? normalizeLicenceNumber(value) : value,
  )
  @IsDefined({ message: says('licence.numberInvalid') })
  @KeepsLicenceRule()
  number!: string;

  @ApiProperty({
    example: '2031-06-30',
    format: 'date',
    description: `The last day it is valid (YYYY-MM-DD): not past, at most ${DRIVING_LICENCE_LIMITS.maxYearsValid} years ahead.`,
  })
  @IsDefined({ message: says('licence.expiresOnInvalid') })
  @KeepsLicenceRule()
  expiresOn!: string;
}
