/** Whole compositions: tower, villa, terrace, shore, aerial, arrival, portrait and floor-plan scenes. */
import { C, isDark, skylineTone, type Mood } from './palette.ts';
import { type Canvas, n } from './canvas.ts';
import { balustrade, lounger, palm, parasol, sea, sky, skyline, sun, tower, villa } from './elements.ts';
import { pottedPalm } from './interiors.ts';

export interface TowerOptions {
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

export function towerScene(c: Canvas, o: TowerOptions) {
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
      c.line(
        x,
        y,
        x,
        y + c.random.range(8, 30),
        C.goldLight,
        c.random.range(1, 3),
        `opacity="${n(c.random.range(0.1, 0.35))}"`,
      );
    }
  }
  const scale = o.towerScale ?? 1;
  const baseY = o.beach ? h * 0.86 : h * 0.92;
  if (o.beach) {
    c.path(
      `M0 ${n(h * 0.8)} Q${n(w * 0.5)} ${n(h * 0.74)} ${w} ${n(h * 0.82)} L${w} ${h} L0 ${h} Z`,
      c.linear([
        [0, C.sand],
        [1, C.sandDeep],
      ]),
    );
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

export interface VillaOptions {
  mood: Mood;
  horizon: number;
  sunX: number;
  villaX: number;
  villaW: number;
  palms?: boolean;
}

export function villaScene(c: Canvas, o: VillaOptions) {
  const { width: w, height: h } = c;
  sky(c, o.mood, 0, 0, w, o.horizon);
  sun(c, o.mood, o.sunX, o.horizon - 90, 30);
  sea(c, o.mood, 0, o.horizon, w, h * 0.62, o.sunX);
  const groundY = h * 0.7;
  c.path(
    `M0 ${n(h * 0.6)} Q${n(w * 0.4)} ${n(h * 0.57)} ${w} ${n(h * 0.61)} L${w} ${h} L0 ${h} Z`,
    c.linear([
      [0, C.sand],
      [1, C.sandDeep],
    ]),
  );
  c.rect(
    0,
    groundY,
    w,
    h - groundY,
    c.linear([
      [0, isDark(o.mood) ? '#3E4657' : '#D8CBBB'],
      [1, isDark(o.mood) ? C.ink : C.sandShadow],
    ]),
  );
  villa(c, { x: o.villaX, groundY, w: o.villaW, mood: o.mood });
  if (o.palms ?? true) {
    const color = isDark(o.mood) ? '#12151D' : C.tealDeep;
    palm(c, o.villaX - 60, groundY + 6, h * 0.5, -40, color);
    palm(c, o.villaX + o.villaW + 80, groundY + 6, h * 0.42, 50, color, 0.95);
    palm(c, w * 0.96, h + 20, h * 0.7, -110, color);
  }
}

export interface TerraceOptions {
  mood: Mood;
  horizon: number;
  sunX: number;
  pool?: boolean;
  garden?: boolean;
  view?: { sail?: number; spire?: number; arch?: number };
}

/** A private terrace high in the tower: balustrade, loungers, plunge pool or planters. */
export function terraceScene(c: Canvas, o: TerraceOptions) {
  const { width: w, height: h } = c;
  sky(c, o.mood, 0, 0, w, o.horizon);
  sun(c, o.mood, o.sunX, o.horizon - 110, 28);
  skyline(c, {
    x: 0,
    baseY: o.horizon,
    w,
    maxH: h * 0.1,
    ...skylineTone(o.mood, 0.4),
    lights: o.mood === 'night',
    ...o.view,
  });
  sea(c, o.mood, 0, o.horizon, w, h, o.sunX);
  const deckY = h * 0.74;
  balustrade(c, deckY, o.mood);
  if (o.pool) {
    c.path(
      `M${n(w * 0.08)} ${n(deckY + 30)} L${n(w * 0.62)} ${n(deckY + 30)} L${n(w * 0.7)} ${n(h * 0.97)} L0 ${n(h * 0.97)} Z`,
      c.linear([
        [0, C.tealLight],
        [1, C.teal],
      ]),
    );
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
      palm(
        c,
        x,
        deckY - 10,
        h * c.random.range(0.28, 0.42),
        c.random.range(-30, 30),
        isDark(o.mood) ? '#14262A' : C.teal,
      );
    }
  } else {
    // Beside the pool the planter moves to the far corner so it never stands in the water.
    pottedPalm(c, o.pool ? w * 0.95 : w * 0.06, h * 0.96, 1.3, isDark(o.mood));
  }
}

