/**
 * Renders the placeholder artwork under public/media and the placeholder PDFs under public/docs.
 *
 * Every picture is an abstract architectural composition drawn as SVG (sky and sea gradients,
 * towers, villas, rooms, palms) in the agency palette and encoded to WebP with sharp. Compositions
 * are deterministic: each file has its own seed, so a re-run reproduces the same bytes and the
 * committed files only change when this script does. Nothing renders text, so no font is needed.
 *
 * Usage: tsx scripts/generate-artwork.ts
 */
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC_DIR = join(ROOT, 'public');
const MEDIA_DIR = join(PUBLIC_DIR, 'media');

const LANDSCAPE = { width: 1600, height: 1067 };
const HERO = { width: 1920, height: 1080 };
const SMALL = { width: 800, height: 533 };
const SQUARE = { width: 600, height: 600 };
/** Width of the responsive variant written beside each large image as `<name>-800.webp`. */
const VARIANT_WIDTH = 800;
const WEBP_QUALITY = 72;

// ---------------------------------------------------------------------------------------------
// Palette
// ---------------------------------------------------------------------------------------------

const C = {
  orchid: '#B24AB2',
  orchidDeep: '#7A2E7C',
  orchidSoft: '#D9A6D6',
  ink: '#1B1F2A',
  inkSoft: '#2C3242',
  inkMist: '#4A5166',
  sand: '#E9DFD3',
  sandLight: '#F5EFE8',
  sandDeep: '#CDBBA5',
  sandShadow: '#B29D86',
  teal: '#2E6F73',
  tealDeep: '#1B4548',
  tealLight: '#6FA2A2',
  gold: '#C8A96A',
  goldLight: '#E6D2A4',
  white: '#FBF8F4',
} as const;

type Mood = 'dawn' | 'day' | 'golden' | 'dusk' | 'night';

/** Sky stops from zenith to horizon. */
const SKY: Record<Mood, Array<[number, string]>> = {
  dawn: [[0, '#2D3149'], [0.38, '#6E4A82'], [0.72, '#D7A2C2'], [1, '#F2DCC6']],
  day: [[0, '#7FAAAD'], [0.55, '#BCD3CD'], [1, '#F0E7DB']],
  golden: [[0, '#55607A'], [0.45, '#C79BB5'], [0.8, '#E8C99A'], [1, '#F3E2C4']],
  dusk: [[0, '#1B1F2A'], [0.32, '#41294F'], [0.68, '#B24AB2'], [1, '#E4B389']],
  night: [[0, '#0D1017'], [0.55, '#1B1F2A'], [1, '#3A2C4C']],
};

/** Sea stops from horizon to the viewer. */
const SEA: Record<Mood, Array<[number, string]>> = {
  dawn: [[0, '#8E7E97'], [0.25, '#4F7880'], [1, '#1D4649']],
  day: [[0, '#8DB6B2'], [0.3, '#4E8A8B'], [1, '#1F5558']],
  golden: [[0, '#C9B59A'], [0.3, '#5C8A86'], [1, '#1E4D50']],
  dusk: [[0, '#9A5C93'], [0.3, '#3E5566'], [1, '#141B26']],
  night: [[0, '#32304A'], [0.3, '#1E2B38'], [1, '#0C1117']],
};

const SUN: Record<Mood, { color: string; glow: string }> = {
  dawn: { color: '#F6E3C8', glow: '#F0C6C8' },
  day: { color: '#FBF4E6', glow: '#F3E7CF' },
  golden: { color: '#F6DDA6', glow: '#EBC98E' },
  dusk: { color: '#F3C98F', glow: '#E08AB8' },
  night: { color: '#EDE6D8', glow: '#8C86A8' },
};

const isDark = (mood: Mood) => mood === 'dusk' || mood === 'night';

/** Distant towers: a haze by day, a stronger violet band at night so the lit windows carry it. */
const skylineTone = (mood: Mood, dayOpacity: number) =>
  mood === 'night' ? { color: '#4A4462', opacity: 0.75 } : { color: isDark(mood) ? '#2A2F42' : C.inkMist, opacity: dayOpacity };

// ---------------------------------------------------------------------------------------------
// Drawing helpers
// ---------------------------------------------------------------------------------------------

/** Small deterministic PRNG (mulberry32) so each composition is reproducible from its seed. */
function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min: number, max: number) => min + (max - min) * next(),
    int: (min: number, max: number) => Math.floor(min + (max - min + 1) * next()),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (p: number) => next() < p,
  };
}
type Random = ReturnType<typeof createRandom>;

const n = (value: number) => (Math.round(value * 10) / 10).toString();

/** An SVG document under construction: shapes are appended in painting order. */
class Canvas {
  readonly defs: string[] = [];
  readonly body: string[] = [];
  #ids = 0;

  constructor(
    readonly width: number,
    readonly height: number,
    readonly random: Random,
  ) {}

  id(prefix: string) {
    this.#ids += 1;
    return `${prefix}${this.#ids}`;
  }

  add(markup: string) {
    this.body.push(markup);
  }

  linear(stops: Array<[number, string, number?]>, x1 = 0, y1 = 0, x2 = 0, y2 = 1) {
    const id = this.id('lg');
    const stopMarkup = stops
      .map(([offset, color, opacity]) => `<stop offset="${offset}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`)
      .join('');
    this.defs.push(`<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopMarkup}</linearGradient>`);
    return `url(#${id})`;
  }

  radial(stops: Array<[number, string, number?]>, cx = 0.5, cy = 0.5, r = 0.5) {
    const id = this.id('rg');
    const stopMarkup = stops
      .map(([offset, color, opacity]) => `<stop offset="${offset}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`)
      .join('');
    this.defs.push(`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopMarkup}</radialGradient>`);
    return `url(#${id})`;
  }

  clipRect(x: number, y: number, w: number, h: number, radius = 0) {
    const id = this.id('clip');
    this.defs.push(`<clipPath id="${id}"><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(radius)}"/></clipPath>`);
    return `url(#${id})`;
  }

  clipPath(d: string) {
    const id = this.id('clip');
    this.defs.push(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
    return `url(#${id})`;
  }

  /** Runs `draw` with its shapes wrapped in one group (for clipping, opacity or transforms). */
  group(attributes: string, draw: () => void) {
    this.add(`<g ${attributes}>`);
    draw();
    this.add('</g>');
  }

  rect(x: number, y: number, w: number, h: number, fill: string, extra = '') {
    this.add(`<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}" ${extra}/>`);
  }

  path(d: string, fill: string, extra = '') {
    this.add(`<path d="${d}" fill="${fill}" ${extra}/>`);
  }

  line(x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra = '') {
    this.add(`<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${n(width)}" ${extra}/>`);
  }

  circle(cx: number, cy: number, r: number, fill: string, extra = '') {
    this.add(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}" ${extra}/>`);
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') {
    this.add(`<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}" ${extra}/>`);
  }

  toSvg() {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}"><defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`;
  }
}

// ---------------------------------------------------------------------------------------------
// Elements
// ---------------------------------------------------------------------------------------------

function sky(c: Canvas, mood: Mood, x: number, y: number, w: number, h: number) {
  c.rect(x, y, w, h, c.linear(SKY[mood].map(([o, col]) => [o, col])));
  if (mood === 'night') {
    for (let i = 0; i < 60; i += 1) {
      c.circle(x + c.random.range(0, w), y + c.random.range(0, h * 0.6), c.random.range(0.6, 1.6), C.sandLight, `opacity="${n(c.random.range(0.25, 0.8))}"`);
    }
  }
}

function sun(c: Canvas, mood: Mood, cx: number, cy: number, r: number) {
  const { color, glow } = SUN[mood];
  c.circle(cx, cy, r * 5, c.radial([[0, glow, 0.55], [0.35, glow, 0.18], [1, glow, 0]]));
  c.circle(cx, cy, r, color, mood === 'night' ? 'opacity="0.9"' : '');
}

function sea(c: Canvas, mood: Mood, x: number, horizon: number, w: number, bottom: number, sunX?: number) {
  const h = bottom - horizon;
  c.rect(x, horizon, w, h, c.linear(SEA[mood].map(([o, col]) => [o, col])));
  const r = c.random;
  // Faint swell lines, longer towards the viewer.
  for (let i = 0; i < 40; i += 1) {
    const t = r.next() ** 1.6;
    const yy = horizon + 4 + t * (h - 8);
    const len = 20 + t * 160;
    const xx = x + r.range(0, w - len);
    c.line(xx, yy, xx + len, yy, C.sandLight, 1 + t * 2, `opacity="${n(0.05 + 0.08 * (1 - t))}" stroke-linecap="round"`);
  }
  if (sunX !== undefined) {
    // Glitter path of the sun: broken gold strokes widening towards the viewer.
    const glint = mood === 'night' ? C.sandLight : C.goldLight;
    for (let i = 0; i < 26; i += 1) {
      const t = i / 26;
      const yy = horizon + 3 + t ** 1.4 * (h - 6);
      const half = 14 + t * 120;
      const segments = r.int(1, 3);
      for (let s = 0; s < segments; s += 1) {
        const len = r.range(half * 0.3, half);
        const xx = sunX + r.range(-half, half) - len / 2;
        c.line(xx, yy, xx + len, yy, glint, 1.5 + t * 3, `opacity="${n(0.55 - t * 0.35)}" stroke-linecap="round"`);
      }
    }
  }
}

