// Typed access to units.json, the one list of CarZone's units (names, folders, default ports).
import units from '../units.json' with { type: 'json' };

export const UNITS = units;

/**
 * The remotes, keyed by what scripts and configuration call them (`catalog`, `booking`…). The
 * federation names are spelled out as literal types so contracts can be keyed by them.
 */
export const REMOTES = units.remotes as {
  catalog: (typeof units.remotes)['catalog'] & { name: 'mf_catalog' };
  marketing: (typeof units.remotes)['marketing'] & { name: 'mf_marketing' };
  booking: (typeof units.remotes)['booking'] & { name: 'mf_booking' };
  owner: (typeof units.remotes)['owner'] & { name: 'mf_owner' };
};
export type RemoteKey = keyof typeof REMOTES;
export type RemoteName = (typeof REMOTES)[RemoteKey]['name'];
