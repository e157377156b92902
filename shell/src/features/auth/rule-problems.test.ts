import { passwordProblem, PROFILE_PHOTO_MAX_LENGTH, profilePhotoProblem } from '@carzone/domain';
import { showBangla } from '@carzone/web-testing';
import { describe, expect, it } from 'vitest';
import { ruleProblemText } from './rule-problems.ts';

const tooLongPhoto = `https://example.com/${'a'.repeat(PROFILE_PHOTO_MAX_LENGTH)}`;

describe('ruleProblemText', () => {
  it("says the domain's problems exactly as the domain writes them on an English page", () => {
    for (const problem of [
      passwordProblem('Ab1'),
      passwordProblem('ABCDEF1'),
      passwordProblem('abcdef1'),
      profilePhotoProblem('http://example.com/me.png'),
      profilePhotoProblem(tooLongPhoto),
    ]) {
      expect(problem).not.toBeNull();
      expect(ruleProblemText(problem!)).toBe(problem);
    }
  });

  it('says them in Bangla on a Bangla page, the length limit in Bengali digits', async () => {
    await showBangla();
    expect(ruleProblemText(passwordProblem('abcdef1')!)).toBe(
      'পাসওয়ার্ডে অন্তত একটি ইংরেজি বড় হাতের অক্ষর থাকতে হবে।',
    );
    expect(ruleProblemText(profilePhotoProblem(tooLongPhoto)!)).toBe(
      'ছবির লিংক সর্বোচ্চ ২০৪৮ অক্ষরের হতে পারে।',
    );
  });
});
