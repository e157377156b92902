// Bangladesh's 64 districts, in English and Bangla, each with its division: for a picker searched
// in either language, and to tell which district a car's free-text location is in. An entry point
// of its own (`@carzone/domain/districts`), so the site's first visit does not download the list.
// Names are spelt as the government has written them since 2018 (Chattogram, Cumilla, Barishal,
// Jashore, Bogura); the older spellings people still type are matched too.

export interface District {
  /** A slug of the English name, kept if the name is respelt: what is stored must still match. */
  id: string;
  name: string;
  nameBn: string;
  /** Its division's id, a slug of the division's English name as a district's is ('barishal'). */
  division: string;
}

/** The capital: where a location that names no district ("Gulshan 2") most likely is. */
export const DEFAULT_DISTRICT_ID = 'dhaka';

export const DISTRICTS: readonly District[] = [
  { id: 'bagerhat', name: 'Bagerhat', nameBn: 'বাগেরহাট', division: 'khulna' },
  { id: 'bandarban', name: 'Bandarban', nameBn: 'বান্দরবান', division: 'chattogram' },
  { id: 'barguna', name: 'Barguna', nameBn: 'বরগুনা', division: 'barishal' },
  { id: 'barishal', name: 'Barishal', nameBn: 'বরিশাল', division: 'barishal' },
  { id: 'bhola', name: 'Bhola', nameBn: 'ভোলা', division: 'barishal' },
  { id: 'bogura', name: 'Bogura', nameBn: 'বগুড়া', division: 'rajshahi' },
  { id: 'brahmanbaria', name: 'Brahmanbaria', nameBn: 'ব্রাহ্মণবাড়িয়া', division: 'chattogram' },
  { id: 'chandpur', name: 'Chandpur', nameBn: 'চাঁদপুর', division: 'chattogram' },
  {
    id: 'chapai-nawabganj',
    name: 'Chapai Nawabganj',
    nameBn: 'চাঁপাইনবাবগঞ্জ',
    division: 'rajshahi',
  },
  { id: 'chattogram', name: 'Chattogram', nameBn: 'চট্টগ্রাম', division: 'chattogram' },
  { id: 'chuadanga', name: 'Chuadanga', nameBn: 'চুয়াডাঙ্গা', division: 'khulna' },
  { id: 'coxs-bazar', name: "Cox's Bazar", nameBn: 'কক্সবাজার', division: 'chattogram' },
  { id: 'cumilla', name: 'Cumilla', nameBn: 'কুমিল্লা', division: 'chattogram' },
  { id: 'dhaka', name: 'Dhaka', nameBn: 'ঢাকা', division: 'dhaka' },
  { id: 'dinajpur', name: 'Dinajpur', nameBn: 'দিনাজপুর', division: 'rangpur' },
  { id: 'faridpur', name: 'Faridpur', nameBn: 'ফরিদপুর', division: 'dhaka' },
  { id: 'feni', name: 'Feni', nameBn: 'ফেনী', division: 'chattogram' },
  { id: 'gaibandha', name: 'Gaibandha', nameBn: 'গাইবান্ধা', division: 'rangpur' },
  { id: 'gazipur', name: 'Gazipur', nameBn: 'গাজীপুর', division: 'dhaka' },
  { id: 'gopalganj', name: 'Gopalganj', nameBn: 'গোপালগঞ্জ', division: 'dhaka' },
  { id: 'habiganj', name: 'Habiganj', nameBn: 'হবিগঞ্জ', division: 'sylhet' },
  { id: 'jamalpur', name: 'Jamalpur', nameBn: 'জামালপুর', division: 'mymensingh' },
  { id: 'jashore', name: 'Jashore', nameBn: 'যশোর', division: 'khulna' },
  { id: 'jhalokati', name: 'Jhalokati', nameBn: 'ঝালকাঠি', division: 'barishal' },
  { id: 'jhenaidah', name: 'Jhenaidah', nameBn: 'ঝিনাইদহ', division: 'khulna' },
  { id: 'joypurhat', name: 'Joypurhat', nameBn: 'জয়পুরহাট', division: 'rajshahi' },
  { id: 'khagrachhari', name: 'Khagrachhari', nameBn: 'খাগড়াছড়ি', division: 'chattogram' },
  { id: 'khulna', name: 'Khulna', nameBn: 'খুলনা', division: 'khulna' },
  { id: 'kishoreganj', name: 'Kishoreganj', nameBn: 'কিশোরগঞ্জ', division: 'dhaka' },
  { id: 'kurigram', name: 'Kurigram', nameBn: 'কুড়িগ্রাম', division: 'rangpur' },
  { id: 'kushtia', name: 'Kushtia', nameBn: 'কুষ্টিয়া', division: 'khulna' },
  { id: 'lakshmipur', name: 'Lakshmipur', nameBn: 'লক্ষ্মীপুর', division: 'chattogram' },
  { id: 'lalmonirhat', name: 'Lalmonirhat', nameBn: 'লালমনিরহাট', division: 'rangpur' },
  { id: 'madaripur', name: 'Madaripur', nameBn: 'মাদারীপুর', division: 'dhaka' },
  { id: 'magura', name: 'Magura', nameBn: 'মাগুরা', division: 'khulna' },
  { id: 'manikganj', name: 'Manikganj', nameBn: 'মানিকগঞ্জ', division: 'dhaka' },
  { id: 'meherpur', name: 'Meherpur', nameBn: 'মেহেরপুর', division: 'khulna' },
  { id: 'moulvibazar', name: 'Moulvibazar', nameBn: 'মৌলভীবাজার', division: 'sylhet' },
  { id: 'munshiganj', name: 'Munshiganj', nameBn: 'মুন্সীগঞ্জ', division: 'dhaka' },
  { id: 'mymensingh', name: 'Mymensingh', nameBn: 'ময়মনসিংহ', division: 'mymensingh' },
  { id: 'naogaon', name: 'Naogaon', nameBn: 'নওগাঁ', division: 'rajshahi' },
  { id: 'narail', name: 'Narail', nameBn: 'নড়াইল', division: 'khulna' },
  { id: 'narayanganj', name: 'Narayanganj', nameBn: 'নারায়ণগঞ্জ', division: 'dhaka' },
  { id: 'narsingdi', name: 'Narsingdi', nameBn: 'নরসিংদী', division: 'dhaka' },
  { id: 'natore', name: 'Natore', nameBn: 'নাটোর', division: 'rajshahi' },
  { id: 'netrokona', name: 'Netrokona', nameBn: 'নেত্রকোণা', division: 'mymensingh' },
  { id: 'nilphamari', name: 'Nilphamari', nameBn: 'নীলফামারী', division: 'rangpur' },
  { id: 'noakhali', name: 'Noakhali', nameBn: 'নোয়াখালী', division: 'chattogram' },
  { id: 'pabna', name: 'Pabna', nameBn: 'পাবনা', division: 'rajshahi' },
  { id: 'panchagarh', name: 'Panchagarh', nameBn: 'পঞ্চগড়', division: 'rangpur' },
  { id: 'patuakhali', name: 'Patuakhali', nameBn: 'পটুয়াখালী', division: 'barishal' },
  { id: 'pirojpur', name: 'Pirojpur', nameBn: 'পিরোজপুর', division: 'barishal' },
  { id: 'rajbari', name: 'Rajbari', nameBn: 'রাজবাড়ী', division: 'dhaka' },
  { id: 'rajshahi', name: 'Rajshahi', nameBn: 'রাজশাহী', division: 'rajshahi' },
  { id: 'rangamati', name: 'Rangamati', nameBn: 'রাঙ্গামাটি', division: 'chattogram' },
  { id: 'rangpur', name: 'Rangpur', nameBn: 'রংপুর', division: 'rangpur' },
  { id: 'satkhira', name: 'Satkhira', nameBn: 'সাতক্ষীরা', division: 'khulna' },
  { id: 'shariatpur', name: 'Shariatpur', nameBn: 'শরীয়তপুর', division: 'dhaka' },
  { id: 'sherpur', name: 'Sherpur', nameBn: 'শেরপুর', division: 'mymensingh' },
  { id: 'sirajganj', name: 'Sirajganj', nameBn: 'সিরাজগঞ্জ', division: 'rajshahi' },
  { id: 'sunamganj', name: 'Sunamganj', nameBn: 'সুনামগঞ্জ', division: 'sylhet' },
  { id: 'sylhet', name: 'Sylhet', nameBn: 'সিলেট', division: 'sylhet' },
  { id: 'tangail', name: 'Tangail', nameBn: 'টাঙ্গাইল', division: 'dhaka' },
  { id: 'thakurgaon', name: 'Thakurgaon', nameBn: 'ঠাকুরগাঁও', division: 'rangpur' },
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
  spellings: [district.name, district.nameBn, ...(OTHER_SPELLINGS[district.id] ?? [])].map(
    comparable,
  ),
}));

const DISTRICTS_BY_ID: ReadonlyMap<string, District> = new Map(
  DISTRICTS.map((district) => [district.id, district]),
);

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
