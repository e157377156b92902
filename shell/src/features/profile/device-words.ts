import type { Translate } from '@carzone/web-kit';
import type { ShellText } from '../../locales/messages.ts';

// The API names a device and its browser in English words around the system's and browser's
// own names ('Windows computer', 'Unknown browser'; api/src/auth/device-of-user-agent.ts).

const KINDS: Record<string, ShellText> = {
  phone: '{os} phone',
  tablet: '{os} tablet',
  computer: '{os} computer',
  device: '{os} device',
};
const WHOLE_NAMES: readonly ShellText[] = [
  'Phone',
  'Tablet',
  'Computer',
  'Unknown device',
  'Unknown browser',
];

/** A device's or browser's name as the API gives it, in the page's language. */
export function deviceInWords(name: string, t: Translate<ShellText>): string {
  const whole = WHOLE_NAMES.find((known) => known === name);
  if (whole) return t(whole);
  const kind = / (phone|tablet|computer|device)$/.exec(name);
  return kind ? t(KINDS[kind[1]!]!, { os: name.slice(0, kind.index) }) : name;
}
