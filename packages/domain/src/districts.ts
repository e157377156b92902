// Bangladesh's 64 districts, in English and Bangla, each with its division: for a picker searched
// in either language, and to tell which district a car's free-text location is in. An entry point
// of its own (`@carzone/domain/districts`), so the site's first visit does not download the list.
// Names are spelt as the government has written them since 2018 (Chattogram, Cumilla, Barishal,
// Jashore, Bogura); the older spellings people still type are matched too.
import { nameIn, type Language, type Names } from './language.js';

export interface District {
  /** A slug of the English name, kept if the name is respelt: what is stored must still match. */
  id: string;
  /** Its name in each language that has written it (English always): see districtNameIn. */
  names: Names;
  /** Its division's id, a slug of the division's English name as a district's is ('barishal'). */
  division: string;
}

/** The capital: where a location that names no district ("Gulshan 2") most likely is. */
export const DEFAULT_DISTRICT_ID = 'dhaka';

export const DISTRICTS: readonly District[] = [
  { id: 'bagerhat', names: { en: 'Bagerhat', bn: 'বাগেরহাট' }, division: 'khulna' },
  { id: 'bandarban', names: { en: 'Bandarban', bn: 'বান্দরবান' }, division: 'chattogram' },
  { id: 'barguna', names: { en: 'Barguna', bn: 'বরগুনা' }, division: 'barishal' },
  { id: 'barishal', names: { en: 'Barishal', bn: 'বরিশাল' }, division: 'barishal' },
  { id: 'bhola', names: { en: 'Bhola', bn: 'ভোলা' }, division: 'barishal' },
  { id: 'bogura', names: { en: 'Bogura', bn: 'বগুড়া' }, division: 'rajshahi' },
  { id: 'brahmanbaria', names: { en: 'Brahmanbaria', bn: 'ব্রাহ্মণবাড়িয়া' }, division: 'chattogram' },
  { id: 'chandpur', names: { en: 'Chandpur', bn: 'চাঁদপুর' }, division: 'chattogram' },
  {
    id: 'chapai-nawabganj',
    names: { en: 'Chapai Nawabganj', bn: 'চাঁপাইনবাবগঞ্জ' },
    division: 'rajshahi',
  },
  { id: 'chattogram', names: { en: 'Chattogram', bn: 'চট্টগ্রাম' }, division: 'chattogram' },
  { id: 'chuadanga', names: { en: 'Chuadanga', bn: 'চুয়াডাঙ্গা' }, division: 'khulna' },
  { id: 'coxs-bazar', names: { en: "Cox's Bazar", bn: 'কক্সবাজার' }, division: 'chattogram' },
  { id: 'cumilla', names: { en: 'Cumilla', bn: 'কুমিল্লা' }, division: 'chattogram' },
  { id: 'dhaka', names: { en: 'Dhaka', bn: 'ঢাকা' }, division: 'dhaka' },
  { id: 'dinajpur', names: { en: 'Dinajpur', bn: 'দিনাজপুর' }, division: 'rangpur' },
  { id: 'faridpur', names: { en: 'Faridpur', bn: 'ফরিদপুর' }, division: 'dhaka' },
  { id: 'feni', names: { en: 'Feni', bn: 'ফেনী' }, division: 'chattogram' },
  { id: 'gaibandha', names: { en: 'Gaibandha', bn: 'গাইবান্ধা' }, division: 'rangpur' },
  { id: 'gazipur', names: { en: 'Gazipur', bn: 'গাজীপুর' }, division: 'dhaka' },
  { id: 'gopalganj', names: { en: 'Gopalganj', bn: 'গোপালগঞ্জ' }, division: 'dhaka' },
  { id: 'habiganj', names: { en: 'Habiganj', bn: 'হবিগঞ্জ' }, division: 'sylhet' },
  { id: 'jamalpur', names: { en: 'Jamalpur', bn: 'জামালপুর' }, division: 'mymensingh' },
  { id: 'jashore', names: { en: 'Jashore', bn: 'যশোর' }, division: 'khulna' },
  { id: 'jhalokati', names: { en: 'Jhalokati', bn: 'ঝালকাঠি' }, division: 'barishal' },
  { id: 'jhenaidah', names: { en: 'Jhenaidah', bn: 'ঝিনাইদহ' }, division: 'khulna' },
  { id: 'joypurhat', names: { en: 'Joypurhat', bn: 'জয়পুরহাট' }, division: 'rajshahi' },
  { id: 'khagrachhari', names: { en: 'Khagrachhari', bn: 'খাগড়াছড়ি' }, division: 'chattogram' },
  { id: 'khulna', names: { en: 'Khulna', bn: 'খুলনা' }, division: 'khulna' },
  { id: 'kishoreganj', names: { en: 'Kishoreganj', bn: 'কিশোরগঞ্জ' }, division: 'dhaka' },
  { id: 'kurigram', names: { en: 'Kurigram', bn: 'কুড়িগ্রাম' }, division: 'rangpur' },
  { id: 'kushtia', names: { en: 'Kushtia', bn: 'কুষ্টিয়া' }, division: 'khulna' },
  { id: 'lakshmipur', names: { en: 'Lakshmipur', bn: 'লক্ষ্মীপুর' }, division: 'chattogram' },
  { id: 'lalmonirhat', names: { en: 'Lalmonirhat', bn: 'লালমনিরহাট' }, division: 'rangpur' },
  { id: 'madaripur', names: { en: 'Madaripur', bn: 'মাদারীপুর' }, division: 'dhaka' },
  { id: 'magura', names: { en: 'Magura', bn: 'মাগুরা' }, division: 'khulna' },
  { id: 'manikganj', names: { en: 'Manikganj', bn: 'মানিকগঞ্জ' }, division: 'dhaka' },
  { id: 'meherpur', names: { en: 'Meherpur', bn: 'মেহেরপুর' }, division: 'khulna' },
  { id: 'moulvibazar', names: { en: 'Moulvibazar', bn: 'মৌলভীবাজার' }, division: 'sylhet' },
  { id: 'munshiganj', names: { en: 'Munshiganj', bn: 'মুন্সীগঞ্জ' }, division: 'dhaka' },
  { id: 'mymensingh', names: { en: 'Mymensingh', bn: 'ময়মনসিংহ' }, division: 'mymensingh' },
  { id: 'naogaon', names: { en: 'Naogaon', bn: 'নওগাঁ' }, division: 'rajshahi' },
  { id: 'narail', names: { en: 'Narail', bn: 'নড়াইল' }, division: 'khulna' },
  { id: 'narayanganj', names: { en: 'Narayanganj', bn: 'নারায়ণগঞ্জ' }, division: 'dhaka' },
  { id: 'narsingdi', names: { en: 'Narsingdi', bn: 'নরসিংদী' }, division: 'dhaka' },
  { id: 'natore', names: { en: 'Natore', bn: 'নাটোর' }, division: 'rajshahi' },
  { id: 'netrokona', names: { en: 'Netrokona', bn: 'নেত্রকোণা' }, division: 'mymensingh' },
  { id: 'nilphamari', names: { en: 'Nilphamari', bn: 'নীলফামারী' }, division: 'rangpur' },
  { id: 'noakhali', names: { en: 'Noakhali', bn: 'নোয়াখালী' }, division: 'chattogram' },
  { id: 'pabna', names: { en: 'Pabna', bn: 'পাবনা' }, division: 'rajshahi' },
  { id: 'panchagarh', names: { en: 'Panchagarh', bn: 'পঞ্চগড়' }, division: 'rangpur' },
  { id: 'patuakhali', names: { en: 'Patuakhali', bn: 'পটুয়াখালী' }, division: 'barishal' },
  { id: 'pirojpur', names: { en: 'Pirojpur', bn: 'পিরোজপুর' }, division: 'barishal' },
  { id: 'rajbari', names: { en: 'Rajbari', bn: 'রাজবাড়ী' }, division: 'dhaka' },
  { id: 'rajshahi', names: { en: 'Rajshahi', bn: 'রাজশাহী' }, division: 'rajshahi' },
  { id: 'rangamati', names: { en: 'Rangamati', bn: 'রাঙ্গামাটি' }, division: 'chattogram' },
  { id: 'rangpur', names: { en: 'Rangpur', bn: 'রংপুর' }, division: 'rangpur' },
  { id: 'satkhira', names: { en: 'Satkhira', bn: 'সাতক্ষীরা' }, division: 'khulna' },
  { id: 'shariatpur', names: { en: 'Shariatpur', bn: 'শরীয়তপুর' }, division: 'dhaka' },
  { id: 'sherpur', names: { en: 'Sherpur', bn: 'শেরপুর' }, division: 'mymensingh' },
  { id: 'sirajganj', names: { en: 'Sirajganj', bn: 'সিরাজগঞ্জ' }, division: 'rajshahi' },
  { id: 'sunamganj', names: { en: 'Sunamganj', bn: 'সুনামগঞ্জ' }, division: 'sylhet' },
  { id: 'sylhet', names: { en: 'Sylhet', bn: 'সিলেট' }, division: 'sylhet' },
  { id: 'tangail', names: { en: 'Tangail', bn: 'টাঙ্গাইল' }, division: 'dhaka' },
  { id: 'thakurgaon', names: { en: 'Thakurgaon', bn: 'ঠাকুরগাঁও' }, division: 'rangpur' },
];