/** A band of distant towers; optional landmarks drawn as simple silhouettes. */
function skyline(
  c: Canvas,
  opts: { x: number; baseY: number; w: number; maxH: number; color: string; opacity: number; sail?: number; spire?: number; arch?: number; lights?: boolean },
) {
  const r = c.random;
  const { x, baseY, w, maxH, color, opacity } = opts;
  c.group(`opacity="${opacity}"`, () => {
    let cursor = x;
    while (cursor < x + w) {
      const bw = r.range(14, 46);
      const bh = r.range(maxH * 0.15, maxH * (r.chance(0.2) ? 1 : 0.6));
      c.rect(cursor, baseY - bh, bw, bh, color);
      if (r.chance(0.3)) c.rect(cursor + bw * 0.3, baseY - bh - bh * 0.12, bw * 0.4, bh * 0.12, color);
      if (opts.lights) {
        for (let i = 0; i < bh / 9; i += 1) {
          if (r.chance(0.25)) c.rect(cursor + r.range(2, bw - 6), baseY - bh + 4 + i * 9, 3, 2, C.goldLight, 'opacity="0.8"');
        }
      }
      cursor += bw + r.range(2, 12);
    }
    if (opts.spire !== undefined) {
      // A needle tower in stepped tiers, as seen from the coast.
      const sx = opts.spire;
      const sh = maxH * 2.1;
      const tiers = 6;
      for (let i = 0; i < tiers; i += 1) {
        const tw = 34 - i * 5;
        const ty = baseY - (sh * (i + 1)) / (tiers + 1);
        c.rect(sx - tw / 2, ty, tw, baseY - ty, color);
      }
      c.path(`M${n(sx - 3)} ${n(baseY - (sh * tiers) / (tiers + 1))} L${n(sx)} ${n(baseY - sh)} L${n(sx + 3)} ${n(baseY - (sh * tiers) / (tiers + 1))} Z`, color);
    }
    if (opts.arch !== undefined) {
      // Two wings joined by an arch, a hotel landmark at the head of the crescent.
      const ax = opts.arch;
      const ah = maxH * 0.75;
      const aw = 120;
      c.path(
        `M${n(ax - aw / 2)} ${baseY} L${n(ax - aw / 2)} ${n(baseY - ah)} L${n(ax + aw / 2)} ${n(baseY - ah)} L${n(ax + aw / 2)} ${baseY} L${n(ax + 16)} ${baseY} L${n(ax + 16)} ${n(baseY - ah * 0.55)} Q${n(ax)} ${n(baseY - ah * 0.8)} ${n(ax - 16)} ${n(baseY - ah * 0.55)} L${n(ax - 16)} ${baseY} Z`,
        color,
      );
    }
  });
  if (opts.sail !== undefined) {
    // The sail-shaped hotel on its own island, slightly nearer and so a touch stronger.
    const sx = opts.sail;
    const sh = maxH * 1.5;
    c.group(`opacity="${Math.min(1, opacity + 0.15)}"`, () => {
      c.path(`M${n(sx)} ${baseY} L${n(sx)} ${n(baseY - sh)} Q${n(sx + sh * 0.42)} ${n(baseY - sh * 0.45)} ${n(sx + sh * 0.3)} ${baseY} Z`, color);
      c.rect(sx - 3, baseY - sh - 12, 3, sh + 12, color);
      c.rect(sx - 40, baseY - 4, sh * 0.3 + 80, 4, color);
    });
  }
}

/** The residence tower: stacked volumes with terrace bands, fins and (after dark) lit windows. */
function tower(c: Canvas, opts: { cx: number; baseY: number; w: number; h: number; mood: Mood; floors?: number; crown?: boolean }) {
  const r = c.random;
  const { cx, baseY, w, h, mood } = opts;
  const floors = opts.floors ?? 48;
  const floorH = h / floors;
  const dark = isDark(mood);
  const lit = dark ? C.inkMist : C.sand;
  const body = c.linear([[0, lit], [0.55, dark ? C.inkSoft : C.sandDeep], [1, dark ? C.ink : C.sandShadow]], 0, 0, 1, 0);
  const glass = c.linear([[0, dark ? '#2B3550' : '#9FB9B8'], [1, dark ? '#1A2030' : '#5F7F86']], 0, 0, 1, 0);
  // Three volumes with setbacks; the middle one is the widest, the crown the narrowest.
  const volumes = [
    { from: 0, to: 0.38, inset: 0 },
    { from: 0.38, to: 0.78, inset: w * 0.06 },
    { from: 0.78, to: 1, inset: w * 0.16 },
  ];
  for (const v of volumes) {
    const top = baseY - h * v.to;
    const bottom = baseY - h * v.from;
    const left = cx - w / 2 + v.inset;
    const width = w - v.inset * 2;
    c.rect(left, top, width, bottom - top, glass);
    c.rect(left, top, width, bottom - top, body, 'opacity="0.55"');
    // Vertical fins.
    for (let f = 1; f < 6; f += 1) {
      c.line(left + (width * f) / 6, top, left + (width * f) / 6, bottom, dark ? C.ink : C.sandLight, 2, 'opacity="0.35"');
    }
    // Floor slabs and balconies.
    for (let y = bottom - floorH; y > top; y -= floorH) {
      const balcony = Math.round((bottom - y) / floorH) % 3 === 0;
      const overhang = balcony ? w * 0.05 : 0;
      c.rect(left - overhang, y - 1.5, width + overhang * 2, balcony ? 4 : 2.2, dark ? '#59627A' : C.sandLight, `opacity="${balcony ? 0.95 : 0.6}"`);
      if (dark) {
        // A few lit rooms per floor, narrow so they read as windows rather than patches.
        for (let k = 0; k < 3; k += 1) {
          if (!r.chance(0.3)) continue;
          const ww = r.range(width * 0.05, width * 0.14);
          c.rect(left + r.range(0, width - ww), y + floorH * 0.3, ww, floorH * 0.45, C.goldLight, `opacity="${n(r.range(0.35, 0.75))}"`);
        }
      }
    }
  }
  if (opts.crown ?? true) {
    const top = baseY - h;
    const cw = w - w * 0.32;
    c.path(`M${n(cx - cw / 2)} ${n(top)} Q${n(cx)} ${n(top - h * 0.06)} ${n(cx + cw / 2)} ${n(top)} Z`, dark ? C.inkSoft : C.sandDeep);
    c.rect(cx - cw / 2, top - 2, cw, 3, C.gold, 'opacity="0.9"');
  }
  // Podium.
  c.rect(cx - w * 0.75, baseY - h * 0.05, w * 1.5, h * 0.05, dark ? C.inkSoft : C.sandDeep);
  c.rect(cx - w * 0.75, baseY - h * 0.05, w * 1.5, 3, C.gold, 'opacity="0.7"');
}

/** A stylised date palm: tapering curved trunk with ringed bark and drooping fronds. */
function palm(c: Canvas, x: number, baseY: number, height: number, lean: number, color: string, opacity = 1) {
  const r = c.random;
  const tx = x + lean;
  const ty = baseY - height;
  const ctrlX = x + lean * 0.15;
  const ctrlY = baseY - height * 0.55;
  const at = (t: number) => ({
    x: (1 - t) ** 2 * x + 2 * (1 - t) * t * ctrlX + t * t * tx,
    y: (1 - t) ** 2 * baseY + 2 * (1 - t) * t * ctrlY + t * t * ty,
  });
  const left: string[] = [];
  const right: string[] = [];
  const samples = 14;
  for (let i = 0; i <= samples; i += 1) {
    const t = i / samples;
    const p = at(t);
    const half = height * (0.032 - 0.016 * t);
    left.push(`${n(p.x - half)} ${n(p.y)}`);
    right.unshift(`${n(p.x + half)} ${n(p.y)}`);
  }
  c.group(`opacity="${opacity}"`, () => {
    c.path(`M${left.join(' L')} L${right.join(' L')} Z`, color);
    for (let i = 1; i < samples; i += 1) {
      const p = at(i / samples);
      const half = height * (0.032 - 0.016 * (i / samples));
      c.line(p.x - half, p.y, p.x + half, p.y - 2, C.sandLight, 1.2, 'opacity="0.18"');
    }
    const fronds = r.int(9, 12);
    for (let i = 0; i < fronds; i += 1) {
      const angle = -Math.PI + (Math.PI * (i + 0.5)) / fronds + r.range(-0.12, 0.12) + (i % 2 ? 0.9 : 0) * (i < fronds / 2 ? -0.25 : 0.25);
      const len = height * r.range(0.34, 0.48);
      const droop = len * (0.25 + 0.45 * Math.abs(Math.cos(angle)));
      const tipX = tx + Math.cos(angle) * len;
      const tipY = ty + Math.sin(angle) * len * 0.7 + droop;
      const midX = (tx + tipX) / 2;
      const midY = (ty + tipY) / 2 - len * 0.22;
      const nx = -(tipY - ty) / len;
      const ny = (tipX - tx) / len;
      const wide = len * 0.13;
      c.path(
        `M${n(tx)} ${n(ty)} Q${n(midX + nx * wide)} ${n(midY + ny * wide)} ${n(tipX)} ${n(tipY)} Q${n(midX - nx * wide * 0.35)} ${n(midY - ny * wide * 0.35 + len * 0.1)} ${n(tx)} ${n(ty)} Z`,
        color,
      );
      // Leaflet cuts give the frond its feathered edge.
      for (let k = 1; k < 6; k += 1) {
        const t = k / 6;
        const px = (1 - t) ** 2 * tx + 2 * (1 - t) * t * midX + t * t * tipX;
        const py = (1 - t) ** 2 * ty + 2 * (1 - t) * t * midY + t * t * tipY;
        c.line(px, py, px + nx * wide * 0.9, py + ny * wide * 0.9 + 4, C.sandLight, 1.4, 'opacity="0.22"');
      }
    }
    c.circle(tx, ty + 4, height * 0.03, color);
  });
}

/** Cantilevered villa: stacked slabs, glazing and a pool in front with a soft reflection. */
function villa(c: Canvas, opts: { x: number; groundY: number; w: number; mood: Mood; pool?: boolean }) {
  const { x, groundY, w, mood } = opts;
  const dark = isDark(mood);
  const h1 = w * 0.16;
  const h2 = w * 0.14;
  const glow = c.linear([[0, C.goldLight, dark ? 0.95 : 0.55], [1, C.gold, dark ? 0.8 : 0.35]]);
  const glassFill = dark ? '#2A3144' : '#7E9EA0';
  const slab = dark ? C.sandDeep : C.white;
  const wall = dark ? C.inkSoft : C.sand;
  const drawHouse = () => {
    // Ground floor: long glazed pavilion.
    c.rect(x, groundY - h1, w * 0.78, h1, glassFill);
    c.rect(x, groundY - h1, w * 0.78, h1, glow);
    for (let i = 1; i < 8; i += 1) c.line(x + (w * 0.78 * i) / 8, groundY - h1, x + (w * 0.78 * i) / 8, groundY, dark ? C.ink : C.sandLight, 2.5, 'opacity="0.6"');
    c.rect(x + w * 0.78, groundY - h1 * 1.05, w * 0.22, h1 * 1.05, wall);
    // Upper floor: a solid box cantilevered over the terrace.
    const ux = x + w * 0.22;
    c.rect(ux, groundY - h1 - h2 - 8, w * 0.86, h2, wall);
    c.rect(ux + w * 0.06, groundY - h1 - h2 + 6, w * 0.5, h2 - 26, glassFill);
    c.rect(ux + w * 0.06, groundY - h1 - h2 + 6, w * 0.5, h2 - 26, glow, 'opacity="0.8"');
    // Roof and floor slabs.
    c.rect(x - w * 0.04, groundY - h1 - 8, w * 0.94, 9, slab);
    c.rect(ux - w * 0.02, groundY - h1 - h2 - 16, w * 0.92, 9, slab);
    c.rect(ux - w * 0.02, groundY - h1 - h2 - 16, w * 0.92, 2, C.gold, 'opacity="0.8"');
    // Screen of timber-like fins on the upper box.
    for (let i = 0; i < 9; i += 1) c.rect(ux + w * 0.6 + i * 10, groundY - h1 - h2 - 6, 4, h2 - 4, C.sandShadow, 'opacity="0.7"');
  };
  drawHouse();
  if (opts.pool ?? true) {
    const poolTop = groundY + 14;
    const poolH = w * 0.09;
    const water = c.linear([[0, C.tealLight], [1, C.teal]]);
    c.rect(x - w * 0.1, groundY, w * 1.25, 14, dark ? C.inkMist : C.sandLight);
    c.rect(x - w * 0.05, poolTop, w * 1.0, poolH, water);
    const clip = c.clipRect(x - w * 0.05, poolTop, w * 1.0, poolH);
    c.group(`clip-path="${clip}" opacity="0.22"`, () => {
      c.group(`transform="translate(0 ${n(2 * groundY + 14)}) scale(1 -1)"`, drawHouse);
    });
    for (let i = 0; i < 10; i += 1) {
      const yy = poolTop + 6 + (poolH - 12) * (i / 10);
      const xx = x + c.random.range(0, w * 0.8);
      c.line(xx, yy, xx + c.random.range(20, 70), yy, C.white, 1.5, 'opacity="0.35" stroke-linecap="round"');
    }
  }
}

