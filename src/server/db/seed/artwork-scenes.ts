import type { ArtworkKind } from './artwork-kinds';
import { acacia, bush, ellipse, hills, palm, rect, ridge } from './artwork-shapes';

/** The colours of one light (variant); all drawn from or near the tokens in tokens.css. */
export interface Palette {
  sky: [string, string, string];
  sun: string;
  far: string;
  mid: string;
  near: string;
  dark: string;
  water: string;
  sand: string;
  /** The shaded flank of a dune. */
  dune: string;
  light: string;
}

type Scene = (rand: () => number, p: Palette) => string;

const n = (rand: () => number, from: number, to: number) => Math.round(from + rand() * (to - from));

/** Each kind's layers, back to front; the sky and sun are drawn by the generator. */
export const SCENES: Record<ArtworkKind, Scene> = {
  savanna: (rand, p) =>
    hills(rand, 620, 60, 4, p.far) +
    hills(rand, 720, 40, 3, p.mid) +
    acacia(n(rand, 900, 1300), 760, 120, p.dark) +
    acacia(n(rand, 150, 400), 790, 80, p.dark) +
    hills(rand, 800, 30, 2, p.near),
  delta: (rand, p) =>
    hills(rand, 600, 30, 6, p.far) +
    rect(0, 620, 1600, 280, p.water) +
    ellipse(n(rand, 300, 600), 700, 260, 36, p.mid) +
    ellipse(n(rand, 1000, 1300), 780, 320, 44, p.near) +
    palm(n(rand, 350, 550), 700, 140, p.dark) +
    palm(n(rand, 1050, 1250), 780, 180, p.dark) +
    rect(0, 850, 1600, 50, p.near),
  'desert-dunes': (rand, p) =>
    `<path d="M0 640Q${n(rand, 300, 500)} 480 800 600T1600 560V900H0z" fill="${p.sand}"/>` +
    `<path d="M0 760Q${n(rand, 500, 700)} 560 1100 700T1600 720V900H0z" fill="${p.dune}"/>` +
    `<path d="M${n(rand, 600, 800)} 900Q1000 690 1600 800V900z" fill="${p.dark}" opacity=".45"/>`,
  mountains: (rand, p) =>
    ridge(rand, 640, 380, 4, p.far) + ridge(rand, 720, 260, 6, p.mid) + hills(rand, 790, 50, 3, p.near),
  rainforest: (rand, p) => {
    let crowns = '';
    for (const [y, size, fill] of [
      [560, 90, p.far],
      [680, 110, p.mid],
      [820, 130, p.near],
    ] as const) {
      for (let x = -40; x < 1700; x += size * 1.3)
        crowns += `<circle cx="${n(rand, x - 20, x + 20)}" cy="${n(rand, y - 30, y + 30)}" r="${size}" fill="${fill}"/>`;
    }
    return `${crowns}${rect(0, 820, 1600, 80, p.near)}${ellipse(800, 580, 1000, 70, p.light, ' opacity=".3"')}`;
  },
  beach: (rand, p) =>
    rect(0, 560, 1600, 200, p.water) +
    `<path d="M0 720Q800 ${n(rand, 660, 700)} 1600 740V900H0z" fill="${p.sand}"/>` +
    `<path d="M0 716Q800 676 1600 736" stroke="${p.light}" stroke-width="6" fill="none" opacity=".7"/>` +
    palm(n(rand, 1150, 1350), 860, 380, p.dark),
  island: (rand, p) =>
    rect(0, 560, 1600, 340, p.water) +
    ellipse(n(rand, 700, 900), 600, 320, 60, p.sand) +
    ellipse(n(rand, 720, 880), 580, 220, 50, p.mid) +
    palm(n(rand, 650, 760), 570, 150, p.dark) +
    palm(n(rand, 820, 940), 575, 190, p.dark) +
    `<path d="M0 780h1600M0 840h1600" stroke="${p.light}" stroke-width="4" opacity=".3"/>`,
  lake: (rand, p) =>
    hills(rand, 560, 80, 3, p.far) +
    rect(0, 580, 1600, 320, p.water) +
    ellipse(n(rand, 400, 1200), 640, 160, 10, p.sun, ' opacity=".5"') +
    hills(rand, 840, 30, 4, p.near),
  waterfall: (rand, p) =>
    `<path d="M0 300H${n(rand, 580, 640)}V900H0z" fill="${p.mid}"/>` +
    `<path d="M${n(rand, 960, 1020)} 330H1600V900H960z" fill="${p.near}"/>` +
    rect(640, 300, 320, 520, p.light, ' opacity=".85"') +
    `<path d="M700 320v480M780 310v500M870 320v480" stroke="${p.water}" stroke-width="8" opacity=".6"/>` +
    ellipse(800, 820, 420, 70, p.light, ' opacity=".6"') +
    rect(0, 850, 1600, 50, p.water),
  city: (rand, p) => {
    let towers = '';
    for (let x = 100; x < 1500; x += n(rand, 70, 110)) {
      const h = n(rand, 60, 240);
      towers += rect(x, 760 - h, n(rand, 40, 70), h, p.near);
    }
    return `<path d="M150 560L400 330H1200L1450 560z" fill="${p.far}"/>${hills(rand, 640, 40, 3, p.mid)}${towers}${rect(0, 760, 1600, 140, p.dark)}`;
  },
  winelands: (rand, p) => {
    let rows = '';
    for (let i = 0; i < 9; i += 1) rows += `M${i * 220 - 400} 900L${i * 120 + 300} 700`;
    return `${ridge(rand, 620, 300, 4, p.far)}${hills(rand, 700, 40, 3, p.mid)}<path d="${rows}" stroke="${p.near}" stroke-width="18"/>`;
  },
  crater: (rand, p) =>
    `<path d="M0 520Q400 ${n(rand, 400, 460)} 800 470T1600 500V900H0z" fill="${p.far}"/>` +
    ellipse(800, 640, 700, 90, p.mid) +
    ellipse(n(rand, 600, 1000), 640, 160, 26, p.water) +
    `<path d="M0 700Q800 860 1600 700V900H0z" fill="${p.near}"/>` +
    acacia(n(rand, 200, 400), 800, 70, p.dark),
  coast: (rand, p) =>
    rect(0, 540, 1600, 360, p.water) +
    `<path d="M${n(rand, 820, 900)} 900L1000 560L1200 500L1600 470V900z" fill="${p.near}"/>` +
    `<path d="M0 700q200-30 400 0t400 0M0 800q200-30 400 0t400 0" stroke="${p.light}" stroke-width="5" fill="none" opacity=".5"/>` +
    bush(1400, 480, 60, p.dark),
  river: (rand, p) =>
    hills(rand, 580, 50, 4, p.far) +
    rect(0, 600, 1600, 300, p.mid) +
    `<path d="M780 600Q${n(rand, 600, 700)} 680 900 740T${n(rand, 400, 600)} 900H${n(rand, 1000, 1200)}Q1200 760 900 700T820 600z" fill="${p.water}"/>` +
    acacia(n(rand, 150, 350), 780, 90, p.dark) +
    acacia(n(rand, 1250, 1450), 760, 70, p.dark),
  lodge: (rand, p) =>
    hills(rand, 620, 60, 3, p.far) +
    hills(rand, 760, 30, 3, p.mid) +
    bush(n(rand, 250, 350), 760, 150, p.near) +
    `<path d="M620 620h420v160H620z" fill="${p.sand}"/><path d="M560 630L830 ${n(rand, 440, 480)}L1100 630z" fill="${p.near}"/><path d="M640 780v60m380-60v60" stroke="${p.dark}" stroke-width="14"/>` +
    rect(780, 680, 100, 100, p.dark) +
    bush(n(rand, 1250, 1400), 800, 170, p.dark) +
    rect(0, 830, 1600, 70, p.near),
  'tented-camp': (rand, p) =>
    hills(rand, 640, 50, 3, p.far) +
    acacia(n(rand, 1000, 1200), 760, 220, p.dark) +
    `<path d="M400 780l140-150 140 150z" fill="${p.light}"/><path d="M520 780l20-90 20 90z" fill="${p.dark}"/>` +
    `<path d="M760 790l110-120 110 120z" fill="${p.sand}"/><path d="M855 790l15-70 15 70z" fill="${p.dark}"/>` +
    hills(rand, 800, 20, 2, p.near),
};
