import { describe, expect, it } from 'vitest';
import { SKETCH_HEIGHT, SKETCH_WIDTH, sketchPoints } from './map-sketch';

describe('sketchPoints', () => {
  it('puts a single point in the middle', () => {
    expect(sketchPoints([{ lat: -19, lng: 23, label: 'Delta' }])).toEqual([
      { x: SKETCH_WIDTH / 2, y: SKETCH_HEIGHT / 2, label: 'Delta' },
    ]);
  });

  it('keeps north up and east right inside the drawing', () => {
    const [west, east] = sketchPoints([
      { lat: -18, lng: 20, label: 'north-west' },
      { lat: -20, lng: 26, label: 'south-east' },
    ]);
    expect(west && east && west.x < east.x && west.y < east.y).toBe(true);
    for (const point of [west, east]) {
      expect(point?.x).toBeGreaterThanOrEqual(0);
      expect(point?.x).toBeLessThanOrEqual(SKETCH_WIDTH);
      expect(point?.y).toBeGreaterThanOrEqual(0);
      expect(point?.y).toBeLessThanOrEqual(SKETCH_HEIGHT);
    }
  });

  it('draws nothing without points', () => {
    expect(sketchPoints([])).toEqual([]);
  });
});