/** A sun lounger seen from the side. */
function lounger(c: Canvas, x: number, y: number, s: number, color: string) {
  c.path(`M${n(x)} ${n(y)} L${n(x + 70 * s)} ${n(y)} L${n(x + 92 * s)} ${n(y - 26 * s)} L${n(x + 98 * s)} ${n(y - 22 * s)} L${n(x + 78 * s)} ${n(y + 7 * s)} L${n(x)} ${n(y + 7 * s)} Z`, color);
  c.rect(x + 6 * s, y + 7 * s, 3 * s, 10 * s, color);
  c.rect(x + 64 * s, y + 7 * s, 3 * s, 10 * s, color);
}

function parasol(c: Canvas, x: number, y: number, s: number, canopy: string, pole: string) {
  c.rect(x - 1.5 * s, y - 90 * s, 3 * s, 90 * s, pole);
  c.path(`M${n(x - 55 * s)} ${n(y - 78 * s)} Q${n(x)} ${n(y - 112 * s)} ${n(x + 55 * s)} ${n(y - 78 * s)} Z`, canopy);
}

/** Glass balustrade and deck across the foreground of a terrace view. */
function balustrade(c: Canvas, y: number, mood: Mood) {
  const { width: w, height: h } = c;
  const dark = isDark(mood);
  c.rect(0, y, w, h - y, c.linear([[0, dark ? C.inkSoft : C.sandDeep], [1, dark ? C.ink : C.sandShadow]]));
  for (let i = 0; i < 14; i += 1) c.line(0, y + 10 + i * ((h - y) / 14), w, y + 10 + i * ((h - y) / 14) + 6, dark ? C.inkMist : C.sand, 1.5, 'opacity="0.35"');
  c.rect(0, y - 120, w, 120, C.white, 'opacity="0.10"');
  for (let xx = 0; xx < w; xx += 320) c.rect(xx, y - 120, 4, 120, dark ? C.inkMist : C.sandShadow, 'opacity="0.7"');
  c.rect(0, y - 124, w, 6, C.gold, 'opacity="0.85"');
}

// ---------------------------------------------------------------------------------------------
// Scenes
// ---------------------------------------------------------------------------------------------

interface TowerOptions {
  mood: Mood;
  towerX: number;
  horizon: number;
  sunX: number;
  sunY: number;
  towerScale?: number;
  beach?: boolean;
  palms?: number;
  skyline?: { sail?: number; spire?: number; arch?: number };
}

function towerScene(c: Canvas, o: TowerOptions) {
  const { width: w, height: h } = c;
  sky(c, o.mood, 0, 0, w, o.horizon);
  sun(c, o.mood, o.sunX, o.sunY, 34);
  skyline(c, {
    x: 0,
    baseY: o.horizon,
    w,
    maxH: h * 0.13,
    ...skylineTone(o.mood, 0.35),
    lights: o.mood === 'night',
    ...o.skyline,
  });
  sea(c, o.mood, 0, o.horizon, w, h, o.sunX);
  if (o.mood === 'night') {
    // City lights reflected on the water.
    for (let i = 0; i < 70; i += 1) {
      const x = c.random.range(0, w);
      const y = o.horizon + c.random.range(4, (h - o.horizon) * 0.35);
      c.line(x, y, x, y + c.random.range(8, 30), C.goldLight, c.random.range(1, 3), `opacity="${n(c.random.range(0.1, 0.35))}"`);
    }
  }
  const scale = o.towerScale ?? 1;
  const baseY = o.beach ? h * 0.86 : h * 0.92;
  if (o.beach) {
    c.path(`M0 ${n(h * 0.8)} Q${n(w * 0.5)} ${n(h * 0.74)} ${w} ${n(h * 0.82)} L${w} ${h} L0 ${h} Z`, c.linear([[0, C.sand], [1, C.sandDeep]]));
  } else {
    c.rect(0, h * 0.9, w, h * 0.1, isDark(o.mood) ? C.inkSoft : C.sandDeep);
  }
  // Larger scales widen the tower but never push the crown out of the frame.
  const towerH = Math.min(h * 0.78 * scale, (baseY - h * 0.07) / 1.07);
  tower(c, { cx: o.towerX, baseY, w: 190 * scale, h: towerH, mood: o.mood });
  const palmColor = isDark(o.mood) ? '#12151D' : C.tealDeep;
  const palms = o.palms ?? 3;
  for (let i = 0; i < palms; i += 1) {
    const px = i % 2 === 0 ? w * (0.04 + i * 0.07) : w * (0.98 - i * 0.06);
    palm(c, px, h + 10, h * c.random.range(0.42, 0.6), (i % 2 === 0 ? 1 : -1) * c.random.range(30, 90), palmColor);
  }
}

interface VillaOptions {
  mood: Mood;
  horizon: number;
  sunX: number;
  villaX: number;
  villaW: number;
  palms?: boolean;
}

function villaScene(c: Canvas, o: VillaOptions) {
  const { width: w, height: h } = c;
  sky(c, o.mood, 0, 0, w, o.horizon);
  sun(c, o.mood, o.sunX, o.horizon - 90, 30);
  sea(c, o.mood, 0, o.horizon, w, h * 0.62, o.sunX);
  const groundY = h * 0.7;
  c.path(`M0 ${n(h * 0.6)} Q${n(w * 0.4)} ${n(h * 0.57)} ${w} ${n(h * 0.61)} L${w} ${h} L0 ${h} Z`, c.linear([[0, C.sand], [1, C.sandDeep]]));
  c.rect(0, groundY, w, h - groundY, c.linear([[0, isDark(o.mood) ? '#3E4657' : '#D8CBBB'], [1, isDark(o.mood) ? C.ink : C.sandShadow]]));
  villa(c, { x: o.villaX, groundY, w: o.villaW, mood: o.mood });
  if (o.palms ?? true) {
    const color = isDark(o.mood) ? '#12151D' : C.tealDeep;
    palm(c, o.villaX - 60, groundY + 6, h * 0.5, -40, color);
    palm(c, o.villaX + o.villaW + 80, groundY + 6, h * 0.42, 50, color, 0.95);
    palm(c, w * 0.96, h + 20, h * 0.7, -110, color);
  }
}

type Room = 'living' | 'bedroom' | 'dining' | 'kitchen' | 'bath' | 'lounge' | 'fitness' | 'spa' | 'cinema' | 'club' | 'kids';

interface InteriorOptions {
  mood: Mood;
  room: Room;
  /** Horizontal centre of the window as a share of the width. */
  windowAt?: number;
  accent?: string;
  view?: { sail?: number; spire?: number; arch?: number };
}

/** One-point perspective room with a floor-to-ceiling window onto the sea. */
function interiorScene(c: Canvas, o: InteriorOptions) {
  const { width: w, height: h } = c;
  const r = c.random;
  const accent = o.accent ?? C.orchid;
  const dark = isDark(o.mood) || o.room === 'cinema';
  const wallTop = h * 0.12;
  const floorY = h * 0.7;
  const left = w * 0.12;
  const right = w * 0.88;
  // Ceiling, side walls and floor.
  c.rect(0, 0, w, h, dark ? '#3A3447' : C.sandDeep);
  c.path(`M0 0 L${w} 0 L${n(right)} ${n(wallTop)} L${n(left)} ${n(wallTop)} Z`, dark ? '#2C2838' : '#E2D6C8');
  c.path(`M0 0 L${n(left)} ${n(wallTop)} L${n(left)} ${n(floorY)} L0 ${h} Z`, c.linear([[0, dark ? '#2A2533' : '#CDBCA8'], [1, dark ? '#3C3548' : '#DCCDBB']], 0, 0, 1, 0));
  c.path(`M${w} 0 L${n(right)} ${n(wallTop)} L${n(right)} ${n(floorY)} L${w} ${h} Z`, c.linear([[0, dark ? '#3C3548' : '#DCCDBB'], [1, dark ? '#241F2C' : '#C2AE97']], 0, 0, 1, 0));
  c.path(
    `M${n(left)} ${n(floorY)} L${n(right)} ${n(floorY)} L${w} ${h} L0 ${h} Z`,
    c.linear([[0, dark ? '#4A3F4F' : '#D7C3AA'], [1, dark ? '#231E28' : '#A88F74']]),
  );
  // Floor boards converge on the vanishing point.
  const vx = w / 2;
  for (let i = 0; i <= 16; i += 1) {
    const bx = left + ((right - left) * i) / 16;
    const ex = (bx - vx) * ((h - floorY) / (floorY - h * 0.42)) + bx;
    c.line(bx, floorY, ex, h, dark ? '#1B1F2A' : C.sandShadow, 1.2, 'opacity="0.25"');
  }
  // Back wall with the window.
  c.rect(left, wallTop, right - left, floorY - wallTop, dark ? '#4A4258' : C.sand);
  const winCenter = w * (o.windowAt ?? 0.5);
  const winW = o.room === 'cinema' ? (right - left) * 0.62 : (right - left) * r.range(0.6, 0.82);
  const winX = Math.max(left + 18, Math.min(right - 18 - winW, winCenter - winW / 2));
  const winY = wallTop + 18;
  const winH = floorY - winY - (o.room === 'cinema' ? 120 : 6);
  if (o.room === 'cinema') {
    // The screen shows a seascape, the rest of the room is dim.
    c.rect(winX - 10, winY - 10, winW + 20, winH + 20, C.ink);
    c.group(`clip-path="${c.clipRect(winX, winY, winW, winH)}"`, () => {
      sky(c, 'golden', winX, winY, winW, winH * 0.6);
      sun(c, 'golden', winX + winW * 0.3, winY + winH * 0.45, 22);
      sea(c, 'golden', winX, winY + winH * 0.6, winW, winY + winH, winX + winW * 0.3);
    });
    c.rect(0, 0, w, h, C.ink, 'opacity="0.25"');
    c.ellipse(winX + winW / 2, winY + winH + 30, winW * 0.6, 50, C.goldLight, 'opacity="0.12"');
  } else {
    c.group(`clip-path="${c.clipRect(winX, winY, winW, winH)}"`, () => {
      const horizon = winY + winH * 0.55;
      sky(c, o.mood, winX, winY, winW, horizon - winY);
      const sx = winX + winW * r.range(0.25, 0.75);
      sun(c, o.mood, sx, horizon - winH * 0.16, 18);
      skyline(c, { x: winX, baseY: horizon, w: winW, maxH: winH * 0.12, ...skylineTone(o.mood, 0.3), lights: o.mood === 'night', ...o.view });
      sea(c, o.mood, winX, horizon, winW, winY + winH, sx);
    });
    for (let i = 1; i < 4; i += 1) c.rect(winX + (winW * i) / 4 - 3, winY, 6, winH, dark ? '#1F1B27' : C.sandLight);
    c.rect(winX, winY + winH * 0.82, winW, 4, dark ? '#1F1B27' : C.sandLight, 'opacity="0.8"');
    c.rect(winX - 8, winY - 8, winW + 16, 8, dark ? '#1F1B27' : C.sandLight);
    // Daylight pooling on the floor.
    c.path(
      `M${n(winX)} ${n(floorY)} L${n(winX + winW)} ${n(floorY)} L${n(winX + winW * 1.25)} ${h} L${n(winX - winW * 0.25)} ${h} Z`,
      c.linear([[0, dark ? C.goldLight : C.white, dark ? 0.12 : 0.3], [1, C.white, 0]]),
    );
  }
  // Cove lighting in the ceiling.
  c.rect(left, wallTop - 4, right - left, 4, C.goldLight, `opacity="${dark ? 0.9 : 0.6}"`);
  furnish(c, o.room, { left, right, floorY, accent, dark });
}