/**
 * Spellings still on signs, maps and in older listings (and the Bangla ones people type as often as
 * the official), so a car listed as "Agrabad, Chittagong" is found in Chattogram. Plain
 * "Nawabganj" is left out: upazilas of Dhaka and Dinajpur have that name too.
 */
const OTHER_SPELLINGS: Readonly<Record<string, readonly string[]>> = {
  barishal: ['Barisal'],
  bogura: ['Bogra'],
  'chapai-nawabganj': ['Chapainawabganj'],
  chattogram: ['Chittagong'],
  'coxs-bazar': ['Cox Bazar', 'কক্স বাজার'],
  cumilla: ['Comilla'],
  jashore: ['Jessore'],
  jhalokati: ['Jhalakati', 'Jhalakathi', 'Jhalokathi', 'ঝালকাঠী'],
  khagrachhari: ['Khagrachari'],
  kishoreganj: ['Kishorganj'],
  lakshmipur: ['Laxmipur', 'লক্ষীপুর'],
  moulvibazar: ['Maulvibazar', 'Moulvi Bazar'],
  munshiganj: ['মুন্সিগঞ্জ', 'মুন্শিগঞ্জ'],
  netrokona: ['Netrakona', 'নেত্রকোনা'],
  rangamati: ['রাঙামাটি'],
  sirajganj: ['Serajganj'],
};

