import { fileURLToPath } from 'node:url';
import { PASSWORD_RULES, PHONE_MESSAGES, PROFILE_PHOTO_MESSAGES } from '@carzone/domain';
import { catalogProblems } from '@carzone/web-testing';
import { describe, expect, it } from 'vitest';
import bn from './bn.ts';

describe("the shell's Bangla catalog", () => {
  it('has every text the code uses once, with the same placeholders, all in Bangla', () => {
    const sourceDir = fileURLToPath(new URL('..', import.meta.url));
    // The sign-up and reset-password pages show the domain's password and photo rules.
    const domainSrcDir = fileURLToPath(new URL('../../../packages/domain/src', import.meta.url));
    expect(
      catalogProblems(
        bn,
        [sourceDir, domainSrcDir],
        // The names of brands, a web address's scheme, and (the licence photo's hint) the picture
        // formats and megabytes, kept in Latin letters as the owner area keeps them.
        [
          ...['Google', 'Facebook', 'Instagram', 'LinkedIn', 'YouTube', 'X', 'https'],
          ...['JPEG', 'PNG', 'WebP', 'MB'],
        ],
      ),
    ).toEqual([]);
  });

  it("has the domain's rules the identity pages and the profile show (the photo's length limit has its own text)", () => {
    const shown = [
      ...PASSWORD_RULES.map((rule) => rule.message),
      PROFILE_PHOTO_MESSAGES.notHttps,
      PHONE_MESSAGES.invalid,
    ];
    expect(shown.filter((text) => !Object.hasOwn(bn, text))).toEqual([]);
  });
});