function pendant(c: Canvas, x: number, y: number, r: number, dark: boolean) {
  c.line(x, 0, x, y - r, C.ink, 1.5, 'opacity="0.6"');
  c.circle(x, y, r * 2.4, c.radial([[0, C.goldLight, dark ? 0.5 : 0.25], [1, C.goldLight, 0]]));
  c.path(`M${n(x - r)} ${n(y)} A${n(r)} ${n(r)} 0 0 1 ${n(x + r)} ${n(y)} Z`, C.gold);
}

function pottedPalm(c: Canvas, x: number, floorY: number, s: number, dark: boolean) {
  palm(c, x, floorY - 40 * s, 220 * s, c.random.range(-20, 20), dark ? '#1E3B3D' : C.teal, 0.95);
  c.path(`M${n(x - 34 * s)} ${n(floorY - 56 * s)} L${n(x + 34 * s)} ${n(floorY - 56 * s)} L${n(x + 26 * s)} ${n(floorY)} L${n(x - 26 * s)} ${n(floorY)} Z`, dark ? C.inkSoft : C.sandShadow);
}

function furnish(c: Canvas, room: Room, f: { left: number; right: number; floorY: number; accent: string; dark: boolean }) {
  const { width: w, height: h } = c;
  const r = c.random;
  const { floorY, accent, dark } = f;
  const soft = dark ? '#6E6478' : C.sandLight;
  const deep = dark ? C.ink : C.inkSoft;
  switch (room) {
    case 'living':
    case 'lounge': {
      const sx = w * r.range(0.2, 0.34);
      const sy = h * 0.78;
      c.ellipse(w / 2, h * 0.9, w * 0.34, h * 0.07, accent, 'opacity="0.35"');
      // Sofa: base, back and cushions.
      c.rect(sx, sy - 70, 520, 70, soft, 'rx="22"');
      c.rect(sx - 10, sy - 120, 540, 64, soft, 'rx="26"');
      c.rect(sx + 40, sy - 110, 110, 54, accent, 'rx="18"');
      c.rect(sx + 370, sy - 110, 110, 54, C.gold, 'rx="18" opacity="0.9"');
      c.rect(sx + 10, sy, 8, 18, deep);
      c.rect(sx + 502, sy, 8, 18, deep);
      // Coffee table and armchair.
      c.ellipse(sx + 300, h * 0.9, 150, 26, C.gold);
      c.ellipse(sx + 300, h * 0.9 - 8, 150, 20, C.goldLight);
      c.circle(sx + 260, h * 0.9 - 24, 16, accent);
      const ax = sx + 720;
      c.rect(ax, sy - 60, 170, 90, deep, 'rx="30"');
      c.rect(ax + 20, sy - 110, 130, 70, deep, 'rx="30"');
      pendant(c, sx + 300, h * 0.3, 40, dark);
      pottedPalm(c, w * 0.84, h * 0.95, 1, dark);
      break;
    }
    case 'bedroom': {
      const bx = w * r.range(0.28, 0.4);
      const by = h * 0.82;
      c.rect(bx - 40, floorY - 190, 700, 200, deep, 'rx="14"');
      c.rect(bx, by - 110, 620, 110, soft, 'rx="18"');
      c.rect(bx, by - 110, 620, 30, C.white, 'rx="14"');
      c.rect(bx + 60, by - 150, 200, 60, C.white, 'rx="22"');
      c.rect(bx + 360, by - 150, 200, 60, C.white, 'rx="22"');
      c.rect(bx + 330, by - 90, 290, 90, accent, 'rx="10" opacity="0.85"');
      c.rect(bx - 150, by - 90, 110, 80, C.sandDeep, 'rx="10"');
      c.rect(bx + 660, by - 90, 110, 80, C.sandDeep, 'rx="10"');
      pendant(c, bx - 95, h * 0.46, 26, dark);
      pendant(c, bx + 715, h * 0.46, 26, dark);
      break;
    }
    case 'dining':
    case 'club': {
      const tx = w * 0.5;
      const ty = h * 0.84;
      if (room === 'club') {
        c.rect(w * 0.2, floorY - 40, w * 0.6, 150, deep, 'rx="8"');
        c.rect(w * 0.2, floorY - 48, w * 0.6, 12, C.gold);
        for (let i = 0; i < 7; i += 1) {
          const x = w * 0.25 + i * (w * 0.5 / 6);
          c.rect(x - 4, floorY + 110, 8, 80, C.gold);
          c.ellipse(x, floorY + 110, 34, 12, accent);
          pendant(c, x, h * 0.33, 18, true);
        }
      } else {
        c.ellipse(tx, ty, 360, 46, C.sandShadow, 'opacity="0.35"');
        c.rect(tx - 330, ty - 70, 660, 22, C.gold);
        c.rect(tx - 290, ty - 48, 14, 90, deep);
        c.rect(tx + 276, ty - 48, 14, 90, deep);
        for (let i = 0; i < 4; i += 1) {
          const cx = tx - 240 + i * 160;
          c.rect(cx - 40, ty - 150, 80, 100, i % 2 ? accent : soft, 'rx="28"');
          c.rect(cx - 36, ty - 52, 72, 16, deep, 'rx="6"');
        }
        for (let i = 0; i < 3; i += 1) pendant(c, tx - 220 + i * 220, h * 0.34, 30, dark);
      }
      break;
    }
    case 'kitchen': {
      const ix = w * r.range(0.26, 0.36);
      c.rect(f.left + 20, floorY - 160, 260, 160, soft);
      c.rect(f.left + 20, floorY - 170, 260, 12, C.gold);
      c.rect(ix, h * 0.74, 700, 170, deep, 'rx="6"');
      c.rect(ix - 20, h * 0.74 - 18, 740, 22, C.sandLight, 'rx="4"');
      c.rect(ix, h * 0.74 + 4, 700, 6, C.gold, 'opacity="0.8"');
      for (let i = 0; i < 4; i += 1) {
        const x = ix + 100 + i * 170;
        c.rect(x - 4, h * 0.74 + 60, 8, 110, C.gold);
        c.ellipse(x, h * 0.74 + 60, 36, 12, i % 2 ? accent : C.sandDeep);
      }
      for (let i = 0; i < 3; i += 1) pendant(c, ix + 150 + i * 200, h * 0.4, 28, dark);
      c.circle(ix + 560, h * 0.74 - 44, 24, C.tealLight);
      break;
    }
    case 'bath':
    case 'spa': {
      const tx = w * r.range(0.4, 0.55);
      const ty = h * 0.86;
      if (room === 'spa') {
        // Arched niches and a round plunge pool.
        for (let i = 0; i < 3; i += 1) {
          const ax = f.left + 60 + i * 130;
          c.path(`M${ax} ${n(floorY)} L${ax} ${n(floorY - 220)} A50 50 0 0 1 ${ax + 100} ${n(floorY - 220)} L${ax + 100} ${n(floorY)} Z`, dark ? '#2A2533' : C.sandDeep);
          c.circle(ax + 50, floorY - 40, 14, C.goldLight, 'opacity="0.9"');
        }
        c.ellipse(tx, ty, 300, 70, C.sandLight);
        c.ellipse(tx, ty - 4, 270, 56, c.linear([[0, C.tealLight], [1, C.teal]]));
        c.ellipse(tx, ty - 4, 120, 22, C.white, 'opacity="0.25"');
        for (let i = 0; i < 3; i += 1) c.ellipse(tx + 340 + i * 40, ty + 30 - i * 26, 40 - i * 8, 16 - i * 2, i === 1 ? C.inkMist : C.sandShadow);
        pottedPalm(c, w * 0.85, h * 0.97, 0.9, dark);
      } else {
        c.ellipse(tx, ty - 40, 260, 80, C.white);
        c.ellipse(tx, ty - 58, 230, 50, c.linear([[0, '#DDE9E6'], [1, '#A9C7C4']]));
        c.rect(tx + 160, ty - 150, 10, 90, C.gold);
        c.rect(tx + 140, ty - 150, 40, 8, C.gold);
        c.rect(f.left + 40, floorY - 120, 340, 120, deep);
        c.rect(f.left + 40, floorY - 130, 340, 14, C.sandLight);
        c.ellipse(f.left + 210, floorY - 250, 90, 110, C.goldLight, 'opacity="0.55"');
        c.ellipse(f.left + 210, floorY - 250, 80, 100, dark ? '#4A4258' : '#E6E0D6');
      }
      break;
    }
    case 'fitness': {
      // Mats, a rack of weights and a rowing machine: lines and circles only.
      for (let i = 0; i < 3; i += 1) c.path(`M${n(w * 0.18 + i * 190)} ${n(h * 0.96)} L${n(w * 0.24 + i * 190)} ${n(h * 0.8)} L${n(w * 0.3 + i * 190)} ${n(h * 0.8)} L${n(w * 0.26 + i * 190)} ${n(h * 0.96)} Z`, i === 1 ? accent : C.teal, 'opacity="0.85"');
      const rx = w * 0.62;
      c.rect(rx, floorY - 30, 330, 12, deep);
      for (let i = 0; i < 6; i += 1) {
        c.circle(rx + 30 + i * 54, floorY - 44, 16, i % 2 ? C.gold : deep);
        c.rect(rx + 18 + i * 54, floorY - 46, 24, 4, soft);
      }
      c.rect(rx + 20, floorY - 18, 10, 60, deep);
      c.rect(rx + 300, floorY - 18, 10, 60, deep);
      const bx = w * 0.55;
      c.rect(bx, h * 0.9, 380, 10, deep);
      c.circle(bx + 40, h * 0.9 - 16, 30, C.gold, 'opacity="0.9"');
      c.circle(bx + 40, h * 0.9 - 16, 14, deep);
      c.rect(bx + 160, h * 0.9 - 26, 60, 16, soft, 'rx="6"');
      break;
    }
    case 'cinema': {
      for (let row = 0; row < 3; row += 1) {
        const y = h * 0.76 + row * 90;
        const seatW = 150 + row * 20;
        const count = 5 + row;
        const start = w / 2 - (count * (seatW + 16)) / 2;
        for (let i = 0; i < count; i += 1) {
          c.rect(start + i * (seatW + 16), y - 60, seatW, 70, accent, `rx="22" opacity="${n(0.75 + row * 0.08)}"`);
          c.rect(start + i * (seatW + 16) + 8, y, seatW - 16, 24, C.orchidDeep, 'rx="10"');
        }
      }
      for (let i = 0; i < 10; i += 1) c.circle(w * 0.08 + i * w * 0.093, 40, 4, C.goldLight, 'opacity="0.8"');
      break;
    }
    case 'kids': {
      const colours = [C.orchidSoft, C.tealLight, C.goldLight, accent];
      for (let i = 0; i < 7; i += 1) {
        const x = w * 0.2 + i * 150;
        const size = r.range(40, 90);
        if (i % 3 === 0) c.circle(x, h * 0.88 - size, size, r.pick(colours));
        else if (i % 3 === 1) c.path(`M${n(x - size)} ${n(h * 0.9)} L${n(x - size)} ${n(h * 0.9 - size)} A${n(size)} ${n(size)} 0 0 1 ${n(x + size)} ${n(h * 0.9 - size)} L${n(x + size)} ${n(h * 0.9)} Z`, r.pick(colours));
        else c.rect(x - size * 0.8, h * 0.9 - size * 1.6, size * 1.6, size * 1.6, r.pick(colours), 'rx="16"');
      }
      c.path(`M${n(w * 0.7)} ${n(floorY - 10)} Q${n(w * 0.8)} ${n(floorY + 60)} ${n(w * 0.84)} ${n(h * 0.95)}`, 'none', `stroke="${C.gold}" stroke-width="18" stroke-linecap="round"`);
      break;
    }
  }
}

