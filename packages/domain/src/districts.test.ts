import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DISTRICT_ID,
  DISTRICTS,
  districtById,
  districtFromLocation,
  isDistrictId,
  searchDistricts,
} from './districts.js';

const DISTRICTS_PER_DIVISION = {
  dhaka: 13,
  chattogram: 11,
  rajshahi: 8,
  khulna: 10,
  barishal: 6,
  sylhet: 4,
  rangpur: 8,
  mymensingh: 4,
};

describe('DISTRICTS', () => {
  it("lists Bangladesh's 64 districts once each, in English and Bangla", () => {
    expect(DISTRICTS).toHaveLength(64);
    expect(new Set(DISTRICTS.map(({ id }) => id)).size).toBe(64);
    for (const language of ['en', 'bn'] as const) {
      expect(new Set(DISTRICTS.map(({ names }) => names[language])).size).toBe(64);
    }
  });

  it('puts each in one of the eight divisions, with each division its number of districts', () => {
    const counts: Record<string, number> = {};
    for (const { division } of DISTRICTS) counts[division] = (counts[division] ?? 0) + 1;
    expect(counts).toEqual(DISTRICTS_PER_DIVISION);
  });

  it('gives each an id that is a lowercase slug, and a Bangla name in Bengali script', () => {
    for (const district of DISTRICTS) {
      expect(district.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(district.names.bn).toMatch(/^[\u0980-\u09FF]+$/);
      // One Unicode form, so a Bangla name is equal to itself however it was typed.
      expect(district.names.bn).toBe(district.names.bn?.normalize('NFC'));
    }
  });

  it('is sorted by English name', () => {
    const names = DISTRICTS.map(({ names }) => names.en);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('spells names as the government does today', () => {
    const names = DISTRICTS.map(({ names }) => names.en);
    expect(names).toEqual(
      expect.arrayContaining(['Chattogram', 'Cumilla', 'Barishal', 'Jashore', 'Bogura']),
    );
    expect(districtById('coxs-bazar')).toEqual({
      id: 'coxs-bazar',
      names: { en: "Cox's Bazar", bn: 'কক্সবাজার' },
      division: 'chattogram',
    });
    expect(districtById('chattogram')?.names.bn).toBe('চট্টগ্রাম');
    expect(districtById('dhaka')?.names.bn).toBe('ঢাকা');
  });
});

describe('districtById and isDistrictId', () => {
  it('know the ids and nothing else', () => {
    expect(districtById(DEFAULT_DISTRICT_ID)?.names.en).toBe('Dhaka');
    expect(districtById('chapai-nawabganj')?.names.en).toBe('Chapai Nawabganj');
    expect(districtById('Dhaka')).toBeUndefined();
    expect(districtById('constructor')).toBeUndefined();
    expect(isDistrictId('moulvibazar')).toBe(true);
    expect(isDistrictId('chittagong')).toBe(false);
    expect(isDistrictId('toString')).toBe(false);
    expect(isDistrictId(undefined)).toBe(false);
    expect(isDistrictId(7)).toBe(false);
  });
});

describe('districtFromLocation', () => {
  it.each([
    ['Gulshan, Dhaka', 'dhaka'],
    ['Agrabad, Chittagong', 'chattogram'],
    ['GEC Circle, Chattogram', 'chattogram'],
    ['Kandirpar, Comilla', 'cumilla'],
    ['Band Road, Barisal', 'barishal'],
    ['Chowrasta, Jessore', 'jashore'],
    ['Satmatha, BOGRA', 'bogura'],
    ["Kolatoli Road, Cox's Bazar", 'coxs-bazar'],
    ['Kolatoli Road, Cox’s Bazar', 'coxs-bazar'],
    ['Kolatoli Road, Coxs Bazar', 'coxs-bazar'],
    ['Zindabazar, Sylhet', 'sylhet'],
    ['Zindabazar, সিলেট', 'sylhet'],
    ['Shibganj, Chapai Nawabganj', 'chapai-nawabganj'],
    ['Sreemangal, Moulvibazar', 'moulvibazar'],
  ])('finds the district %j names: %s', (location, id) => {
    expect(districtFromLocation(location)).toBe(id);
  });

  it('prefers the district named last, as locations name the area first', () => {
    expect(districtFromLocation('Dhaka Road, Mymensingh')).toBe('mymensingh');
    expect(districtFromLocation('Sylhet Road, Feni')).toBe('feni');
    expect(districtFromLocation('ঢাকা রোড, ময়মনসিংহ')).toBe('mymensingh');
  });

  it('takes whole words only, so part of a place name is no district', () => {
    expect(districtFromLocation('Zindabazar')).toBe(DEFAULT_DISTRICT_ID);
    expect(districtFromLocation('Bazar Road, Sylhetpur')).toBe(DEFAULT_DISTRICT_ID);
    expect(districtFromLocation('Zindabazar, Feni')).toBe('feni');
    expect(districtFromLocation('Fenix Tower')).toBe(DEFAULT_DISTRICT_ID);
  });

  it('reads Bangla typed with a nukta letter as one code point or two', () => {
    expect(districtFromLocation('সাতমাথা, বগুড়া')).toBe('bogura');
    expect(districtFromLocation('সাতমাথা, বগু\u09DCা')).toBe('bogura');
  });

  it('falls back to Dhaka when no district is named', () => {
    expect(DEFAULT_DISTRICT_ID).toBe('dhaka');
    expect(districtFromLocation('Somewhere')).toBe('dhaka');
    expect(districtFromLocation('')).toBe('dhaka');
  });
});

describe('searchDistricts', () => {
  const ids = (text: string) => searchDistricts(text).map(({ id }) => id);

  it('offers every district for empty text', () => {
    expect(searchDistricts('')).toEqual(DISTRICTS);
    expect(searchDistricts('   ')).toEqual(DISTRICTS);
  });

  it('finds a name by any part of it, whatever its case, those that begin with it first', () => {
    expect(ids('pur')).toContain('rangpur');
    expect(ids('  RANG ')).toEqual(['rangamati', 'rangpur']);
    expect(ids('ra')).toEqual(
      expect.arrayContaining(['rajbari', 'rajshahi', 'rangamati', 'rangpur', 'narail']),
    );
    const found = ids('ra');
    expect(found.indexOf('rangpur')).toBeLessThan(found.indexOf('narail'));
    expect(found.slice(0, 4)).toEqual(['rajbari', 'rajshahi', 'rangamati', 'rangpur']);
  });

  it('finds a district by its Bangla name', () => {
    expect(ids('কক্স')).toEqual(['coxs-bazar']);
    expect(ids('সিলেট')).toEqual(['sylhet']);
  });

  it('finds a district by an older spelling', () => {
    expect(ids('comilla')).toEqual(['cumilla']);
    expect(ids('Chittagong')).toEqual(['chattogram']);
    expect(ids("cox's")).toEqual(['coxs-bazar']);
  });

  it('finds nothing for text in no name', () => {
    expect(searchDistricts('xyz')).toEqual([]);
  });
});
