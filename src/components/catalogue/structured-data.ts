/**
 * schema.org JSON-LD for catalogue pages: trips as TouristTrip with an Offer, stays as
 * LodgingBusiness, and a BreadcrumbList on detail pages. Pure, so it is unit tested.
 */
import { MINOR_UNITS_PER_UNIT } from '~/lib/currency';
import type { StayDetail, TripDetail } from '~/server/modules/catalogue/catalogue.types';

export interface Crumb {
  name: string;
  /** Absolute URL. */
  url: string;
}

type JsonLd = Record<string, unknown>;

/**
 * JSON for a `<script type="application/ld+json">`: every `<` becomes `\u003c`, so no
 * text from the catalogue can close the script element (`</script>`) or open a comment.
 */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function breadcrumbJsonLd(crumbs: Crumb[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

const absolute = (url: string, origin: string) => new URL(url, origin).href;

export function tripJsonLd(trip: TripDetail, pageUrl: string, origin: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristTrip',
    name: trip.title,
    description: trip.shortDescription,
    url: pageUrl,
    ...(trip.image ? { image: absolute(trip.image.url, origin) } : {}),
    touristType: trip.experiences.map((experience) => experience.name),
    itinerary: {
      '@type': 'ItemList',
      numberOfItems: trip.stops.length,
      itemListElement: trip.stops.map((stop) => ({
        '@type': 'ListItem',
        position: stop.position,
        item: {
          '@type': 'Place',
          name: stop.destination.name,
          geo: {
            '@type': 'GeoCoordinates',
            latitude: stop.destination.latitude,
            longitude: stop.destination.longitude,
          },
        },
      })),
    },
    offers: {
      '@type': 'Offer',
      price: (trip.priceFrom.amountMinor / MINOR_UNITS_PER_UNIT).toFixed(2),
      priceCurrency: trip.priceFrom.currency,
      url: pageUrl,
      availability: 'https://schema.org/InStock',
    },
  };
}

export function stayJsonLd(stay: StayDetail, pageUrl: string, origin: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'LodgingBusiness',
    name: stay.name,
    description: stay.tagline,
    url: pageUrl,
    ...(stay.image ? { image: absolute(stay.image.url, origin) } : {}),
    address: {
      '@type': 'PostalAddress',
      addressLocality: stay.destination.name,
      ...(stay.countryName ? { addressCountry: stay.countryName } : {}),
    },
    geo: { '@type': 'GeoCoordinates', latitude: stay.latitude, longitude: stay.longitude },
    checkinTime: stay.checkInFrom,
    checkoutTime: stay.checkOutTo,
    amenityFeature: stay.facilities.map((facility) => ({
      '@type': 'LocationFeatureSpecification',
      name: facility.label,
      value: true,
    })),
    ...(stay.fromRatePerNight
      ? {
          priceRange: `${(stay.fromRatePerNight.amountMinor / MINOR_UNITS_PER_UNIT).toFixed(0)} ${stay.fromRatePerNight.currency}`,
        }
      : {}),
  };
}