interface TerraceOptions {
  mood: Mood;
  horizon: number;
  sunX: number;
  pool?: boolean;
  garden?: boolean;
  view?: { sail?: number; spire?: number; arch?: number };
}

/** A private terrace high in the tower: balustrade, loungers, plunge pool or planters. */
function terraceScene(c: Canvas, o: TerraceOptions) {
  const { width: w, height: h } = c;
  sky(c, o.mood, 0, 0, w, o.horizon);
  sun(c, o.mood, o.sunX, o.horizon - 110, 28);
  skyline(c, { x: 0, baseY: o.horizon, w, maxH: h * 0.1, ...skylineTone(o.mood, 0.4), lights: o.mood === 'night', ...o.view });
  sea(c, o.mood, 0, o.horizon, w, h, o.sunX);
  const deckY = h * 0.74;
  balustrade(c, deckY, o.mood);
  if (o.pool) {
    c.path(`M${n(w * 0.08)} ${n(deckY + 30)} L${n(w * 0.62)} ${n(deckY + 30)} L${n(w * 0.7)} ${n(h * 0.97)} L0 ${n(h * 0.97)} Z`, c.linear([[0, C.tealLight], [1, C.teal]]));
    for (let i = 0; i < 8; i += 1) {
      const y = deckY + 48 + i * 26;
      const x = w * c.random.range(0.08, 0.45);
      c.line(x, y, x + c.random.range(40, 110), y, C.white, 2, 'opacity="0.4" stroke-linecap="round"');
    }
  }
  const loungeColor = isDark(o.mood) ? C.sandDeep : C.white;
  lounger(c, w * 0.72, deckY + 60, 2.2, loungeColor);
  lounger(c, w * 0.72 + 10, deckY + 170, 2.5, loungeColor);
  parasol(c, w * 0.7, deckY + 60, 2.4, C.orchid, C.sandShadow);
  if (o.garden) {
    for (let i = 0; i < 4; i += 1) {
      const x = i < 2 ? w * 0.04 + i * 140 : w * 0.5 + (i - 2) * 150;
      c.rect(x - 60, deckY - 30, 120, 60, C.sandDeep, 'rx="6"');
      palm(c, x, deckY - 10, h * c.random.range(0.28, 0.42), c.random.range(-30, 30), isDark(o.mood) ? '#14262A' : C.teal);
    }
  } else {
    // Beside the pool the planter moves to the far corner so it never stands in the water.
    pottedPalm(c, o.pool ? w * 0.95 : w * 0.06, h * 0.96, 1.3, isDark(o.mood));
  }
}

/** A beach or infinity-pool amenity at the water's edge. */
function shoreScene(c: Canvas, o: { mood: Mood; horizon: number; sunX: number; kind: 'beach' | 'infinity-pool' }) {
  const { width: w, height: h } = c;
  sky(c, o.mood, 0, 0, w, o.horizon);
  sun(c, o.mood, o.sunX, o.horizon - 120, 32);
  skyline(c, { x: w * 0.55, baseY: o.horizon, w: w * 0.45, maxH: h * 0.09, color: C.inkMist, opacity: 0.3, lights: o.mood === 'night', sail: w * 0.2 });
  sea(c, o.mood, 0, o.horizon, w, h, o.sunX);
  const shade = isDark(o.mood) ? C.sandDeep : C.white;
  if (o.kind === 'beach') {
    c.path(`M0 ${n(h * 0.72)} Q${n(w * 0.35)} ${n(h * 0.66)} ${w} ${n(h * 0.7)} L${w} ${h} L0 ${h} Z`, c.linear([[0, C.sand], [1, C.sandDeep]]));
    c.path(`M0 ${n(h * 0.72)} Q${n(w * 0.35)} ${n(h * 0.66)} ${w} ${n(h * 0.7)}`, 'none', `stroke="${C.white}" stroke-width="6" opacity="0.6"`);
    for (let i = 0; i < 4; i += 1) {
      const x = w * (0.2 + i * 0.17);
      parasol(c, x + 60, h * 0.86, 1.8, i % 2 ? C.orchid : C.gold, C.sandShadow);
      lounger(c, x, h * 0.88, 1.6, shade);
    }
    palm(c, w * 0.05, h + 10, h * 0.7, 80, C.tealDeep);
    palm(c, w * 0.97, h + 10, h * 0.62, -90, C.tealDeep);
  } else {
    const edge = h * 0.62;
    c.rect(0, edge, w, h - edge, c.linear([[0, C.tealLight], [0.5, C.teal], [1, C.tealDeep]]));
    c.rect(0, edge - 4, w, 6, C.white, 'opacity="0.5"');
    for (let i = 0; i < 18; i += 1) {
      const y = edge + 20 + i * 18;
      const x = c.random.range(0, w * 0.8);
      c.line(x, y, x + c.random.range(60, 200), y, C.white, 2, 'opacity="0.3" stroke-linecap="round"');
    }
    c.rect(w * 0.62, h * 0.8, w * 0.38, h * 0.2, c.linear([[0, C.sand], [1, C.sandDeep]]));
    lounger(c, w * 0.66, h * 0.86, 2.2, shade);
    lounger(c, w * 0.82, h * 0.86, 2.2, shade);
    parasol(c, w * 0.8, h * 0.86, 2.2, C.orchid, C.sandShadow);
    // The pool deck's pergola frames the top-left corner.
    const beam = isDark(o.mood) ? C.inkSoft : C.sandDeep;
    c.rect(0, 0, w * 0.42, 34, beam);
    c.rect(0, 34, w * 0.42, 5, C.gold, 'opacity="0.8"');
    for (let i = 0; i < 9; i += 1) c.rect(i * (w * 0.042), 39, 12, 44, beam, 'opacity="0.85"');
    c.rect(w * 0.05, 0, 30, h * 0.8, beam);
    c.rect(w * 0.05, h * 0.8 - 8, 30, 8, C.gold, 'opacity="0.7"');
  }
}

