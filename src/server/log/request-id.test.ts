import { describe, expect, it } from 'vitest';
import { requestIdFor } from './request-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const request = (id?: string) =>
  new Request('http://localhost/en/', id === undefined ? {} : { headers: { 'x-request-id': id } });

describe('requestIdFor', () => {
  it('takes the id a proxy sent', () => {
    expect(requestIdFor(request('3f2a9c1e-proxy-0001'))).toBe('3f2a9c1e-proxy-0001');
  });

  it('makes a uuid when there is none', () => {
    expect(requestIdFor(request())).toMatch(UUID);
  });

  it('replaces an id that could write other text into the log', () => {
    for (const sent of ['short', 'a'.repeat(129), 'abc def 12345', 'abcdefgh"}\\n{"level":60', 'ada@example.com']) {
      expect(requestIdFor(request(sent)), sent).toMatch(UUID);
    }
  });

  it('gives the same request the same id every time (rewrites, the 500 page)', () => {
    const one = request();
    expect(requestIdFor(one)).toBe(requestIdFor(one));
    expect(requestIdFor(request())).not.toBe(requestIdFor(one));
  });
});
