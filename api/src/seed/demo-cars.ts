// The cars a fresh install shows, so the first start is a living site. Every car belongs to the
// demo owner; ages are relative to the moment of seeding, so "Today" labels stay true.
import {
  addCalendarDays,
  type CarStatus,
  dhakaToday,
  type DriverOption,
  NO_ADVANCE,
  type DriverTerms,
  SELF_DRIVE_ONLY,
  type TripRules,
} from '@carzone/domain';
import { districtFromLocation } from '@carzone/domain/districts';
import type { NewCarBlockRow, NewCarRow } from '../database/schema.js';
import { demoRatingOf } from './demo-reviews.js';

export const DEMO_OWNER = {
  email: 'owner@carzone.test',
  name: 'Demo Owner',
  password: 'CarZone123',
} as const;

/** Where the API serves the illustrations in api/assets/car-images. */
export const CAR_IMAGES_PREFIX = '/api/images/cars/';

interface DemoCar {
  brand: string;
  carModel: string;
  price: number;
  status: CarStatus;
  location: string;
  image: string;
  features: string;
  registrationNumber: string;
  description: string;
  /** How long ago it was listed, in hours. */
  listedHoursAgo: number;
  /** The owner's trip rules where they differ from the defaults: a few cars show each rule. */
  tripRules?: Partial<TripRules>;
  /** False: the owner answers each booking request (a few cars show it). Default: instant. */
  instantBooking?: boolean;
  /** The advance renters pay to book, in percent of the trip price (a few cars). Default: none. */
  advancePercent?: number;
  /** Days the owner keeps it, counted from the day of seeding: a few cars show blocked days. */
  blocked?: { inDays: number; nights: number; note: string };
  /**
   * How it is rented, as most cars here are: with a driver (their rates), both ways, or a few
   * self-drive only; its seats; whether self-drive needs a licence. Its district is the one its
   * location names.
   */
  offer: {
    driverOption: DriverOption;
    seats: number;
    driver?: Omit<DriverTerms, 'driverOption'>;
    licenceRequired?: boolean;
  };
}