/** The island from the air: a palm of fronds inside a crescent breakwater. */
function aerialScene(c: Canvas, mood: Mood) {
  const { width: w, height: h } = c;
  const r = c.random;
  c.rect(0, 0, w, h, c.radial([[0, '#4F8E8C'], [0.6, C.teal], [1, C.tealDeep]], 0.5, 0.5, 0.75));
  for (let i = 0; i < 90; i += 1) {
    const x = r.range(0, w);
    const y = r.range(0, h);
    c.line(x, y, x + r.range(20, 80), y + r.range(-4, 4), C.sandLight, 1.2, 'opacity="0.08" stroke-linecap="round"');
  }
  const cx = w * 0.52;
  const cy = h * 0.56;
  c.group(`transform="rotate(-18 ${n(cx)} ${n(cy)})"`, () => {
    // Crescent.
    const R = h * 0.5;
    c.path(
      `M${n(cx - R)} ${n(cy - R * 0.05)} A${n(R)} ${n(R)} 0 0 1 ${n(cx + R)} ${n(cy - R * 0.05)} L${n(cx + R - 26)} ${n(cy - R * 0.05)} A${n(R - 26)} ${n(R - 26)} 0 0 0 ${n(cx - R + 26)} ${n(cy - R * 0.05)} Z`,
      C.sand,
    );
    c.path(`M${n(cx - R)} ${n(cy - R * 0.05)} A${n(R)} ${n(R)} 0 0 1 ${n(cx + R)} ${n(cy - R * 0.05)}`, 'none', `stroke="${C.tealDeep}" stroke-width="8" opacity="0.5"`);
    // Trunk towards the mainland.
    c.rect(cx - 38, cy, 76, h * 0.55, C.sand);
    c.rect(cx - 6, cy, 12, h * 0.55, C.sandShadow, 'opacity="0.5"');
    // Fronds.
    const fronds = 16;
    for (let i = 0; i < fronds; i += 1) {
      const a = Math.PI + (Math.PI * (i + 0.5)) / fronds;
      const len = R * 0.8 * (1 - Math.abs(i - fronds / 2 + 0.5) * 0.02);
      const x2 = cx + Math.cos(a) * len;
      const y2 = cy + Math.sin(a) * len;
      c.line(cx, cy, x2, y2, C.sand, 20, 'stroke-linecap="round"');
      c.line(cx, cy, x2, y2, '#9DB08A', 7, 'stroke-linecap="round" opacity="0.55"');
      c.circle(x2, y2, 5, C.white, 'opacity="0.7"');
    }
    c.circle(cx, cy, 56, C.sand);
    c.circle(cx, cy, 20, C.orchid);
  });
  // Boats and wakes.
  for (let i = 0; i < 7; i += 1) {
    const x = r.range(w * 0.05, w * 0.95);
    const y = r.range(h * 0.05, h * 0.3);
    c.path(`M${n(x)} ${n(y)} L${n(x - 60)} ${n(y + 14)} L${n(x - 60)} ${n(y - 14)} Z`, C.white, 'opacity="0.18"');
    c.ellipse(x, y, 7, 3, C.white);
  }
  if (isDark(mood)) c.rect(0, 0, w, h, C.ink, 'opacity="0.35"');
  c.rect(0, 0, w, h, c.linear([[0, C.white, 0.18], [0.4, C.white, 0], [1, C.ink, 0.15]]));
}

/** Arrival court: colonnade of arches framing palms and the tower above. */
function arrivalScene(c: Canvas, mood: Mood) {
  const { width: w, height: h } = c;
  sky(c, mood, 0, 0, w, h);
  sun(c, mood, w * 0.72, h * 0.2, 30);
  tower(c, { cx: w * 0.5, baseY: h * 0.62, w: 300, h: h * 1.1, mood, crown: false });
  const ground = h * 0.82;
  c.rect(0, h * 0.58, w, ground - h * 0.58, isDark(mood) ? C.inkSoft : C.sand);
  for (let i = 0; i < 7; i += 1) {
    const ax = i * (w / 6) - 80;
    const aw = 170;
    c.path(`M${n(ax)} ${n(ground)} L${n(ax)} ${n(h * 0.7)} A${aw / 2} ${aw / 2} 0 0 1 ${n(ax + aw)} ${n(h * 0.7)} L${n(ax + aw)} ${n(ground)} Z`, isDark(mood) ? '#3A3447' : C.sandShadow);
    c.circle(ax + aw / 2, h * 0.74, 10, C.goldLight, 'opacity="0.9"');
  }
  c.rect(0, h * 0.58, w, 10, C.gold, 'opacity="0.8"');
  c.rect(0, ground, w, h - ground, c.linear([[0, C.sandDeep], [1, C.sandShadow]]));
  c.ellipse(w / 2, h * 0.92, w * 0.22, h * 0.05, c.linear([[0, C.tealLight], [1, C.teal]]));
  c.ellipse(w / 2, h * 0.92, w * 0.08, h * 0.015, C.white, 'opacity="0.4"');
  palm(c, w * 0.18, h * 0.98, h * 0.7, 40, C.tealDeep);
  palm(c, w * 0.82, h * 0.98, h * 0.74, -50, C.tealDeep);
}

/** Abstract portrait: a single-tone bust silhouette with a rim light, before an arched window. */
function portraitScene(c: Canvas, o: { background: string; accent: string; figure: string; hair: 'short' | 'long' | 'bun' }) {
  const { width: w, height: h } = c;
  c.rect(0, 0, w, h, c.linear([[0, o.background], [1, C.ink]], 0, 0, 0.4, 1));
  c.path(`M${n(w * 0.18)} ${h} L${n(w * 0.18)} ${n(h * 0.42)} A${n(w * 0.32)} ${n(w * 0.32)} 0 0 1 ${n(w * 0.82)} ${n(h * 0.42)} L${n(w * 0.82)} ${h} Z`, c.linear([[0, o.accent, 0.75], [1, o.accent, 0.2]]));
  c.circle(w * 0.62, h * 0.3, w * 0.3, c.radial([[0, C.goldLight, 0.45], [1, C.goldLight, 0]]));
  const cx = w * 0.5;
  const headY = h * 0.4;
  const rx = w * 0.105;
  const ry = w * 0.13;
  const figure = (fill: string, extra = '') => {
    if (o.hair === 'long') {
      c.path(`M${n(cx - rx * 1.25)} ${n(headY - ry * 0.2)} Q${n(cx - rx * 1.5)} ${n(h * 0.66)} ${n(cx - rx * 1.1)} ${n(h * 0.72)} L${n(cx + rx * 1.1)} ${n(h * 0.72)} Q${n(cx + rx * 1.5)} ${n(h * 0.66)} ${n(cx + rx * 1.25)} ${n(headY - ry * 0.2)} Z`, fill, extra);
    }
    if (o.hair === 'bun') c.circle(cx + rx * 0.2, headY - ry * 1.05, rx * 0.5, fill, extra);
    c.ellipse(cx, headY, o.hair === 'short' ? rx : rx * 1.08, ry, fill, extra);
    c.rect(cx - rx * 0.45, headY + ry * 0.6, rx * 0.9, h * 0.14, fill, extra);
    c.path(`M${n(w * 0.14)} ${h} Q${n(w * 0.17)} ${n(h * 0.71)} ${n(cx)} ${n(h * 0.67)} Q${n(w * 0.83)} ${n(h * 0.71)} ${n(w * 0.86)} ${h} Z`, fill, extra);
  };
  // Rim light: the same silhouette in gold, nudged towards the light, then the figure over it.
  c.group(`transform="translate(5 -3)" opacity="0.85"`, () => figure(C.goldLight));
  figure(o.figure);
  c.path(`M${n(cx - w * 0.07)} ${n(h * 0.67)} L${n(cx)} ${n(h * 0.8)} L${n(cx + w * 0.07)} ${n(h * 0.67)} Z`, C.sandLight, 'opacity="0.85"');
  c.rect(0, h - 6, w, 6, C.gold, 'opacity="0.8"');
}

/** Architect's plan: rooms split recursively, door swings, terrace hatching, on warm paper. */
function floorPlanScene(c: Canvas, o: { rooms: number; terrace: 'left' | 'bottom' | 'wrap'; pool?: boolean }) {
  const { width: w, height: h } = c;
  const r = c.random;
  c.rect(0, 0, w, h, C.sandLight);
  for (let x = 0; x < w; x += 40) c.line(x, 0, x, h, C.sandDeep, 1, 'opacity="0.35"');
  for (let y = 0; y < h; y += 40) c.line(0, y, w, y, C.sandDeep, 1, 'opacity="0.35"');
  const ox = w * 0.1;
  const oy = h * 0.1;
  const ow = w * 0.8;
  const oh = h * 0.8;
  // Terrace with hatching.
  let plan = { x: ox, y: oy, w: ow, h: oh };
  const hatchArea = (x: number, y: number, wd: number, ht: number) => {
    c.rect(x, y, wd, ht, C.sand);
    c.group(`clip-path="${c.clipRect(x, y, wd, ht)}"`, () => {
      for (let d = -ht; d < wd; d += 18) c.line(x + d, y + ht, x + d + ht, y, C.sandShadow, 1, 'opacity="0.6"');
    });
    c.rect(x, y, wd, ht, 'none', `stroke="${C.ink}" stroke-width="2" stroke-dasharray="8 6"`);
  };
  if (o.terrace === 'left' || o.terrace === 'wrap') {
    hatchArea(ox, oy, ow * 0.18, oh);
    plan = { ...plan, x: plan.x + ow * 0.18, w: plan.w - ow * 0.18 };
  }
  if (o.terrace === 'bottom' || o.terrace === 'wrap') {
    hatchArea(plan.x, oy + oh * 0.8, plan.w, oh * 0.2);
    plan = { ...plan, h: plan.h - oh * 0.2 };
  }
  if (o.pool) {
    const px = ox + 20;
    c.rect(px, oy + oh * 0.15, ow * 0.18 - 40, oh * 0.5, c.linear([[0, C.tealLight], [1, C.teal]]), `stroke="${C.ink}" stroke-width="2"`);
  }
  // Rooms: binary space partition.
  const rooms: Array<{ x: number; y: number; w: number; h: number }> = [plan];
  while (rooms.length < o.rooms) {
    rooms.sort((a, b) => b.w * b.h - a.w * a.h);
    const room = rooms.shift()!;
    const vertical = room.w > room.h * 1.1 ? true : room.h > room.w * 1.1 ? false : r.chance(0.5);
    const t = r.range(0.35, 0.65);
    if (vertical) {
      rooms.push({ ...room, w: room.w * t }, { ...room, x: room.x + room.w * t, w: room.w * (1 - t) });
    } else {
      rooms.push({ ...room, h: room.h * t }, { ...room, y: room.y + room.h * t, h: room.h * (1 - t) });
    }
  }
  const tints = [C.sand, '#EFE6DA', '#E4EAE6', '#F1E4EE'];
  rooms.forEach((room, i) => {
    c.rect(room.x, room.y, room.w, room.h, tints[i % tints.length]!);
    // Furniture footprints.
    if (room.w > 160 && room.h > 140) {
      const fw = room.w * 0.4;
      const fh = room.h * 0.35;
      const fx = room.x + room.w * 0.3;
      const fy = room.y + room.h * 0.35;
      if (i % 3 === 0) {
        c.rect(fx, fy, fw, fh, 'none', `stroke="${C.inkMist}" stroke-width="1.5" rx="6"`);
        c.rect(fx, fy, fw, fh * 0.2, 'none', `stroke="${C.inkMist}" stroke-width="1.5"`);
      } else if (i % 3 === 1) {
        c.ellipse(fx + fw / 2, fy + fh / 2, fw / 2, fh / 2, 'none', `stroke="${C.inkMist}" stroke-width="1.5"`);
      } else {
        c.rect(fx, fy, fw, fh * 0.5, 'none', `stroke="${C.inkMist}" stroke-width="1.5" rx="12"`);
      }
    }
  });
  rooms.forEach((room) => {
    c.rect(room.x, room.y, room.w, room.h, 'none', `stroke="${C.ink}" stroke-width="5"`);
    // A door gap and swing on one wall.
    const door = 56;
    if (room.w > door * 2.2) {
      const dx = room.x + r.range(20, room.w - door - 20);
      c.line(dx, room.y, dx + door, room.y, tints[0]!, 7);
      c.path(`M${n(dx)} ${n(room.y)} L${n(dx)} ${n(room.y + door)} A${door} ${door} 0 0 0 ${n(dx + door)} ${n(room.y)}`, 'none', `stroke="${C.orchid}" stroke-width="2"`);
    }
  });
  c.rect(plan.x, plan.y, plan.w, plan.h, 'none', `stroke="${C.ink}" stroke-width="10"`);
  // Glazing along the sea side.
  c.line(plan.x + plan.w, plan.y + 30, plan.x + plan.w, plan.y + plan.h - 30, C.tealLight, 6);
  // North point as a simple arrowhead.
  const nx = w * 0.95;
  const ny = h * 0.1;
  c.circle(nx, ny, 28, 'none', `stroke="${C.ink}" stroke-width="2"`);
  c.path(`M${nx} ${ny - 24} L${nx + 10} ${ny + 12} L${nx} ${ny + 4} L${nx - 10} ${ny + 12} Z`, C.gold);
}

