import { describe, expect, it } from 'vitest';
import { REFUSALS } from '@carzone/domain/refusals';
import { MAX_JSON_DEPTH, jsonBodyProblem } from './json-body-guard.js';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('jsonBodyProblem', () => {
  it('lets ordinary bodies through, brackets and escapes inside strings included', () => {
    expect(jsonBodyProblem('{"name":"Rahim","tags":["a",{"b":[1,2]}]}')).toBeNull();
    expect(jsonBodyProblem(JSON.stringify({ text: '[[[[{{{{ "\\" \\\\u0000' }))).toBeNull();
    expect(jsonBodyProblem(nested(MAX_JSON_DEPTH))).toBeNull();
  });

  it('refuses nesting deeper than the limit, objects or lists', () => {
    expect(jsonBodyProblem(nested(MAX_JSON_DEPTH + 1))).toBe('jsonBody.tooDeep');
    expect(jsonBodyProblem(`${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`)).toBe('jsonBody.tooDeep');
  });

  it('refuses a NUL character, escaped or raw, but not an escaped backslash before "u0000"', () => {
    expect(jsonBodyProblem(JSON.stringify({ name: 'Ra\u0000him' }))).toBe('jsonBody.nulCharacter');
    expect(jsonBodyProblem('{"name":"Ra\u0000him"}')).toBe('jsonBody.nulCharacter');
    expect(jsonBodyProblem(JSON.stringify({ path: 'C:\\u0000' }))).toBeNull();
  });

  it('says its limit in the words the answer gives', () => {
    expect(REFUSALS['jsonBody.tooDeep'].en).toContain(`at most ${MAX_JSON_DEPTH} levels`);
  });
});
