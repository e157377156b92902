// What a visitor is told an area is called when it cannot be shown ("We could not load the car
// catalog."): the shell's words, since the remote that would say them is the one missing. A
// remote added to packages/federation/units.json fails type-check here until it is named. Keyed
// by federation name, as a module's id starts (`mf_catalog/recent-listings`), so that a page
// need not download units.json to name an area.
import type { RemoteName } from '@carzone/federation/units';
import type { ShellText } from '../../locales/messages.ts';

export const AREA_NAMES = {
  mf_catalog: 'car catalog',
  mf_marketing: 'information pages',
  mf_booking: 'bookings',
  mf_owner: 'owner area',
  mf_admin: 'console',
  mf_messages: 'messages',
} as const satisfies Record<RemoteName, ShellText>;
