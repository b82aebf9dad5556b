/**
 * The rental cars of the personalise flow (spec 3 §3 Car): what southern African
 * self-drive firms rent, with 2026-level daily rates in the contract currency (ZAR, NAD
 * or USD minor units), excess and fuel deposit. `kilometersPerDay: null` is unlimited.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { queryRows } from '../raw';
import { cars } from '../schema';
import type { Localized } from '../schema/types';

type CarSeed = typeof cars.$inferInsert;

const t = (en: string, de: string): Localized => ({ en, de });

export const CAR_SEED: readonly CarSeed[] = [
  {
    name: 'Toyota Hilux 2.4 GD-6 Double Cab 4x4 with rooftop tents',
    category: 'Camper 4x4',
    description: t(
      'Fully equipped for camping: two rooftop tents, fridge, dual battery, water tank, cooking gear and recovery kit.',
      'Voll ausgestattet zum Campen: zwei Dachzelte, Kühlschrank, Zweitbatterie, Wassertank, Kochausrüstung und Bergeausrüstung.',
    ),
    doors: 4,
    passengers: 4,
    isAutomatic: false,
    isQuattro: true,
    year: 2024,
    countries: ['NA', 'BW', 'ZA'],
    currency: 'NAD',
    dailyRateMinor: 215_000,
    excessMinor: 4_500_000,
    fuelDepositMinor: 250_000,
    kilometersPerDay: null,
  },
  {
    name: 'Toyota Land Cruiser 79 Single Cab Camper',
    category: 'Camper 4x4',
    description: t(
      'The classic expedition vehicle for remote routes: long-range tank, rooftop tent for two and full camping kit.',
      'Das klassische Expeditionsfahrzeug für abgelegene Routen: Zusatztank, Dachzelt für zwei und komplette Campingausrüstung.',
    ),
    doors: 2,
    passengers: 2,
    isAutomatic: false,
    isQuattro: true,
    year: 2023,
    countries: ['NA', 'BW'],
    currency: 'NAD',
    dailyRateMinor: 262_000,
    excessMinor: 5_500_000,
    fuelDepositMinor: 300_000,
    kilometersPerDay: null,
  },
  {
    name: 'Toyota Land Cruiser Prado 2.8 GD VX',
    category: 'Luxury SUV 4x4',
    description: t(
      'Comfortable, automatic and sure-footed on gravel: ideal for lodge-to-lodge safaris with luggage for five.',
      'Komfortabel, mit Automatik und trittsicher auf Schotter: ideal für Lodge-Safaris mit Gepäck für fünf.',
    ),
    doors: 5,
    passengers: 5,
    isAutomatic: true,
    isQuattro: true,
    year: 2025,
    countries: ['ZA', 'NA', 'BW'],
    currency: 'ZAR',
    dailyRateMinor: 245_000,
    excessMinor: 4_000_000,
    fuelDepositMinor: 200_000,
    kilometersPerDay: null,
  },
  {
    name: 'Toyota Fortuner 2.8 GD-6 4x4',
    category: 'SUV 4x4',
    description: t(
      'Seven seats, high clearance and four-wheel drive for national-park roads and long gravel stretches.',
      'Sieben Sitze, viel Bodenfreiheit und Allradantrieb für Nationalparkpisten und lange Schotterstrecken.',
    ),
    doors: 5,
    passengers: 7,
    isAutomatic: true,
    isQuattro: true,
    year: 2024,
    countries: ['ZA', 'NA', 'BW'],
    currency: 'NAD',
    dailyRateMinor: 165_000,
    excessMinor: 3_500_000,
    fuelDepositMinor: 150_000,
    kilometersPerDay: null,
  },
  {
    name: 'Nissan X-Trail 2.5 4x4',
    category: 'SUV 4x4',
    description: t(
      'A comfortable SUV with light off-road ability, good for tarred routes with some gravel.',
      'Ein komfortabler SUV mit leichter Geländetauglichkeit, gut für Asphaltstraßen mit etwas Schotter.',
    ),
    doors: 5,
    passengers: 5,
    isAutomatic: true,
    isQuattro: true,
    year: 2023,
    countries: ['NA', 'ZA'],
    currency: 'NAD',
    dailyRateMinor: 115_000,
    excessMinor: 2_500_000,
    fuelDepositMinor: 120_000,
    kilometersPerDay: 300,
  },
  {
    name: 'Suzuki Jimny 1.5 AllGrip',
    category: 'Compact 4x4',
    description: t(
      'Small, nimble and a real off-roader: for two travellers with light luggage.',
      'Klein, wendig und ein echter Geländewagen: für zwei Reisende mit leichtem Gepäck.',
    ),
    doors: 3,
    passengers: 4,
    isAutomatic: false,
    isQuattro: true,
    year: 2024,
    countries: ['ZA', 'NA'],
    currency: 'ZAR',
    dailyRateMinor: 69_000,
    excessMinor: 1_500_000,
    fuelDepositMinor: 80_000,
    kilometersPerDay: 200,
  },
  {
    name: 'Ford Ranger 2.0 BiTurbo Double Cab 4x4',
    category: 'Pick-up 4x4',
    description: t(
      'A strong double-cab pick-up with a canopy over the load bed: room for five and their bags.',
      'Ein kräftiger Doppelkabiner mit Hardtop über der Ladefläche: Platz für fünf und ihr Gepäck.',
    ),
    doors: 4,
    passengers: 5,
    isAutomatic: true,
    isQuattro: true,
    year: 2024,
    countries: ['ZM', 'BW', 'ZW', 'ZA'],
    currency: 'USD',
    dailyRateMinor: 14_500,
    excessMinor: 250_000,
    fuelDepositMinor: 15_000,
    kilometersPerDay: null,
  },
  {
    name: 'Toyota Land Cruiser 200 GX',
    category: 'Luxury SUV 4x4',
    description: t(
      'Spacious and robust for long East African transfers on rough roads; seven seats.',
      'Geräumig und robust für lange Transfers auf rauen Straßen in Ostafrika; sieben Sitze.',
    ),
    doors: 5,
    passengers: 7,
    isAutomatic: true,
    isQuattro: true,
    year: 2022,
    countries: ['TZ', 'KE', 'ZM'],
    currency: 'USD',
    dailyRateMinor: 22_000,
    excessMinor: 300_000,
    fuelDepositMinor: 20_000,
    kilometersPerDay: 250,
  },
  {
    name: 'Volkswagen Polo Vivo 1.4',
    category: 'Compact',
    description: t(
      'Economical and easy to park: for tarred roads, the Garden Route and the Cape Winelands.',
      'Sparsam und leicht zu parken: für Asphaltstraßen, die Garden Route und die Kapweinregion.',
    ),
    doors: 5,
    passengers: 5,
    isAutomatic: false,
    isQuattro: false,
    year: 2025,
    countries: ['ZA'],
    currency: 'ZAR',
    dailyRateMinor: 42_000,
    excessMinor: 1_200_000,
    fuelDepositMinor: 80_000,
    kilometersPerDay: 200,
  },
  {
    name: 'Toyota Corolla Cross 1.8 Hybrid',
    category: 'Compact SUV',
    description: t(
      'A quiet, frugal hybrid with automatic gearbox and a roomy boot for tarred routes.',
      'Ein leiser, sparsamer Hybrid mit Automatik und großem Kofferraum für Asphaltstrecken.',
    ),
    doors: 5,
    passengers: 5,
    isAutomatic: true,
    isQuattro: false,
    year: 2025,
    countries: ['ZA', 'SZ'],
    currency: 'ZAR',
    dailyRateMinor: 78_000,
    excessMinor: 1_800_000,
    fuelDepositMinor: 100_000,
    kilometersPerDay: null,
  },
  {
    name: 'Toyota Quantum 2.5 D-4D 14-seater',
    category: 'Minibus',
    description: t(
      'For families and groups: fourteen seats, air conditioning and space for luggage.',
      'Für Familien und Gruppen: vierzehn Sitze, Klimaanlage und Platz für Gepäck.',
    ),
    doors: 4,
    passengers: 14,
    isAutomatic: false,
    isQuattro: false,
    year: 2023,
    countries: ['ZA', 'NA'],
    currency: 'ZAR',
    dailyRateMinor: 155_000,
    excessMinor: 3_000_000,
    fuelDepositMinor: 150_000,
    kilometersPerDay: 300,
  },
];

/** Any fixed number: two seeders starting at once wait for each other on it. */
const CARS_SEED_LOCK = 720_452;

/** Inserts the cars into an empty `cars` table; a table with any car is left alone. */
export async function seedCars(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CARS_SEED_LOCK})`);
    const [row] = await queryRows<{ present: boolean }>(tx, sql`select exists (select 1 from cars) as present`);
    if (row?.present) return false;
    await tx.insert(cars).values([...CAR_SEED]);
    return true;
  });
}
