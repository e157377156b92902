export const MIN_PASSWORD_LENGTH = 6;

export const PASSWORD_RULES: ReadonlyArray<{
  test: (password: string) => boolean;
  message: string;
}> = [
  {
    test: (password) => password.length >= MIN_PASSWORD_LENGTH,
    message: 'Password must be at least 6 characters long.',
  },
  {
    test: (password) => /[a-z]/.test(password),
    message: 'Password must include at least one lowercase letter..',
  },
  {
    test: (password) => /[A-Z]/.test(password),
    message: 'Password must include at least one Uppercase letter..',
  },
];

/** The first rule the password breaks, or null when it keeps them all. */
export function passwordProblem(password: string): string | null {
  return PASSWORD_RULES.find((rule) => !rule.test(password))?.message ?? null;
}
