import { describe, expect, it } from 'vitest';
import { DEFAULT_TILE_URL, parsePoints, readMapConfig, safeTileUrl } from './map-data';

describe('parsePoints', () => {
  it('keeps valid points and drops the rest', () => {
    const raw = JSON.stringify([
      { lat: -19.3, lng: 22.9, label: 'Okavango Delta' },
      { lat: 100, lng: 0, label: 'off the globe' },
      { lat: '1', lng: 2 },
      null,
      { lat: -17.9, lng: 25.8 },
    ]);
    expect(parsePoints(raw)).toEqual([
      { lat: -19.3, lng: 22.9, label: 'Okavango Delta' },
      { lat: -17.9, lng: 25.8, label: '' },
    ]);
  });

  it('gives nothing for missing or broken data', () => {
    expect(parsePoints(undefined)).toEqual([]);
    expect(parsePoints('{nope')).toEqual([]);
    expect(parsePoints('{"lat":1}')).toEqual([]);
  });
});

describe('safeTileUrl', () => {
  it('accepts an https template with z, x and y', () => {
    expect(safeTileUrl('https://tiles.example.com/{z}/{x}/{y}.png')).toBe('https://tiles.example.com/{z}/{x}/{y}.png');
  });

  it('falls back to OpenStreetMap otherwise', () => {
    expect(safeTileUrl(undefined)).toBe(DEFAULT_TILE_URL);
    expect(safeTileUrl('http://tiles.example.com/{z}/{x}/{y}.png')).toBe(DEFAULT_TILE_URL);
    expect(safeTileUrl('https://tiles.example.com/tile.png')).toBe(DEFAULT_TILE_URL);
    expect(safeTileUrl('javascript:alert(1)')).toBe(DEFAULT_TILE_URL);
  });
});

describe('readMapConfig', () => {
  it('reads the data attributes of a container', () => {
    expect(readMapConfig({ points: '[{"lat":1,"lng":2,"label":"A"}]', route: 'true', attribution: '© OSM' })).toEqual({
      points: [{ lat: 1, lng: 2, label: 'A' }],
      route: true,
      tileUrl: DEFAULT_TILE_URL,
      attribution: '© OSM',
    });
  });
});
