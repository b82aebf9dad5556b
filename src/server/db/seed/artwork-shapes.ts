/**
 * Small SVG building blocks for the generated landscapes. Coordinates are whole
 * numbers on a 1600×900 canvas, so each file stays a few hundred bytes per layer.
 */

/** A deterministic random sequence (mulberry32): the same seed draws the same landscape. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

export function seedOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

const r = Math.round;

/** A band of rolling hills from the left edge to the right, filled down to the bottom. */
export function hills(rand: () => number, y: number, amplitude: number, steps: number, fill: string): string {
  const width = 1600 / steps;
  let d = `M0 ${r(y + (rand() - 0.5) * amplitude)}`;
  for (let i = 1; i <= steps; i += 1) {
    const x = r(i * width);
    const cx = r(x - width / 2);
    const cy = r(y - amplitude * (0.2 + rand()));
    d += `Q${cx} ${cy} ${x} ${r(y + (rand() - 0.5) * amplitude)}`;
  }
  return `<path d="${d}V900H0z" fill="${fill}"/>`;
}

/** A jagged ridge of peaks, for mountains and the backs of valleys. */
export function ridge(rand: () => number, base: number, height: number, peaks: number, fill: string): string {
  const width = 1600 / peaks;
  let d = `M0 ${base}`;
  for (let i = 0; i < peaks; i += 1) {
    const top = r(base - height * (0.55 + rand() * 0.45));
    d += `L${r(i * width + width * (0.3 + rand() * 0.4))} ${top}L${r((i + 1) * width)} ${r(base - height * rand() * 0.3)}`;
  }
  return `<path d="${d}V900H0z" fill="${fill}"/>`;
}

/** An umbrella-topped acacia standing on the ground line y. */
export function acacia(x: number, y: number, size: number, fill: string): string {
  const h = r(size * 1.1);
  const w = r(size * 1.3);
  return `<path d="M${x} ${y}h${r(size / 12)}v-${h}h-${r(size / 12)}z" fill="${fill}"/><path d="M${x - w} ${y - h}q${w} -${r(size / 2)} ${w * 2} 0q-${w} ${r(size / 5)} -${w * 2} 0z" fill="${fill}"/>`;
}

/** A palm leaning a little, fronds as thin curved strokes. */
export function palm(x: number, y: number, size: number, fill: string): string {
  const topX = x + r(size / 4);
  const topY = y - size;
  const fronds = [-1, -0.5, 0.5, 1]
    .map((d) => `M${topX} ${topY}q${r(d * size * 0.3)} -${r(size * 0.2)} ${r(d * size * 0.6)} ${r(size * 0.15)}`)
    .join('');
  return `<path d="M${x} ${y}q${r(size / 8)} -${r(size / 2)} ${topX - x} -${size}" stroke="${fill}" stroke-width="${r(size / 14)}" fill="none"/><path d="${fronds}" stroke="${fill}" stroke-width="${r(size / 18)}" fill="none" stroke-linecap="round"/>`;
}

/** A round-crowned tree: a short trunk and two overlapping circles. */
export function bush(x: number, y: number, size: number, fill: string): string {
  return `<path d="M${x} ${y}h${r(size / 6)}v-${size}h-${r(size / 6)}z" fill="${fill}"/><circle cx="${x}" cy="${y - size}" r="${r(size * 0.6)}" fill="${fill}"/><circle cx="${x + r(size * 0.4)}" cy="${y - r(size * 0.8)}" r="${r(size * 0.45)}" fill="${fill}"/>`;
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"${extra}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"${extra}/>`;
