import { describe, expect, it } from 'vitest';
import type { TripDetail } from '~/server/modules/catalogue/catalogue.types';
import { breadcrumbJsonLd, serializeJsonLd, tripJsonLd } from './structured-data';

describe('serializeJsonLd', () => {
  it('cannot close the script element it sits in', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script><!--' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script><!--' });
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the crumbs from 1', () => {
    expect(
      breadcrumbJsonLd([
        { name: 'Home', url: 'https://x.test/en/' },
        { name: 'Trips', url: 'https://x.test/en/t' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://x.test/en/' },
        { '@type': 'ListItem', position: 2, name: 'Trips', item: 'https://x.test/en/t' },
      ],
    });
  });
});

describe('tripJsonLd', () => {
  it('is a TouristTrip with an offer in the visitor currency', () => {
    const trip = {
      id: 7,
      title: 'Delta and Falls',
      shortDescription: 'Mokoro and spray',
      priceFrom: { amountMinor: 412_550, currency: 'GBP' },
      image: { url: '/images/art/delta-1.svg', alt: '', width: 1600, height: 900, tags: [] },
      experiences: [{ id: 1, slug: 'safari', name: 'Safari', isFeatured: true }],
      stops: [
        {
          position: 1,
          destination: {
            id: 1,
            slug: 'okavango-delta',
            name: 'Okavango Delta',
            latitude: -19.3,
            longitude: 22.9,
            countryName: 'Botswana',
          },
        },
      ],
    } as unknown as TripDetail;
    const data = tripJsonLd(trip, 'https://x.test/en/t/7', 'https://x.test');
    expect(data['@type']).toBe('TouristTrip');
    expect(data['offers']).toMatchObject({ '@type': 'Offer', price: '4125.50', priceCurrency: 'GBP' });
    expect(data['image']).toBe('https://x.test/images/art/delta-1.svg');
  });
});