// ---------------------------------------------------------------------------------------------
// Catalogue
// ---------------------------------------------------------------------------------------------

interface Artwork {
  /** Path under public/media, without extension. */
  name: string;
  size: { width: number; height: number };
  /** Also write `<name>-800.webp`. */
  variant: boolean;
  /** Encode at this width instead of the drawing size (small cards drawn at full size, then reduced). */
  outputWidth?: number;
  seed: number;
  draw: (c: Canvas) => void;
}

const artworks: Artwork[] = [];
let nextSeed = 1;
function art(name: string, size: Artwork['size'], draw: Artwork['draw'], variant = true, outputWidth?: number) {
  artworks.push({ name, size, variant, seed: (nextSeed++ * 7919) ^ 0x5eed, draw, ...(outputWidth ? { outputWidth } : {}) });
}
/** A listing-card picture: composed on the large canvas, written at 800 px only. */
function card(name: string, draw: Artwork['draw']) {
  art(name, LANDSCAPE, draw, false, SMALL.width);
}

const L = LANDSCAPE;
const W = LANDSCAPE.width;
const H = LANDSCAPE.height;

// Site-wide pictures.
art('hero', HERO, (c) => towerScene(c, { mood: 'dusk', towerX: 1920 * 0.62, horizon: 1080 * 0.62, sunX: 1920 * 0.3, sunY: 1080 * 0.5, beach: true, palms: 4, towerScale: 1.05, skyline: { sail: 1920 * 0.12 } }));
art('main-photo', L, (c) => towerScene(c, { mood: 'golden', towerX: W * 0.5, horizon: H * 0.64, sunX: W * 0.78, sunY: H * 0.46, beach: true, palms: 2, skyline: { spire: W * 0.2 } }));
art('aerial', L, (c) => aerialScene(c, 'day'));

// Residences.
art('properties/royal-penthouse-1', L, (c) => towerScene(c, { mood: 'dusk', towerX: W * 0.4, horizon: H * 0.66, sunX: W * 0.8, sunY: H * 0.54, towerScale: 1.25, palms: 2, skyline: { sail: W * 0.7 } }));
art('properties/royal-penthouse-2', L, (c) => interiorScene(c, { mood: 'dusk', room: 'living', windowAt: 0.55, view: { sail: W * 0.5 } }));
art('properties/royal-penthouse-3', L, (c) => terraceScene(c, { mood: 'golden', horizon: H * 0.5, sunX: W * 0.35, pool: true, view: { sail: W * 0.6 } }));
art('properties/royal-penthouse-4', L, (c) => interiorScene(c, { mood: 'dawn', room: 'bedroom', windowAt: 0.45, accent: C.teal }));
art('properties/penthouse-b1-1', L, (c) => interiorScene(c, { mood: 'golden', room: 'living', windowAt: 0.4, accent: C.teal }));
art('properties/penthouse-b1-2', L, (c) => terraceScene(c, { mood: 'dusk', horizon: H * 0.52, sunX: W * 0.5, view: { spire: W * 0.8 } }));
art('properties/penthouse-b1-3', L, (c) => interiorScene(c, { mood: 'day', room: 'bath', windowAt: 0.6 }));
art('properties/penthouse-b2-1', L, (c) => terraceScene(c, { mood: 'night', horizon: H * 0.5, sunX: W * 0.25, pool: true, view: { spire: W * 0.7 } }));
art('properties/penthouse-b2-2', L, (c) => interiorScene(c, { mood: 'dusk', room: 'dining', windowAt: 0.5, accent: C.gold }));
art('properties/penthouse-b2-3', L, (c) => interiorScene(c, { mood: 'day', room: 'bedroom', windowAt: 0.55, accent: C.orchid }));
art('properties/sky-palace-1', L, (c) => towerScene(c, { mood: 'night', towerX: W * 0.6, horizon: H * 0.62, sunX: W * 0.2, sunY: H * 0.2, towerScale: 1.2, palms: 2, skyline: { spire: W * 0.15, arch: W * 0.85 } }));
art('properties/sky-palace-2', L, (c) => interiorScene(c, { mood: 'golden', room: 'lounge', windowAt: 0.5, accent: C.orchidDeep, view: { arch: W * 0.5 } }));
art('properties/sky-palace-3', L, (c) => terraceScene(c, { mood: 'dawn', horizon: H * 0.48, sunX: W * 0.62, pool: true, view: { arch: W * 0.3 } }));
art('properties/sky-mansion-1', L, (c) => interiorScene(c, { mood: 'day', room: 'lounge', windowAt: 0.6, accent: C.gold, view: { sail: W * 0.3 } }));
art('properties/sky-mansion-2', L, (c) => terraceScene(c, { mood: 'day', horizon: H * 0.52, sunX: W * 0.72, garden: true }));
art('properties/sky-mansion-3', L, (c) => towerScene(c, { mood: 'day', towerX: W * 0.7, horizon: H * 0.6, sunX: W * 0.25, sunY: H * 0.22, beach: true, palms: 3 }));
art('properties/signature-villa-a-1', L, (c) => villaScene(c, { mood: 'day', horizon: H * 0.45, sunX: W * 0.8, villaX: W * 0.22, villaW: W * 0.55 }));
art('properties/signature-villa-a-2', L, (c) => villaScene(c, { mood: 'dusk', horizon: H * 0.47, sunX: W * 0.25, villaX: W * 0.3, villaW: W * 0.5 }));
art('properties/signature-villa-a-3', L, (c) => interiorScene(c, { mood: 'day', room: 'living', windowAt: 0.5, accent: C.gold }));
art('properties/signature-villa-b-1', L, (c) => villaScene(c, { mood: 'golden', horizon: H * 0.44, sunX: W * 0.5, villaX: W * 0.18, villaW: W * 0.62 }));
art('properties/signature-villa-b-2', L, (c) => shoreScene(c, { mood: 'golden', horizon: H * 0.5, sunX: W * 0.4, kind: 'infinity-pool' }));
art('properties/signature-villa-b-3', L, (c) => interiorScene(c, { mood: 'golden', room: 'dining', windowAt: 0.45, accent: C.teal }));
art('properties/sky-villa-1', L, (c) => terraceScene(c, { mood: 'golden', horizon: H * 0.5, sunX: W * 0.45, garden: true, view: { sail: W * 0.75 } }));
art('properties/sky-villa-2', L, (c) => interiorScene(c, { mood: 'dawn', room: 'living', windowAt: 0.45, accent: C.orchid }));
art('properties/sky-villa-3', L, (c) => interiorScene(c, { mood: 'golden', room: 'bedroom', windowAt: 0.5, accent: C.gold }));
art('properties/apartment-2bed-1', L, (c) => interiorScene(c, { mood: 'day', room: 'living', windowAt: 0.6, accent: C.teal, view: { spire: W * 0.6 } }));
art('properties/apartment-2bed-2', L, (c) => interiorScene(c, { mood: 'dusk', room: 'bedroom', windowAt: 0.45, accent: C.orchid }));
art('properties/apartment-2bed-3', L, (c) => terraceScene(c, { mood: 'dusk', horizon: H * 0.5, sunX: W * 0.3, view: { spire: W * 0.55 } }));
art('properties/apartment-3bed-1', L, (c) => interiorScene(c, { mood: 'dawn', room: 'living', windowAt: 0.5, accent: C.gold, view: { sail: W * 0.45 } }));
art('properties/apartment-3bed-2', L, (c) => interiorScene(c, { mood: 'day', room: 'kitchen', windowAt: 0.55, accent: C.orchid }));
art('properties/apartment-3bed-3', L, (c) => terraceScene(c, { mood: 'day', horizon: H * 0.5, sunX: W * 0.6, view: { sail: W * 0.35 } }));
art('properties/apartment-4bed-1', L, (c) => interiorScene(c, { mood: 'night', room: 'dining', windowAt: 0.5, accent: C.orchid, view: { spire: W * 0.5 } }));
art('properties/apartment-4bed-2', L, (c) => interiorScene(c, { mood: 'golden', room: 'bath', windowAt: 0.62 }));
art('properties/apartment-4bed-3', L, (c) => terraceScene(c, { mood: 'golden', horizon: H * 0.5, sunX: W * 0.55, pool: true, view: { sail: W * 0.3, arch: W * 0.8 } }));