// The e2e booking tests book the two oldest available demo cars (Probox, Lexus) self-driven,
// without a licence: they stay self-drive only, with no licence asked, and ask no advance.
const DEMO_CARS: DemoCar[] = [
  {
    brand: 'Toyota',
    carModel: 'Toyota Axio 2018',
    price: 35,
    status: 'available',
    location: 'Gulshan, Dhaka',
    image: 'sedan-white.svg',
    features: 'Air Conditioning, Bluetooth, Reverse Camera, USB Charging',
    registrationNumber: 'Dhaka Metro-GA 12-3456',
    description:
      'A spotless white Axio, the easiest car to drive through Gulshan traffic. Fuel-efficient hybrid engine and a comfortable back seat for three.',
    offer: {
      driverOption: 'both',
      seats: 5,
      driver: {
        driverDailyRate: 12,
        overtimeHourlyRate: 1.5,
        nightHaltRate: 6,
        intercityDailySurcharge: 8,
        fuelPolicy: 'renter-pays',
      },
      licenceRequired: true,
    },
    listedHoursAgo: 2,
  },
  {
    brand: 'BMW',
    carModel: 'BMW 5 Series 530e',
    price: 99,
    status: 'available',
    location: 'Banani, Dhaka',
    image: 'sedan-black.svg',
    features: 'Leather Seats, Air Conditioning, GPS, Bluetooth, Sunroof, Parking Sensors',
    registrationNumber: 'Dhaka Metro-KHA 11-2040',
    description:
      'Our Luxury Holiday Deal: a plug-in hybrid executive saloon at $99/day. Quiet, quick and ideal for weddings and business meetings.',
    offer: {
      driverOption: 'with-driver',
      seats: 5,
      driver: {
        driverDailyRate: 20,
        overtimeHourlyRate: 3,
        nightHaltRate: 10,
        intercityDailySurcharge: 15,
        fuelPolicy: 'included',
      },
    },
    listedHoursAgo: 6,
    tripRules: { minDays: 2, advanceNoticeHours: 24 },
    instantBooking: false,
  },
  {
    brand: 'Toyota',
    carModel: 'Toyota Noah 2017',
    price: 55,
    status: 'available',
    location: 'Hazrat Shahjalal Airport, Dhaka',
    image: 'microbus-white.svg',
    features: 'Air Conditioning, 8 Seats, Sliding Doors, Bluetooth, Roof Rack',
    registrationNumber: 'Dhaka Metro-CHA 53-1187',
    description:
      'Eight seats and room for luggage: the family favourite for airport pick-ups and trips to the village. Picked up right outside the terminal.',
    offer: {
      driverOption: 'with-driver',
      seats: 8,
      driver: {
        driverDailyRate: 12,
        overtimeHourlyRate: 1.5,
        nightHaltRate: 6,
        intercityDailySurcharge: 10,
        fuelPolicy: 'renter-pays',
      },
    },
    listedHoursAgo: 26,
  },
  {
    brand: 'Honda',
    carModel: 'Honda Civic 2020',
    price: 60,
    status: 'available',
    location: 'Dhanmondi, Dhaka',
    image: 'sedan-red.svg',
    features: 'Air Conditioning, Apple CarPlay, Android Auto, Bluetooth, Cruise Control',
    registrationNumber: 'Dhaka Metro-GA 27-8812',
    description:
      'A sporty turbocharged Civic with a modern infotainment system. Smooth on the highway, nimble around Dhanmondi lake.',
    offer: { driverOption: 'self-drive', seats: 5, licenceRequired: true },
    listedHoursAgo: 30,
    blocked: { inDays: 3, nights: 2, note: 'Servicing' },
  },
  {
    brand: 'Toyota',
    carModel: 'Toyota Land Cruiser Prado',
    price: 120,
    status: 'available',
    location: 'Gulshan, Dhaka',
    image: 'suv-white.svg',
    features: '4WD, Air Conditioning, Leather Seats, GPS, 7 Seats, Bluetooth',
    registrationNumber: 'Dhaka Metro-GHA 13-0707',
    description:
      'The go-anywhere Prado: four-wheel drive, seven seats and a commanding view of the road. Perfect for the hill tracts or a VIP arrival.',
    offer: {
      driverOption: 'with-driver',
      seats: 7,
      driver: {
        driverDailyRate: 18,
        overtimeHourlyRate: 2.5,
        nightHaltRate: 8,
        intercityDailySurcharge: 15,
        fuelPolicy: 'included',
      },
    },
    listedHoursAgo: 50,
    blocked: { inDays: 10, nights: 5, note: 'Family trip to Sylhet' },
    tripRules: { minDays: 3, maxDays: 14 },
    instantBooking: false,
    advancePercent: 30,
  },
  {
    brand: 'Toyota',
    carModel: 'Toyota Premio 2019',
    price: 45,
    status: 'available',
    location: 'Agrabad, Chittagong',
    image: 'sedan-silver.svg',
    features: 'Air Conditioning, Bluetooth, Keyless Entry, Reverse Camera',
    registrationNumber: 'Chatta Metro-GA 11-4521',
    description:
      "Chittagong's business-class sedan: roomy, quiet and economical. Great for port visits and trips to Patenga beach.",
    offer: {
      driverOption: 'with-driver',
      seats: 5,
      driver: {
        driverDailyRate: 10,
        overtimeHourlyRate: 1.5,
        nightHaltRate: 5,
        intercityDailySurcharge: 8,
        fuelPolicy: 'renter-pays',
      },
    },
    listedHoursAgo: 74,
    advancePercent: 20,
  },
  {
    brand: 'Mitsubishi',
    carModel: 'Mitsubishi Pajero Sport',
    price: 85,
    status: 'available',
    location: "Kolatoli Road, Cox's Bazar",
    image: 'suv-black.svg',
    features: '4WD, Air Conditioning, 7 Seats, GPS, Bluetooth, Hill Descent Control',
    registrationNumber: 'Chatta Metro-GHA 15-3090',
    description:
      "Drive the Marine Drive to Teknaf in a rugged Pajero Sport. Handles sand, rain and the hills around Cox's Bazar with ease.",
    offer: {
      driverOption: 'with-driver',
      seats: 7,
      driver: {
        driverDailyRate: 15,
        overtimeHourlyRate: 2,
        nightHaltRate: 8,
        intercityDailySurcharge: 12,
        fuelPolicy: 'renter-pays',
      },
    },
    listedHoursAgo: 98,
  },
  {
    brand: 'Suzuki',
    carModel: 'Suzuki Swift 2021',
    price: 25,
    status: 'available',
    location: 'Zindabazar, Sylhet',
    image: 'hatchback-red.svg',
    features: 'Air Conditioning, Bluetooth, USB Charging',
    registrationNumber: 'Sylhet Metro-GA 11-2233',
    description:
      'A zippy, frugal hatchback for exploring Sylhet town and the tea gardens on a budget. Easy to park anywhere.',
    offer: {
      driverOption: 'both',
      seats: 5,
      driver: {
        driverDailyRate: 10,
        overtimeHourlyRate: 1.25,
        nightHaltRate: 5,
        intercityDailySurcharge: 8,
        fuelPolicy: 'renter-pays',
      },
      licenceRequired: true,
    },
    listedHoursAgo: 122,
  },
  {
    brand: 'Honda',
    carModel: 'Honda Vezel Hybrid',
    price: 50,
    status: 'unavailable',
    location: 'Uttara, Dhaka',
    image: 'hatchback-grey.svg',
    features: 'Air Conditioning, Hybrid Engine, Reverse Camera, Bluetooth, Push Start',
    registrationNumber: 'Dhaka Metro-GA 31-6754',
    description:
      'A compact hybrid crossover that sips fuel in city traffic and has surprising space in the back. Currently booked out.',
    offer: {
      driverOption: 'with-driver',
      seats: 5,
      driver: {
        driverDailyRate: 12,
        overtimeHourlyRate: 1.5,
        nightHaltRate: 6,
        intercityDailySurcharge: 10,
        fuelPolicy: 'renter-pays',
      },
    },
    listedHoursAgo: 146,
  },
  {
    brand: 'Toyota',
    carModel: 'Toyota Hiace Commuter',
    price: 75,
    status: 'available',
    location: 'Mirpur, Dhaka',
    image: 'microbus-silver.svg',
    features: 'Air Conditioning, 12 Seats, Luggage Space, Roof Rack',
    registrationNumber: 'Dhaka Metro-CHA 52-9034',
    description:
      'Twelve seats for office outings, wedding parties and group tours. A strong air conditioner keeps everyone cool on long trips.',
    offer: {
      driverOption: 'with-driver',
      seats: 14,
      driver: {
        driverDailyRate: 14,
        overtimeHourlyRate: 2,
        nightHaltRate: 7,
        intercityDailySurcharge: 12,
        fuelPolicy: 'renter-pays',
      },
    },
    listedHoursAgo: 170,
    tripRules: { minDays: 2, maxDays: 7 },
    advancePercent: 25,
  },
  {
    brand: 'Nissan',
    carModel: 'Nissan X-Trail 2019',
    price: 70,
    status: 'available',
    location: 'Shaheb Bazar, Rajshahi',
    image: 'suv-green.svg',
    features: 'Air Conditioning, GPS, Bluetooth, Panoramic Sunroof, 4WD',
    registrationNumber: 'Rajshahi Metro-GHA 11-1402',
    description:
      'A comfortable family SUV for the mango orchards and the Padma riverside. Big boot, smooth ride.',
    offer: {
      driverOption: 'with-driver',
      seats: 7,
      driver: {
        driverDailyRate: 13,
        overtimeHourlyRate: 1.75,
        nightHaltRate: 6,
        intercityDailySurcharge: 10,
        fuelPolicy: 'renter-pays',
      },
    },
    listedHoursAgo: 194,
  },
  {
    brand: 'Toyota',
    carModel: 'Toyota Allion 2018',
    price: 42,
    status: 'available',
    location: 'Sonadanga, Khulna',
    image: 'sedan-blue.svg',
    features: 'Air Conditioning, Bluetooth, Reverse Camera',
    registrationNumber: 'Khulna Metro-GA 11-5618',
    description:
      'A reliable Allion for business in Khulna or a day trip towards the Sundarbans gateway at Mongla.',
    offer: {
      driverOption: 'with-driver',
      seats: 5,
      driver: {
        driverDailyRate: 10,
        overtimeHourlyRate: 1.5,
        nightHaltRate: 5,
        intercityDailySurcharge: 8,
        fuelPolicy: 'renter-pays',
      },
    },
    listedHoursAgo: 218,
  },
  {
    brand: 'Hyundai',
    carModel: 'Hyundai Tucson 2021',
    price: 68,
    status: 'available',
    location: 'Banani, Dhaka',
    image: 'suv-maroon.svg',
    features: 'Air Conditioning, GPS, Apple CarPlay, Lane Assist, Bluetooth',
    registrationNumber: 'Dhaka Metro-GHA 17-2468',
    description:
      'A stylish, well-equipped SUV with modern safety assists. Equally at home in Banani and on the Dhaka-Mawa expressway.',
    offer: {
      driverOption: 'both',
      seats: 5,
      driver: {
        driverDailyRate: 14,
        overtimeHourlyRate: 2,
        nightHaltRate: 7,
        intercityDailySurcharge: 10,
        fuelPolicy: 'renter-pays',
      },
      licenceRequired: true,
    },
    listedHoursAgo: 242,
  },
  {
    brand: 'Mercedes-Benz',
    carModel: 'Mercedes-Benz C-Class C200',
    price: 110,
    status: 'available',
    location: 'Gulshan, Dhaka',
    image: 'sedan-black.svg',
    features: 'Leather Seats, Air Conditioning, GPS, Bluetooth, Ambient Lighting, Parking Sensors',
    registrationNumber: 'Dhaka Metro-KHA 12-0200',
    description:
      'Understated luxury for special occasions. Chauffeur-ready rear seats and a refined, quiet cabin.',
    offer: {
      driverOption: 'with-driver',
      seats: 5,
      driver: {
        driverDailyRate: 20,
        overtimeHourlyRate: 3,
        nightHaltRate: 10,
        intercityDailySurcharge: 15,
        fuelPolicy: 'included',
      },
    },
    listedHoursAgo: 266,
    tripRules: { advanceNoticeHours: 48 },
  },
  {
    brand: 'Nissan',
    carModel: 'Nissan Sunny 2017',
    price: 30,
    status: 'available',
    location: 'Nasirabad, Chittagong',
    image: 'sedan-white.svg',
    features: 'Air Conditioning, Bluetooth, Large Boot',
    registrationNumber: 'Chatta Metro-GA 12-7741',
    description:
      'An honest, economical sedan with a big boot. Good value for getting around Chittagong city.',
    offer: {
      driverOption: 'with-driver',
      seats: 5,
      driver: {
        driverDailyRate: 9,
        overtimeHourlyRate: 1.25,
        nightHaltRate: 5,
        intercityDailySurcharge: 7,
        fuelPolicy: 'renter-pays',
      },
    },
    listedHoursAgo: 290,
  },
  {
    brand: 'Honda',
    carModel: 'Honda Grace Hybrid',
    price: 38,
    status: 'available',
    location: 'Uttara, Dhaka',
    image: 'sedan-silver.svg',
    features: 'Air Conditioning, Hybrid Engine, Bluetooth, Reverse Camera',
    registrationNumber: 'Dhaka Metro-GA 29-3317',
    description:
      'A quiet hybrid sedan with excellent mileage, close to the airport and the Uttara metro station.',
    offer: {
      driverOption: 'with-driver',
      seats: 5,
      driver: {
        driverDailyRate: 11,
        overtimeHourlyRate: 1.5,
        nightHaltRate: 6,
        intercityDailySurcharge: 8,
        fuelPolicy: 'renter-pays',
      },
    },
    listedHoursAgo: 338,
  },
  {
    brand: 'Kia',
    carModel: 'Kia Sportage 2020',
    price: 65,
    status: 'unavailable',
    location: 'Amberkhana, Sylhet',
    image: 'suv-black.svg',
    features: 'Air Conditioning, GPS, Bluetooth, Reverse Camera, Roof Rails',
    registrationNumber: 'Sylhet Metro-GHA 11-0915',
    description:
      'A confident SUV for the roads to Jaflong, Ratargul and Sreemangal. Under maintenance this week.',
    offer: {
      driverOption: 'both',
      seats: 5,
      driver: {
        driverDailyRate: 13,
        overtimeHourlyRate: 1.75,
        nightHaltRate: 6,
        intercityDailySurcharge: 10,
        fuelPolicy: 'renter-pays',
      },
      licenceRequired: true,
    },
    listedHoursAgo: 386,
  },
  {
    brand: 'Mitsubishi',
    carModel: 'Mitsubishi Outlander PHEV',
    price: 80,
    status: 'available',
    location: 'Dhanmondi, Dhaka',
    image: 'suv-white.svg',
    features: 'Air Conditioning, Plug-in Hybrid, 4WD, GPS, Bluetooth',
    registrationNumber: 'Dhaka Metro-GHA 16-5151',
    description:
      'A plug-in hybrid SUV: silent electric driving in the city and plenty of range for the weekend out of town.',
    offer: {
      driverOption: 'both',
      seats: 7,
      driver: {
        driverDailyRate: 15,
        overtimeHourlyRate: 2,
        nightHaltRate: 7,
        intercityDailySurcharge: 12,
        fuelPolicy: 'included',
      },
      licenceRequired: true,
    },
    listedHoursAgo: 434,
  },
  {
    brand: 'Suzuki',
    carModel: 'Suzuki Ciaz 2019',
    price: 28,
    status: 'available',
    location: 'Laldighi, Chittagong',
    image: 'sedan-red.svg',
    features: 'Air Conditioning, Bluetooth, USB Charging, Spacious Rear Seat',
    registrationNumber: 'Chatta Metro-GA 13-2604',
    description:
      'A budget-friendly sedan with a surprisingly roomy back seat. Ideal for a few days around Chittagong.',
    offer: {
      driverOption: 'with-driver',
      seats: 5,
      driver: {
        driverDailyRate: 10,
        overtimeHourlyRate: 1.25,
        nightHaltRate: 5,
        intercityDailySurcharge: 8,
        fuelPolicy: 'renter-pays',
      },
    },
    listedHoursAgo: 482,
  },
  {
    brand: 'Hyundai',
    carModel: 'Hyundai Elantra 2020',
    price: 48,
    status: 'available',
    location: 'Kazir Dewri, Chittagong',
    image: 'sedan-blue.svg',
    features: 'Air Conditioning, Apple CarPlay, Android Auto, Bluetooth, Cruise Control',
    registrationNumber: 'Chatta Metro-GA 14-8890',
    description:
      'A sharp-looking, well-equipped sedan that is comfortable on the long Dhaka-Chittagong highway.',
    offer: {
      driverOption: 'with-driver',
      seats: 5,
      driver: {
        driverDailyRate: 12,
        overtimeHourlyRate: 1.5,
        nightHaltRate: 6,
        intercityDailySurcharge: 9,
        fuelPolicy: 'renter-pays',
      },
    },
    listedHoursAgo: 530,
  },
  {
    brand: 'Toyota',
    carModel: 'Toyota Corolla Cross',
    price: 58,
    status: 'available',
    location: "Sugandha Beach Road, Cox's Bazar",
    image: 'hatchback-orange.svg',
    features: 'Air Conditioning, Hybrid Engine, Bluetooth, Reverse Camera, Roof Rails',
    registrationNumber: 'Chatta Metro-GHA 12-4410',
    description:
      'A compact hybrid SUV for beach holidays: enough room for the family and their bags, a short drive from Sugandha Point.',
    offer: {
      driverOption: 'with-driver',
      seats: 5,
      driver: {
        driverDailyRate: 13,
        overtimeHourlyRate: 1.75,
        nightHaltRate: 6,
        intercityDailySurcharge: 10,
        fuelPolicy: 'included',
      },
    },
    listedHoursAgo: 578,
  },
  {
    brand: 'Lexus',
    carModel: 'Lexus RX 450h',
    price: 115,
    status: 'available',
    location: 'Gulshan, Dhaka',
    image: 'suv-maroon.svg',
    features: 'Leather Seats, Air Conditioning, GPS, Bluetooth, Heated Seats, Premium Audio',
    registrationNumber: 'Dhaka Metro-GHA 19-4500',
    description:
      'A premium hybrid SUV with a whisper-quiet cabin and a premium sound system, for guests who expect the best.',
    offer: { driverOption: 'self-drive', seats: 5 },
    listedHoursAgo: 626,
  },
  {
    brand: 'Toyota',
    carModel: 'Toyota Corolla 2016',
    price: 32,
    status: 'unavailable',
    location: 'Boyra, Khulna',
    image: 'sedan-silver.svg',
    features: 'Air Conditioning, Bluetooth',
    registrationNumber: 'Khulna Metro-GA 12-0348',
    description:
      'A dependable Corolla, the car every Bangladeshi driver knows. Simple, sturdy and cheap to run.',
    offer: {
      driverOption: 'with-driver',
      seats: 5,
      driver: {
        driverDailyRate: 9,
        overtimeHourlyRate: 1.25,
        nightHaltRate: 5,
        intercityDailySurcharge: 7,
        fuelPolicy: 'renter-pays',
      },
    },
    listedHoursAgo: 674,
  },
  {
    brand: 'Toyota',
    carModel: 'Toyota Probox 2018',
    price: 26,
    status: 'available',
    location: 'Kazla, Rajshahi',
    image: 'hatchback-grey.svg',
    features: 'Air Conditioning, Large Cargo Space, USB Charging',
    registrationNumber: 'Rajshahi Metro-CHA 11-7762',
    description:
      'The practical wagon for moving goods or a lot of luggage around Rajshahi. Economical and nearly indestructible.',
    offer: { driverOption: 'self-drive', seats: 5 },
    listedHoursAgo: 710,
  },
];

