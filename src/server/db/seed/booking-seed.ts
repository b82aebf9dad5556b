import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { queryRows } from '../raw';
import { consultants, destinationFees, destinations, promoCodes, settings } from '../schema';
import { defaultSettingRows } from '../../modules/quote/quote.settings';
import { FEE_SEEDS } from './booking-fees';
import { DEMO_CONSULTANTS, portraitPicture } from './consultant-portraits';

/** Any fixed number, different from the catalogue seed's: concurrent seeders wait for each other on it. */
const BOOKING_SEED_LOCK = 720_452;

/** The demo promo codes: a share off, and a fixed amount off in euros. */
export const DEMO_PROMO_CODES = [
  { code: 'WELCOME10', percentOff: 10, amountOffMinor: null, currency: null },
  { code: 'SAFARI150', percentOff: null, amountOffMinor: 15_000, currency: 'EUR' },
] as const;

/**
 * What the booking flows need beside the catalogue: consultants, the business settings,
 * promo codes and the conservation fees and levies of the seeded parks. Its own guard
 * (only while there are no consultants) lets it run on a database seeded before it existed;
 * in one transaction, so a failure leaves nothing half-written. Returns whether it seeded.
 */
export async function seedBooking(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${BOOKING_SEED_LOCK})`);
    const [row] = await queryRows<{ present: boolean }>(tx, sql`select exists (select 1 from consultants) as present`);
    if (row?.present) return false;
    await tx.insert(consultants).values(
      DEMO_CONSULTANTS.map((consultant) => ({
        fullName: consultant.fullName,
        email: consultant.email,
        photo: portraitPicture(consultant),
      })),
    );
    await tx.insert(settings).values(defaultSettingRows()).onConflictDoNothing();
    await tx
      .insert(promoCodes)
      .values(DEMO_PROMO_CODES.map((promo) => ({ ...promo })))
      .onConflictDoNothing();
    const places = await tx
      .select({ id: destinations.id, slug: destinations.slug })
      .from(destinations)
      .where(
        inArray(
          destinations.slug,
          FEE_SEEDS.map((fee) => fee.slug),
        ),
      );
    const idOf = new Map(places.map((place) => [place.slug, place.id]));
    const fees = FEE_SEEDS.flatMap((fee) => {
      const destinationId = idOf.get(fee.slug);
      return destinationId === undefined
        ? []
        : [
            {
              destinationId,
              kind: fee.kind,
              name: fee.name,
              currency: fee.currency,
              adultPerNightMinor: fee.adult,
              childPerNightMinor: fee.child,
            },
          ];
    });
    if (fees.length > 0) await tx.insert(destinationFees).values(fees);
    return true;
  });
}