// Gallery: 4 exteriors, 6 interiors, 5 amenities, 3 views.
art('gallery/exterior-1', L, (c) => towerScene(c, { mood: 'day', towerX: W * 0.5, horizon: H * 0.62, sunX: W * 0.8, sunY: H * 0.2, beach: true, palms: 4 }));
art('gallery/exterior-2', L, (c) => towerScene(c, { mood: 'dusk', towerX: W * 0.32, horizon: H * 0.68, sunX: W * 0.68, sunY: H * 0.56, palms: 0, skyline: { arch: W * 0.85 } }));
art('gallery/exterior-3', L, (c) => towerScene(c, { mood: 'night', towerX: W * 0.45, horizon: H * 0.64, sunX: W * 0.82, sunY: H * 0.18, beach: true, palms: 3, towerScale: 1.1, skyline: { spire: W * 0.85 } }));
art('gallery/exterior-4', L, (c) => arrivalScene(c, 'golden'));
art('gallery/interior-1', L, (c) => interiorScene(c, { mood: 'golden', room: 'living', windowAt: 0.5, accent: C.orchid, view: { sail: W * 0.55 } }));
art('gallery/interior-2', L, (c) => interiorScene(c, { mood: 'dawn', room: 'bedroom', windowAt: 0.5, accent: C.gold }));
art('gallery/interior-3', L, (c) => interiorScene(c, { mood: 'day', room: 'kitchen', windowAt: 0.45, accent: C.teal }));
art('gallery/interior-4', L, (c) => interiorScene(c, { mood: 'day', room: 'bath', windowAt: 0.55 }));
art('gallery/interior-5', L, (c) => interiorScene(c, { mood: 'dusk', room: 'dining', windowAt: 0.5, accent: C.orchid, view: { spire: W * 0.4 } }));
art('gallery/interior-6', L, (c) => interiorScene(c, { mood: 'night', room: 'lounge', windowAt: 0.45, accent: C.gold, view: { spire: W * 0.5 } }));
art('gallery/amenity-1', L, (c) => shoreScene(c, { mood: 'dusk', horizon: H * 0.5, sunX: W * 0.45, kind: 'infinity-pool' }));
art('gallery/amenity-2', L, (c) => interiorScene(c, { mood: 'golden', room: 'spa', windowAt: 0.65, accent: C.teal }));
art('gallery/amenity-3', L, (c) => interiorScene(c, { mood: 'day', room: 'fitness', windowAt: 0.4, accent: C.orchid }));
art('gallery/amenity-4', L, (c) => shoreScene(c, { mood: 'day', horizon: H * 0.48, sunX: W * 0.7, kind: 'beach' }));
art('gallery/amenity-5', L, (c) => interiorScene(c, { mood: 'night', room: 'cinema', accent: C.orchid }));
art('gallery/view-1', L, (c) => terraceScene(c, { mood: 'dusk', horizon: H * 0.58, sunX: W * 0.4, view: { spire: W * 0.62 } }));
art('gallery/view-2', L, (c) => towerScene(c, { mood: 'dawn', towerX: W * 1.3, horizon: H * 0.62, sunX: W * 0.5, sunY: H * 0.5, palms: 0, skyline: { sail: W * 0.55 } }));
art('gallery/view-3', L, (c) => towerScene(c, { mood: 'night', towerX: W * 1.3, horizon: H * 0.6, sunX: W * 0.2, sunY: H * 0.16, palms: 1, skyline: { spire: W * 0.5, arch: W * 0.82 } }));

// Amenities, one per seeded amenity.
art('amenities/spa', L, (c) => interiorScene(c, { mood: 'dusk', room: 'spa', windowAt: 0.6, accent: C.orchid }));
art('amenities/wellness-hub', L, (c) => interiorScene(c, { mood: 'dawn', room: 'spa', windowAt: 0.4, accent: C.gold }));
art('amenities/infinity-pools', L, (c) => shoreScene(c, { mood: 'day', horizon: H * 0.5, sunX: W * 0.55, kind: 'infinity-pool' }));
art('amenities/private-beach', L, (c) => shoreScene(c, { mood: 'golden', horizon: H * 0.5, sunX: W * 0.3, kind: 'beach' }));
art('amenities/fitness', L, (c) => interiorScene(c, { mood: 'golden', room: 'fitness', windowAt: 0.55, accent: C.teal }));
art('amenities/kids-club', L, (c) => interiorScene(c, { mood: 'day', room: 'kids', windowAt: 0.5, accent: C.orchid }));
art('amenities/cinema', L, (c) => interiorScene(c, { mood: 'night', room: 'cinema', accent: C.orchidDeep }));
art('amenities/members-club', L, (c) => interiorScene(c, { mood: 'dusk', room: 'club', windowAt: 0.5, accent: C.orchid, view: { sail: W * 0.5 } }));
art('amenities/dining', L, (c) => interiorScene(c, { mood: 'golden', room: 'dining', windowAt: 0.5, accent: C.orchid, view: { arch: W * 0.55 } }));
art('amenities/concierge', L, (c) => arrivalScene(c, 'dusk'));

// Market listing cards (800 px only).
card('market/listing-1', (c) => towerScene(c, { mood: 'day', towerX: W * 0.5, horizon: H * 0.62, sunX: W * 0.78, sunY: H * 0.2, beach: true, palms: 2 }));
card('market/listing-2', (c) => interiorScene(c, { mood: 'golden', room: 'living', windowAt: 0.5, accent: C.teal }));
card('market/listing-3', (c) => terraceScene(c, { mood: 'dusk', horizon: H * 0.5, sunX: W * 0.38, pool: true, view: { sail: W * 0.7 } }));
card('market/listing-4', (c) => interiorScene(c, { mood: 'day', room: 'bedroom', windowAt: 0.5, accent: C.gold }));
card('market/listing-5', (c) => villaScene(c, { mood: 'golden', horizon: H * 0.45, sunX: W * 0.75, villaX: W * 0.2, villaW: W * 0.56, palms: false }));
card('market/listing-6', (c) => towerScene(c, { mood: 'night', towerX: W * 0.65, horizon: H * 0.64, sunX: W * 0.2, sunY: H * 0.17, palms: 1, skyline: { spire: W * 0.3 } }));
card('market/listing-7', (c) => interiorScene(c, { mood: 'dusk', room: 'dining', windowAt: 0.5, accent: C.orchid }));
card('market/listing-8', (c) => terraceScene(c, { mood: 'day', horizon: H * 0.5, sunX: W * 0.62, garden: true }));
card('market/listing-9', (c) => interiorScene(c, { mood: 'dawn', room: 'kitchen', windowAt: 0.5, accent: C.teal }));
card('market/listing-10', (c) => villaScene(c, { mood: 'dusk', horizon: H * 0.47, sunX: W * 0.25, villaX: W * 0.26, villaW: W * 0.5, palms: false }));

// Agents.
art('agents/layla-haddad', SQUARE, (c) => portraitScene(c, { background: C.orchid, accent: C.orchidSoft, figure: C.ink, hair: 'long' }), false);
art('agents/james-whitmore', SQUARE, (c) => portraitScene(c, { background: C.teal, accent: C.tealLight, figure: C.inkSoft, hair: 'short' }), false);
art('agents/priya-menon', SQUARE, (c) => portraitScene(c, { background: C.gold, accent: C.goldLight, figure: C.orchidDeep, hair: 'bun' }), false);

// Floor-plan drawings of the seven residence types.
art('floor-plans/signature-villa-type-a', L, (c) => floorPlanScene(c, { rooms: 9, terrace: 'left', pool: true }));
art('floor-plans/signature-villa-type-b', L, (c) => floorPlanScene(c, { rooms: 11, terrace: 'wrap', pool: true }));
art('floor-plans/royal-penthouse', L, (c) => floorPlanScene(c, { rooms: 9, terrace: 'wrap' }));
art('floor-plans/sky-mansion', L, (c) => floorPlanScene(c, { rooms: 10, terrace: 'bottom' }));
art('floor-plans/penthouse-b1', L, (c) => floorPlanScene(c, { rooms: 8, terrace: 'bottom' }));
art('floor-plans/penthouse-b2', L, (c) => floorPlanScene(c, { rooms: 9, terrace: 'left', pool: true }));
art('floor-plans/sky-villa', L, (c) => floorPlanScene(c, { rooms: 8, terrace: 'left' }));

// ---------------------------------------------------------------------------------------------
// Placeholder PDFs
// ---------------------------------------------------------------------------------------------

/** A one-page A4 PDF with a title line, written object by object so the xref offsets are exact. */
function minimalPdf(title: string, subtitle: string) {
  const escape = (text: string) => text.replace(/[\\()]/g, (ch) => `\\${ch}`);
  const content = [
    'BT /F1 26 Tf 72 740 Td', `(${escape(title)}) Tj`, 'ET',
    'BT /F1 12 Tf 72 712 Td', `(${escape(subtitle)}) Tj`, 'ET',
    '0.698 0.29 0.698 RG 2 w 72 700 m 523 700 l S',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Title (${escape(title)}) /Producer (scripts/generate-artwork.ts) >>`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${offset.toString().padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

const documents = [
  { file: 'floor-plans.pdf', title: 'Six Senses Residences - Floor Plans', subtitle: 'Placeholder document. Replace with the developer\'s floor plans.' },
  { file: 'fact-sheet.pdf', title: 'Six Senses Residences - Fact Sheet', subtitle: 'Placeholder document. Replace with the developer\'s fact sheet.' },
  { file: 'wellness-brochure.pdf', title: 'Six Senses Wellness Brochure', subtitle: 'Placeholder document. Replace with the operator\'s wellness brochure.' },
];

// ---------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------

async function render(artwork: Artwork) {
  const canvas = new Canvas(artwork.size.width, artwork.size.height, createRandom(artwork.seed));
  artwork.draw(canvas);
  const svg = Buffer.from(canvas.toSvg());
  const target = join(MEDIA_DIR, `${artwork.name}.webp`);
  await mkdir(dirname(target), { recursive: true });
  const written = [target];
  const main = sharp(svg);
  if (artwork.outputWidth) main.resize({ width: artwork.outputWidth });
  await main.webp({ quality: WEBP_QUALITY, effort: 6 }).toFile(target);
  if (artwork.variant) {
    const variant = join(MEDIA_DIR, `${artwork.name}-${VARIANT_WIDTH}.webp`);
    await sharp(svg).resize({ width: VARIANT_WIDTH }).webp({ quality: WEBP_QUALITY, effort: 6 }).toFile(variant);
    written.push(variant);
  }
  return written;
}

const only = process.argv[2];
const files: string[] = [];
for (const artwork of artworks) {
  if (only && !artwork.name.includes(only)) continue;
  files.push(...(await render(artwork)));
}

await writeFile(
  join(MEDIA_DIR, 'README.md'),
  'Placeholder artwork generated by scripts/generate-artwork.ts (each large image has a `-800` variant for srcset).\n' +
    'Replace with real photography of Six Senses Residences, Palm Jumeirah, keeping the same paths and sizes.\n',
);

const docsDir = join(PUBLIC_DIR, 'docs');
await mkdir(docsDir, { recursive: true });
for (const doc of documents) {
  const target = join(docsDir, doc.file);
  await writeFile(target, minimalPdf(doc.title, doc.subtitle));
  files.push(target);
}

let total = 0;
let largest = { file: '', size: 0 };
for (const file of files) {
  const { size } = await stat(file);
  total += size;
  if (size > largest.size) largest = { file, size };
}
process.stdout.write(
  `Wrote ${files.length} files, ${(total / 1024 / 1024).toFixed(2)} MB; largest ${relative(ROOT, largest.file)} (${Math.round(largest.size / 1024)} kB).\n`,
);
