// What a visitor is told an area is called when it cannot be shown ("We could not load the car
// catalog."): the shell's words, since the remote that would say them is the one missing. A
// remote added to packages/federation/units.json fails type-check here until it is named.
import type { RemoteKey } from '@carzone/federation/units';
import type { ShellText } from '../../locales/messages.ts';

export const AREA_NAMES = {
  catalog: 'car catalog',
  marketing: 'information pages',
  booking: 'bookings',
  owner: 'owner area',
} as const satisfies Record<RemoteKey, ShellText>;
