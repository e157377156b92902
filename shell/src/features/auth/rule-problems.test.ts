import { passwordProblem, PROFILE_PHOTO_MAX_LENGTH, profilePhotoProblem } from '@carzone/domain';
import { REFUSALS } from '@carzone/domain/refusals';
import { showBangla } from '@carzone/web-testing';
import { describe, expect, it } from 'vitest';
import { passwordProblemText, profilePhotoProblemText } from './rule-problems.ts';

const tooLongPhoto = `https://example.com/${'a'.repeat(PROFILE_PHOTO_MAX_LENGTH)}`;
const PHOTO_CODES = ['profilePhoto.notHttps', 'profilePhoto.tooLong'] as const;

describe('passwordProblemText', () => {
  it("says the domain's problems exactly as the domain writes them on an English page", () => {
    for (const problem of [
      passwordProblem('Ab1'),
      passwordProblem('ABCDEF1'),
      passwordProblem('abcdef1'),
    ]) {
      expect(problem).not.toBeNull();
      expect(passwordProblemText(problem!)).toBe(problem);
    }
  });

  it('says them in Bangla on a Bangla page', async () => {
    await showBangla();
    expect(passwordProblemText(passwordProblem('abcdef1')!)).toBe(
      'পাসওয়ার্ডে অন্তত একটি ইংরেজি বড় হাতের অক্ষর থাকতে হবে।',
    );
  });
});

describe('profilePhotoProblemText', () => {
  it("says each rule's code as the refusal table's English on an English page", () => {
    expect(profilePhotoProblem('http://example.com/me.png')).toBe('profilePhoto.notHttps');
    expect(profilePhotoProblem(tooLongPhoto)).toBe('profilePhoto.tooLong');
    for (const code of PHOTO_CODES) expect(profilePhotoProblemText(code)).toBe(REFUSALS[code].en);
  });

  it("and as the table's Bangla on a Bangla page, the length limit in Bengali digits", async () => {
    await showBangla();
    for (const code of PHOTO_CODES) expect(profilePhotoProblemText(code)).toBe(REFUSALS[code].bn);
    expect(profilePhotoProblemText('profilePhoto.tooLong')).toBe(
      'ছবির লিংক সর্বোচ্চ ২০৪৮ অক্ষরের হতে পারে।',
    );
  });
});
