import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../../../../tests/setup/test-database';
import { buildTestCatalogue, type TestCatalogue } from './catalogue.fixture';
import { catalogueCaller } from './catalogue.test-caller';

const database = setupTestDatabase();
const call = catalogueCaller(() => database.db);
let fixture: TestCatalogue;

beforeAll(async () => {
  fixture = await buildTestCatalogue(database.db);
});

const DESTINATION_FIELDS =
  'id slug name tagline shortDescription category categoryLabel iconType countryName latitude longitude level tripCount stayCount image { url alt width height tags }';

describe('query limits (spec 2 §9: too many destination fields crashed the old server)', () => {
  it('refuses walking destination → trips → stops → destination: the graph has no such cycle', async () => {
    const answer = await call(`{
      getAllDestinations { ${DESTINATION_FIELDS}
        trips { stops { destination { ${DESTINATION_FIELDS} trips { stops { destination { ${DESTINATION_FIELDS} } } } } } } }
    }`);
    expect(answer.data ?? null).toBeNull();
    expect(answer.errors?.[0]?.message).toMatch(/Cannot query field "trips" on type "Destination"/);
  });

  it('refuses the same fields repeated under many aliases before running anything', async () => {
    const aliases = Array.from({ length: 60 }, (_, i) => `d${i}: getAllDestinations { ${DESTINATION_FIELDS} }`).join(
      ' ',
    );
    const answer = await call(`{ ${aliases} }`);
    expect(answer.data ?? null).toBeNull();
    expect(answer.errors?.[0]?.message).toMatch(/alias|token|cost/i);
  });

  it('answers every destination field, and a full trip page query, within the limits', async () => {
    const destinations = await call<{ getAllDestinations: unknown[] }>(
      `{ getAllDestinations { ${DESTINATION_FIELDS} } }`,
    );
    expect(destinations.errors).toBeUndefined();
    expect(destinations.data?.getAllDestinations).toHaveLength(5);
    const page = await call(
      `query tripPage($id: Int!) {
        trip: getInspirationTripDetailById(id: $id) {
          id title description numberOfNights from to priceFrom { amountMinor currency }
          countries { name } experiences { name } image { url alt width height }
          stops { position nights description destination { slug name latitude longitude countryName }
            stay { slug name tagline propertyTypeLabel averageSustainabilityScore image { url alt }
              destination { name } fromRatePerNight { amountMinor currency }
              rooms { id roomCategoryName type beds maxOccupancy familyFriendly mealPlan fromRatePerNight { amountMinor currency } }
              facilities { key label } } }
          legs { mode durationMinutes distanceKm co2InG } monthRates { year month rate { amountMinor } ratePerNight { amountMinor } }
          timeToGo { month rate experience } inclusions exclusions faq { question answer }
          gallery { url alt width height tags } seoTitle seoDescription co2Text totalCo2InG cancellationPolicy
        }
        related: getTripsByDestinationSlug(slug: "okavango-delta") { id title priceFrom { amountMinor } }
        budgets: getBudgetFilter { level minMinor maxMinor }
        flags: getFeaturesAndSettings { features { name enabled } }
      }`,
      { id: fixture.trips.deltaTrip.id },
    );
    expect(page.errors).toBeUndefined();
  });
});
