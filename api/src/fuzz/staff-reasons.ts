// Bad bodies for a staff action that takes only staff's reason ({ reason }), as the suspension and
// the listing moderation routes do.
import fc from 'fast-check';
import { TRUST_LIMITS } from '@carzone/domain';
import {
  type BadRequest,
  asBrokenFieldsBody,
  asUnknownFieldBody,
  badJsonEnvelope,
  type Entries,
  requiredText,
  withBrokenFields,
  withUnknownKeys,
} from './arbitraries.js';

/**
 * A body made from `validReason` and broken one way: a missing, blank, too long or non-text
 * reason, an unknown field beside it, or broken JSON around it.
 */
export const badReasonBodies = (
  validReason: Entries,
): fc.Arbitrary<Pick<BadRequest, 'kind' | 'headers' | 'body'>> =>
  fc.oneof(
    {
      weight: 4,
      arbitrary: withBrokenFields(validReason, {
        reason: requiredText(TRUST_LIMITS.reasonMaxLength),
      }).map(asBrokenFieldsBody),
    },
    { weight: 2, arbitrary: withUnknownKeys(validReason, ['reason']).map(asUnknownFieldBody) },
    { weight: 3, arbitrary: badJsonEnvelope(validReason) },
  );