/** A beach or infinity-pool amenity at the water's edge. */
export function shoreScene(
  c: Canvas,
  o: { mood: Mood; horizon: number; sunX: number; kind: 'beach' | 'infinity-pool' },
) {
  const { width: w, height: h } = c;
  sky(c, o.mood, 0, 0, w, o.horizon);
  sun(c, o.mood, o.sunX, o.horizon - 120, 32);
  skyline(c, {
    x: w * 0.55,
    baseY: o.horizon,
    w: w * 0.45,
    maxH: h * 0.09,
    color: C.inkMist,
    opacity: 0.3,
    lights: o.mood === 'night',
    sail: w * 0.2,
  });
  sea(c, o.mood, 0, o.horizon, w, h, o.sunX);
  const shade = isDark(o.mood) ? C.sandDeep : C.white;
  if (o.kind === 'beach') {
    c.path(
      `M0 ${n(h * 0.72)} Q${n(w * 0.35)} ${n(h * 0.66)} ${w} ${n(h * 0.7)} L${w} ${h} L0 ${h} Z`,
      c.linear([
        [0, C.sand],
        [1, C.sandDeep],
      ]),
    );
    c.path(
      `M0 ${n(h * 0.72)} Q${n(w * 0.35)} ${n(h * 0.66)} ${w} ${n(h * 0.7)}`,
      'none',
      `stroke="${C.white}" stroke-width="6" opacity="0.6"`,
    );
    for (let i = 0; i < 4; i += 1) {
      const x = w * (0.2 + i * 0.17);
      parasol(c, x + 60, h * 0.86, 1.8, i % 2 ? C.orchid : C.gold, C.sandShadow);
      lounger(c, x, h * 0.88, 1.6, shade);
    }
    palm(c, w * 0.05, h + 10, h * 0.7, 80, C.tealDeep);
    palm(c, w * 0.97, h + 10, h * 0.62, -90, C.tealDeep);
  } else {
    const edge = h * 0.62;
    c.rect(
      0,
      edge,
      w,
      h - edge,
      c.linear([
        [0, C.tealLight],
        [0.5, C.teal],
        [1, C.tealDeep],
      ]),
    );
    c.rect(0, edge - 4, w, 6, C.white, 'opacity="0.5"');
    for (let i = 0; i < 18; i += 1) {
      const y = edge + 20 + i * 18;
      const x = c.random.range(0, w * 0.8);
      c.line(x, y, x + c.random.range(60, 200), y, C.white, 2, 'opacity="0.3" stroke-linecap="round"');
    }
    c.rect(
      w * 0.62,
      h * 0.8,
      w * 0.38,
      h * 0.2,
      c.linear([
        [0, C.sand],
        [1, C.sandDeep],
      ]),
    );
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
export function aerialScene(c: Canvas, mood: Mood) {
  const { width: w, height: h } = c;
  const r = c.random;
  c.rect(
    0,
    0,
    w,
    h,
    c.radial(
      [
        [0, '#4F8E8C'],
        [0.6, C.teal],
        [1, C.tealDeep],
      ],
      0.5,
      0.5,
      0.75,
    ),
  );
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
    c.path(
      `M${n(cx - R)} ${n(cy - R * 0.05)} A${n(R)} ${n(R)} 0 0 1 ${n(cx + R)} ${n(cy - R * 0.05)}`,
      'none',
      `stroke="${C.tealDeep}" stroke-width="8" opacity="0.5"`,
    );
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
  c.rect(
    0,
    0,
    w,
    h,
    c.linear([
      [0, C.white, 0.18],
      [0.4, C.white, 0],
      [1, C.ink, 0.15],
    ]),
  );
}

/** Arrival court: colonnade of arches framing palms and the tower above. */
export function arrivalScene(c: Canvas, mood: Mood) {
  const { width: w, height: h } = c;
  sky(c, mood, 0, 0, w, h);
  sun(c, mood, w * 0.72, h * 0.2, 30);
  tower(c, { cx: w * 0.5, baseY: h * 0.62, w: 300, h: h * 1.1, mood, crown: false });
  const ground = h * 0.82;
  c.rect(0, h * 0.58, w, ground - h * 0.58, isDark(mood) ? C.inkSoft : C.sand);
  for (let i = 0; i < 7; i += 1) {
    const ax = i * (w / 6) - 80;
    const aw = 170;
    c.path(
      `M${n(ax)} ${n(ground)} L${n(ax)} ${n(h * 0.7)} A${aw / 2} ${aw / 2} 0 0 1 ${n(ax + aw)} ${n(h * 0.7)} L${n(ax + aw)} ${n(ground)} Z`,
      isDark(mood) ? '#3A3447' : C.sandShadow,
    );
    c.circle(ax + aw / 2, h * 0.74, 10, C.goldLight, 'opacity="0.9"');
  }
  c.rect(0, h * 0.58, w, 10, C.gold, 'opacity="0.8"');
  c.rect(
    0,
    ground,
    w,
    h - ground,
    c.linear([
      [0, C.sandDeep],
      [1, C.sandShadow],
    ]),
  );
  c.ellipse(
    w / 2,
    h * 0.92,
    w * 0.22,
    h * 0.05,
    c.linear([
      [0, C.tealLight],
      [1, C.teal],
    ]),
  );
  c.ellipse(w / 2, h * 0.92, w * 0.08, h * 0.015, C.white, 'opacity="0.4"');
  palm(c, w * 0.18, h * 0.98, h * 0.7, 40, C.tealDeep);
  palm(c, w * 0.82, h * 0.98, h * 0.74, -50, C.tealDeep);
}

/** Abstract portrait: a single-tone bust silhouette with a rim light, before an arched window. */
export function portraitScene(
  c: Canvas,
  o: { background: string; accent: string; figure: string; hair: 'short' | 'long' | 'bun' },
) {
  const { width: w, height: h } = c;
  c.rect(
    0,
    0,
    w,
    h,
    c.linear(
      [
        [0, o.background],
        [1, C.ink],
      ],
      0,
      0,
      0.4,
      1,
    ),
  );
  c.path(
    `M${n(w * 0.18)} ${h} L${n(w * 0.18)} ${n(h * 0.42)} A${n(w * 0.32)} ${n(w * 0.32)} 0 0 1 ${n(w * 0.82)} ${n(h * 0.42)} L${n(w * 0.82)} ${h} Z`,
    c.linear([
      [0, o.accent, 0.75],
      [1, o.accent, 0.2],
    ]),
  );
  c.circle(
    w * 0.62,
    h * 0.3,
    w * 0.3,
    c.radial([
      [0, C.goldLight, 0.45],
      [1, C.goldLight, 0],
    ]),
  );
  const cx = w * 0.5;
  const headY = h * 0.4;
  const rx = w * 0.105;
  const ry = w * 0.13;
  const figure = (fill: string, extra = '') => {
    if (o.hair === 'long') {
      c.path(
        `M${n(cx - rx * 1.25)} ${n(headY - ry * 0.2)} Q${n(cx - rx * 1.5)} ${n(h * 0.66)} ${n(cx - rx * 1.1)} ${n(h * 0.72)} L${n(cx + rx * 1.1)} ${n(h * 0.72)} Q${n(cx + rx * 1.5)} ${n(h * 0.66)} ${n(cx + rx * 1.25)} ${n(headY - ry * 0.2)} Z`,
        fill,
        extra,
      );
    }
    if (o.hair === 'bun') c.circle(cx + rx * 0.2, headY - ry * 1.05, rx * 0.5, fill, extra);
    c.ellipse(cx, headY, o.hair === 'short' ? rx : rx * 1.08, ry, fill, extra);
    c.rect(cx - rx * 0.45, headY + ry * 0.6, rx * 0.9, h * 0.14, fill, extra);
    c.path(
      `M${n(w * 0.14)} ${h} Q${n(w * 0.17)} ${n(h * 0.71)} ${n(cx)} ${n(h * 0.67)} Q${n(w * 0.83)} ${n(h * 0.71)} ${n(w * 0.86)} ${h} Z`,
      fill,
      extra,
    );
  };
  // Rim light: the same silhouette in gold, nudged towards the light, then the figure over it.
  c.group(`transform="translate(5 -3)" opacity="0.85"`, () => figure(C.goldLight));
  figure(o.figure);
  c.path(
    `M${n(cx - w * 0.07)} ${n(h * 0.67)} L${n(cx)} ${n(h * 0.8)} L${n(cx + w * 0.07)} ${n(h * 0.67)} Z`,
    C.sandLight,
    'opacity="0.85"',
  );
  c.rect(0, h - 6, w, 6, C.gold, 'opacity="0.8"');
}

/** Architect's plan: rooms split recursively, door swings, terrace hatching, on warm paper. */
export function floorPlanScene(c: Canvas, o: { rooms: number; terrace: 'left' | 'bottom' | 'wrap'; pool?: boolean }) {
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
    c.rect(
      px,
      oy + oh * 0.15,
      ow * 0.18 - 40,
      oh * 0.5,
      c.linear([
        [0, C.tealLight],
        [1, C.teal],
      ]),
      `stroke="${C.ink}" stroke-width="2"`,
    );
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
      c.path(
        `M${n(dx)} ${n(room.y)} L${n(dx)} ${n(room.y + door)} A${door} ${door} 0 0 0 ${n(dx + door)} ${n(room.y)}`,
        'none',
        `stroke="${C.orchid}" stroke-width="2"`,
      );
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
