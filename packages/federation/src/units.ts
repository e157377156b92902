// Typed access to units.json, the one list of CarZone's units (names, folders, default ports).
import units from '../units.json' with { type: 'json' };

export const UNITS = units;

type RemotesInUnits = typeof units.remotes;

/**
 * The remotes, keyed by what scripts and configuration call them (`catalog`, `booking`…). A
 * remote's federation name is `mf_<key>` and its folder `mf-<key>` (units.test.ts holds every
 * entry to it), so the names are literal types, by which the contracts are keyed, without a line
 * here for each remote.
 */
export const REMOTES = units.remotes as {
  [Key in keyof RemotesInUnits]: RemotesInUnits[Key] & { name: `mf_${Key}`; folder: `mf-${Key}` };
};
export type RemoteKey = keyof typeof REMOTES;
export type RemoteName = (typeof REMOTES)[RemoteKey]['name'];