/** The demo cars as rows, their ages counted back from `now`. */
export function demoCarRows(now: Date = new Date()): NewCarRow[] {
  return DEMO_CARS.map((car) => ({
    carModel: car.carModel,
    brand: car.brand,
    dailyRentalPrice: car.price,
    bookingStatus: car.status,
    // Its completed demo trips (demo-reviews.ts) and their published reviews.
    bookingCount: demoRatingOf(car.carModel).ratingCount,
    ...demoRatingOf(car.carModel),
    location: car.location,
    imageUrl: `${CAR_IMAGES_PREFIX}${car.image}`,
    description: car.description,
    features: car.features,
    registrationNumber: car.registrationNumber,
    ownerEmail: DEMO_OWNER.email,
    ownerName: DEMO_OWNER.name,
    createdAt: new Date(now.getTime() - car.listedHoursAgo * 60 * 60 * 1000),
    ...car.tripRules,
    instantBooking: car.instantBooking ?? true,
    advancePercent: car.advancePercent ?? NO_ADVANCE,
    ...SELF_DRIVE_ONLY,
    ...car.offer.driver,
    driverOption: car.offer.driverOption,
    seats: car.offer.seats,
    licenceRequired: car.offer.licenceRequired ?? false,
    district: districtFromLocation(car.location),
  }));
}

/** The blocked days of the demo car at `index` of `demoCarRows`, from Dhaka's day of seeding. */
export function demoCarBlocks(now: Date = new Date()) {
  const today = dhakaToday(now);
  return (index: number): Omit<NewCarBlockRow, 'carId'>[] => {
    const blocked = DEMO_CARS[index]?.blocked;
    if (!blocked) return [];
    const startDate = addCalendarDays(today, blocked.inDays);
    return [{ startDate, endDate: addCalendarDays(startDate, blocked.nights), note: blocked.note }];
  };
}
