import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-rules.js';

describe('passwordProblem', () => {
  it('asks for six characters first', () => {
    expect(passwordProblem('Ab1')).toBe('Password must be at least 6 characters long.');
  });
  it('asks for a lowercase letter', () => {
    expect(passwordProblem('ABCDEF1')).toBe(
      'Password must include at least one lowercase letter..',
    );
  });
  it('asks for an uppercase letter', () => {
    expect(passwordProblem('abcdef1')).toBe(
      'Password must include at least one Uppercase letter..',
    );
  });
  it('accepts a password that keeps every rule', () => {
    expect(passwordProblem('Secret1')).toBeNull();
  });
});
