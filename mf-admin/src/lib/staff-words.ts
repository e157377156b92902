// How the console says a staff role and an audited action, in the page's language. An action the
// console has no words for yet shows as the API names it (`<area>.<act>`), never as nothing.
import type { StaffRole } from '@carzone/domain';
import type { AdminText } from '../locales/messages.ts';

export const ROLE_WORDS = {
  admin: 'Admin',
  support: 'Support',
} as const satisfies Record<StaffRole, AdminText>;

const ACTION_WORDS: Readonly<Record<string, AdminText>> = {
  'staff.signIn': 'Signed in',
  'staff.roleGranted': 'Gave a role',
  'staff.roleRemoved': 'Removed a role',
};

/** The words for an audited action, or undefined when the console has none (show the code). */
export const actionWords = (action: string): AdminText | undefined =>
  Object.hasOwn(ACTION_WORDS, action) ? ACTION_WORDS[action] : undefined;