/**
 * Text as it is compared: one Unicode form (Bangla's ড়, ঢ় and য় arrive as one code point or as a
 * letter and its nukta, depending on the keyboard), lowercase, without apostrophes (Cox's, Cox’s
 * and Coxs are one name), and with any run of spaces or hyphens as one space.
 */
function comparable(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/['’ʼ`]/g, '')
    .replace(/[\s\-‐–—]+/g, ' ')
    .trim();
}

interface DistrictSpellings {
  district: District;
  spellings: readonly string[];
}

const SPELLINGS: readonly DistrictSpellings[] = DISTRICTS.map((district) => ({
  district,
  spellings: [...Object.values(district.names), ...(OTHER_SPELLINGS[district.id] ?? [])].map(
    comparable,
  ),
}));

const DISTRICTS_BY_ID: ReadonlyMap<string, District> = new Map(
  DISTRICTS.map((district) => [district.id, district]),
);

/**
 * The district's name in the language ("Cox's Bazar", "কক্সবাজার"); in English for a language
 * whose district names are not written yet.
 */
export const districtNameIn = (district: Pick<District, 'names'>, language: Language): string =>
  nameIn(district.names, language);

export function districtById(id: string): District | undefined {
  return DISTRICTS_BY_ID.get(id);
}

export function isDistrictId(value: unknown): value is string {
  return typeof value === 'string' && DISTRICTS_BY_ID.has(value);
}

// Bangla's vowel signs and virama are marks, not letters: a Bangla word goes on through them.
const WORD_CHARACTER = /[\p{L}\p{M}\p{N}]/u;

function isWordCharacter(character: string | undefined): boolean {
  return character !== undefined && WORD_CHARACTER.test(character);
}

/** Where `spelling` last ends in `text` as a whole word, or -1. */
function lastWholeWordEnd(text: string, spelling: string): number {
  for (
    let start = text.lastIndexOf(spelling);
    start >= 0;
    start = start === 0 ? -1 : text.lastIndexOf(spelling, start - 1)
  ) {
    const end = start + spelling.length;
    if (!isWordCharacter(text[start - 1]) && !isWordCharacter(text[end])) return end;
  }
  return -1;
}

/**
 * The id of the district a free-text location names, or DEFAULT_DISTRICT_ID when it names none.
 * Locations are written area first ("Gulshan, Dhaka"; "Dhaka Road, Mymensingh"), so the district
 * named last wins. Only whole words count: "Zindabazar" is no Cox's Bazar.
 */
export function districtFromLocation(location: string): string {
  const text = comparable(location);
  let found = DEFAULT_DISTRICT_ID;
  let foundEnd = -1;
  for (const { district, spellings } of SPELLINGS) {
    for (const spelling of spellings) {
      const end = lastWholeWordEnd(text, spelling);
      if (end > foundEnd) {
        found = district.id;
        foundEnd = end;
      }
    }
  }
  return found;
}

/**
 * The districts a picker offers for what has been typed into it, in English or Bangla: those with
 * a name (or older spelling) that begins with the text, then those with one that contains it,
 * each in DISTRICTS' order. Every district for empty text.
 */
export function searchDistricts(text: string): District[] {
  const query = comparable(text);
  if (query === '') return [...DISTRICTS];
  const beginning: District[] = [];
  const containing: District[] = [];
  for (const { district, spellings } of SPELLINGS) {
    if (spellings.some((spelling) => spelling.startsWith(query))) beginning.push(district);
    else if (spellings.some((spelling) => spelling.includes(query))) containing.push(district);
  }
  return [...beginning, ...containing];
}
