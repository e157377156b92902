import { REMOTES } from '@carzone/federation/units';
import { describe, expect, it } from 'vitest';
import { readRuntimeConfig } from './runtime-config.ts';

const entry = (key: string) => `/remotes/${key}/remoteEntry.js`;
/** Every remote of units.json at its default entry. */
const everyRemote = Object.fromEntries(
  Object.entries(REMOTES).map(([key, { name }]) => [name, entry(key)]),
);

describe('readRuntimeConfig', () => {
  it('points every remote at its default entry and Firebase at the emulator for local runs', () => {
    const config = readRuntimeConfig({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }, entry);
    expect(config.remotes).toEqual(everyRemote);
    expect(config.remotes).toMatchObject({ mf_catalog: '/remotes/catalog/remoteEntry.js' });
    expect(config.firebase).toMatchObject({
      projectId: 'demo-carzone',
      authEmulatorUrl: 'http://127.0.0.1:9099',
    });
  });

  it('moves a remote without a rebuild and leaves out the disabled ones', () => {
    const config = readRuntimeConfig(
      {
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
        REMOTE_CATALOG_URL: 'https://catalog.example.com/remoteEntry.js',
        DISABLED_REMOTES: 'booking, owner',
      },
      entry,
    );
    const { mf_booking: _booking, mf_owner: _owner, ...enabled } = everyRemote;
    expect(config.remotes).toEqual({
      ...enabled,
      mf_catalog: 'https://catalog.example.com/remoteEntry.js',
    });
  });

  it('names the remotes only their own pages load, and none once they are disabled', () => {
    const local = { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };
    expect(readRuntimeConfig(local, entry).onDemandRemotes).toEqual(['mf_admin', 'mf_messages']);
    const withoutConsole = readRuntimeConfig({ ...local, DISABLED_REMOTES: 'admin' }, entry);
    expect(withoutConsole.onDemandRemotes).toEqual(['mf_messages']);
    const withoutEither = readRuntimeConfig(
      { ...local, DISABLED_REMOTES: 'admin,messages' },
      entry,
    );
    expect(withoutEither).not.toHaveProperty('onDemandRemotes');
  });

  it('uses a real Firebase project when no emulator is given', () => {
    const config = readRuntimeConfig(
      {
        FIREBASE_API_KEY: 'key',
        FIREBASE_AUTH_DOMAIN: 'carzone.firebaseapp.com',
        FIREBASE_PROJECT_ID: 'carzone',
      },
      entry,
    );
    expect(config.firebase).toEqual({
      apiKey: 'key',
      authDomain: 'carzone.firebaseapp.com',
      projectId: 'carzone',
    });
  });

  it('names the missing Firebase settings', () => {
    expect(() => readRuntimeConfig({ FIREBASE_API_KEY: 'key' }, entry)).toThrow(
      'Missing Firebase configuration: FIREBASE_AUTH_DOMAIN, FIREBASE_PROJECT_ID',
    );
  });

  it('refuses the Auth emulator in production', () => {
    expect(() =>
      readRuntimeConfig(
        { CARZONE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' },
        entry,
      ),
    ).toThrow('refusing to use the Auth emulator');
  });
});
