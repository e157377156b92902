import { describe, expect, it } from 'vitest';
import { JSON_BODY_MESSAGES, MAX_JSON_DEPTH, jsonBodyProblem } from './json-body-guard.js';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('jsonBodyProblem', () => {
  it('lets ordinary bodies through, brackets and escapes inside strings included', () => {
    expect(jsonBodyProblem('{"name":"Rahim","tags":["a",{"b":[1,2]}]}')).toBeNull();
    expect(jsonBodyProblem(JSON.stringify({ text: '[[[[{{{{ "\\" \\\\u0000' }))).toBeNull();
    expect(jsonBodyProblem(nested(MAX_JSON_DEPTH))).toBeNull();
  });

  it('refuses nesting deeper than the limit, objects or lists', () => {
    expect(jsonBodyProblem(nested(MAX_JSON_DEPTH + 1))).toBe(JSON_BODY_MESSAGES.tooDeep);
    expect(jsonBodyProblem(`${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`)).toBe(
      JSON_BODY_MESSAGES.tooDeep,
    );
  });

  it('refuses a NUL character, escaped or raw, but not an escaped backslash before "u0000"', () => {
    expect(jsonBodyProblem(JSON.stringify({ name: 'Ra\u0000him' }))).toBe(
      JSON_BODY_MESSAGES.nulCharacter,
    );
    expect(jsonBodyProblem('{"name":"Ra\u0000him"}')).toBe(JSON_BODY_MESSAGES.nulCharacter);
    expect(jsonBodyProblem(JSON.stringify({ path: 'C:\\u0000' }))).toBeNull();
  });
});
