import { describe, expect, it } from 'vitest';
import { ActivityMetricSchema, GraphQLMetricSchema, WebVitalMetricSchema } from './metrics.schemas';

const graphql = { operationName: 'getTrip', operationType: 'query', duration: 87.4, status: 'ok' };
const vital = {
  name: 'LCP',
  value: 2100.5,
  delta: 2100.5,
  id: 'v6-1732240000000-8412993381234',
  rating: 'good',
  page: '/en/t/42?personalising=true',
  navigationType: 'navigate',
  screenSize: 'mobile',
  pixelRatioCategory: '3x+',
};

describe('GraphQLMetricSchema', () => {
  it('accepts a timing from the GraphQL client', () => {
    expect(GraphQLMetricSchema.parse(graphql)).toEqual(graphql);
  });

  it.each([
    ['an empty name', { operationName: '' }],
    ['a name with a dash', { operationName: 'get-trip' }],
    ['a name of 101 characters', { operationName: `a${'b'.repeat(100)}` }],
    ['a subscription', { operationType: 'subscription' }],
    ['a negative duration', { duration: -1 }],
    ['a duration over ten minutes', { duration: 600_001 }],
    ['a duration as text', { duration: '87' }],
    ['an unknown status', { status: 'failed' }],
    ['an unknown field', { extra: 1 }],
  ])('refuses %s', (_, change) => {
    expect(GraphQLMetricSchema.safeParse({ ...graphql, ...change }).success).toBe(false);
  });

  it('accepts a name of exactly 100 characters and the duration bounds', () => {
    for (const change of [{ operationName: `a${'b'.repeat(99)}` }, { duration: 0 }, { duration: 600_000 }]) {
      expect(GraphQLMetricSchema.safeParse({ ...graphql, ...change }).success).toBe(true);
    }
  });
});

describe('ActivityMetricSchema', () => {
  it('accepts only anonymous activity', () => {
    expect(ActivityMetricSchema.safeParse({ userType: 'anonymous' }).success).toBe(true);
    expect(ActivityMetricSchema.safeParse({ userType: 'admin' }).success).toBe(false);
    expect(ActivityMetricSchema.safeParse({}).success).toBe(false);
  });
});

describe('WebVitalMetricSchema', () => {
  it('accepts a web-vitals report and keeps only the shape of its path', () => {
    expect(WebVitalMetricSchema.parse(vital)).toEqual({ ...vital, page: '/en/t/:id' });
  });

  it.each([
    ['an unknown metric', { name: 'FID' }],
    ['a negative value', { value: -0.1 }],
    ['an infinite value', { value: Number.POSITIVE_INFINITY }],
    ['a CLS above 100', { name: 'CLS', value: 101 }],
    ['an id with spaces', { id: 'v6 1' }],
    ['an unknown rating', { rating: 'ok' }],
    ['a full URL as page', { page: 'https://example.com/en/' }],
    ['a page with a space', { page: '/en/ t' }],
    ['a page over 300 characters', { page: `/${'a'.repeat(300)}` }],
    ['an unknown navigation type', { navigationType: 'back_forward' }],
    ['an unknown screen size', { screenSize: 'xxl' }],
    ['an unknown pixel ratio', { pixelRatioCategory: '1.5x' }],
    ['a missing field', { delta: undefined }],
  ])('refuses %s', (_, change) => {
    expect(WebVitalMetricSchema.safeParse({ ...vital, ...change }).success).toBe(false);
  });

  it('accepts a small CLS and a negative delta', () => {
    const cls = { ...vital, name: 'CLS', value: 0.042, delta: -0.01 };
    expect(WebVitalMetricSchema.safeParse(cls).success).toBe(true);
  });
});
