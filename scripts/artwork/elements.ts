/** Reusable elements of the compositions: sky, sea, skyline, tower, palms, villas, terraces. */
import { C, SEA, SKY, SUN, isDark, type Mood } from './palette.ts';
import { type Canvas, n } from './canvas.ts';

export function sky(c: Canvas, mood: Mood, x: number, y: number, w: number, h: number) {
  c.rect(x, y, w, h, c.linear(SKY[mood].map(([o, col]) => [o, col])));
  if (mood === 'night') {
    for (let i = 0; i < 60; i += 1) {
      c.circle(
        x + c.random.range(0, w),
        y + c.random.range(0, h * 0.6),
        c.random.range(0.6, 1.6),
        C.sandLight,
        `opacity="${n(c.random.range(0.25, 0.8))}"`,
      );
    }
  }
}

export function sun(c: Canvas, mood: Mood, cx: number, cy: number, r: number) {
  const { color, glow } = SUN[mood];
  c.circle(
    cx,
    cy,
    r * 5,
    c.radial([
      [0, glow, 0.55],
      [0.35, glow, 0.18],
      [1, glow, 0],
    ]),
  );
  c.circle(cx, cy, r, color, mood === 'night' ? 'opacity="0.9"' : '');
}

export function sea(c: Canvas, mood: Mood, x: number, horizon: number, w: number, bottom: number, sunX?: number) {
  const h = bottom - horizon;
  c.rect(x, horizon, w, h, c.linear(SEA[mood].map(([o, col]) => [o, col])));
  const r = c.random;
  // Faint swell lines, longer towards the viewer.
  for (let i = 0; i < 40; i += 1) {
    const t = r.next() ** 1.6;
    const yy = horizon + 4 + t * (h - 8);
    const len = 20 + t * 160;
    const xx = x + r.range(0, w - len);
    c.line(
      xx,
      yy,
      xx + len,
      yy,
      C.sandLight,
      1 + t * 2,
      `opacity="${n(0.05 + 0.08 * (1 - t))}" stroke-linecap="round"`,
    );
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
export function skyline(
  c: Canvas,
  opts: {
    x: number;
    baseY: number;
    w: number;
    maxH: number;
    color: string;
    opacity: number;
    sail?: number;
    spire?: number;
    arch?: number;
    lights?: boolean;
  },
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
          if (r.chance(0.25))
            c.rect(cursor + r.range(2, bw - 6), baseY - bh + 4 + i * 9, 3, 2, C.goldLight, 'opacity="0.8"');
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
      c.path(
        `M${n(sx - 3)} ${n(baseY - (sh * tiers) / (tiers + 1))} L${n(sx)} ${n(baseY - sh)} L${n(sx + 3)} ${n(baseY - (sh * tiers) / (tiers + 1))} Z`,
        color,
      );
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
      c.path(
        `M${n(sx)} ${baseY} L${n(sx)} ${n(baseY - sh)} Q${n(sx + sh * 0.42)} ${n(baseY - sh * 0.45)} ${n(sx + sh * 0.3)} ${baseY} Z`,
        color,
      );
      c.rect(sx - 3, baseY - sh - 12, 3, sh + 12, color);
      c.rect(sx - 40, baseY - 4, sh * 0.3 + 80, 4, color);
    });
  }
}

/** The residence tower: stacked volumes with terrace bands, fins and (after dark) lit windows. */
export function tower(
  c: Canvas,
  opts: { cx: number; baseY: number; w: number; h: number; mood: Mood; floors?: number; crown?: boolean },
) {
  const r = c.random;
  const { cx, baseY, w, h, mood } = opts;
  const floors = opts.floors ?? 48;
  const floorH = h / floors;
  const dark = isDark(mood);
  const lit = dark ? C.inkMist : C.sand;
  const body = c.linear(
    [
      [0, lit],
      [0.55, dark ? C.inkSoft : C.sandDeep],
      [1, dark ? C.ink : C.sandShadow],
    ],
    0,
    0,
    1,
    0,
  );
  const glass = c.linear(
    [
      [0, dark ? '#2B3550' : '#9FB9B8'],
      [1, dark ? '#1A2030' : '#5F7F86'],
    ],
    0,
    0,
    1,
    0,
  );
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
      c.line(
        left + (width * f) / 6,
        top,
        left + (width * f) / 6,
        bottom,
        dark ? C.ink : C.sandLight,
        2,
        'opacity="0.35"',
      );
    }
    // Floor slabs and balconies.
    for (let y = bottom - floorH; y > top; y -= floorH) {
      const balcony = Math.round((bottom - y) / floorH) % 3 === 0;
      const overhang = balcony ? w * 0.05 : 0;
      c.rect(
        left - overhang,
        y - 1.5,
        width + overhang * 2,
        balcony ? 4 : 2.2,
        dark ? '#59627A' : C.sandLight,
        `opacity="${balcony ? 0.95 : 0.6}"`,
      );
      if (dark) {
        // A few lit rooms per floor, narrow so they read as windows rather than patches.
        for (let k = 0; k < 3; k += 1) {
          if (!r.chance(0.3)) continue;
          const ww = r.range(width * 0.05, width * 0.14);
          c.rect(
            left + r.range(0, width - ww),
            y + floorH * 0.3,
            ww,
            floorH * 0.45,
            C.goldLight,
            `opacity="${n(r.range(0.35, 0.75))}"`,
          );
        }
      }
    }
  }
  if (opts.crown ?? true) {
    const top = baseY - h;
    const cw = w - w * 0.32;
    c.path(
      `M${n(cx - cw / 2)} ${n(top)} Q${n(cx)} ${n(top - h * 0.06)} ${n(cx + cw / 2)} ${n(top)} Z`,
      dark ? C.inkSoft : C.sandDeep,
    );
    c.rect(cx - cw / 2, top - 2, cw, 3, C.gold, 'opacity="0.9"');
  }
  // Podium.
  c.rect(cx - w * 0.75, baseY - h * 0.05, w * 1.5, h * 0.05, dark ? C.inkSoft : C.sandDeep);
  c.rect(cx - w * 0.75, baseY - h * 0.05, w * 1.5, 3, C.gold, 'opacity="0.7"');
}

/** A stylised date palm: tapering curved trunk with ringed bark and drooping fronds. */
export function palm(c: Canvas, x: number, baseY: number, height: number, lean: number, color: string, opacity = 1) {
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
      const angle =
        -Math.PI +
        (Math.PI * (i + 0.5)) / fronds +
        r.range(-0.12, 0.12) +
        (i % 2 ? 0.9 : 0) * (i < fronds / 2 ? -0.25 : 0.25);
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
export function villa(c: Canvas, opts: { x: number; groundY: number; w: number; mood: Mood; pool?: boolean }) {
  const { x, groundY, w, mood } = opts;
  const dark = isDark(mood);
  const h1 = w * 0.16;
  const h2 = w * 0.14;
  const glow = c.linear([
    [0, C.goldLight, dark ? 0.95 : 0.55],
    [1, C.gold, dark ? 0.8 : 0.35],
  ]);
  const glassFill = dark ? '#2A3144' : '#7E9EA0';
  const slab = dark ? C.sandDeep : C.white;
  const wall = dark ? C.inkSoft : C.sand;
  const drawHouse = () => {
    // Ground floor: long glazed pavilion.
    c.rect(x, groundY - h1, w * 0.78, h1, glassFill);
    c.rect(x, groundY - h1, w * 0.78, h1, glow);
    for (let i = 1; i < 8; i += 1)
      c.line(
        x + (w * 0.78 * i) / 8,
        groundY - h1,
        x + (w * 0.78 * i) / 8,
        groundY,
        dark ? C.ink : C.sandLight,
        2.5,
        'opacity="0.6"',
      );
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
    for (let i = 0; i < 9; i += 1)
      c.rect(ux + w * 0.6 + i * 10, groundY - h1 - h2 - 6, 4, h2 - 4, C.sandShadow, 'opacity="0.7"');
  };
  drawHouse();
  if (opts.pool ?? true) {
    const poolTop = groundY + 14;
    const poolH = w * 0.09;
    const water = c.linear([
      [0, C.tealLight],
      [1, C.teal],
    ]);
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
export function lounger(c: Canvas, x: number, y: number, s: number, color: string) {
  c.path(
    `M${n(x)} ${n(y)} L${n(x + 70 * s)} ${n(y)} L${n(x + 92 * s)} ${n(y - 26 * s)} L${n(x + 98 * s)} ${n(y - 22 * s)} L${n(x + 78 * s)} ${n(y + 7 * s)} L${n(x)} ${n(y + 7 * s)} Z`,
    color,
  );
  c.rect(x + 6 * s, y + 7 * s, 3 * s, 10 * s, color);
  c.rect(x + 64 * s, y + 7 * s, 3 * s, 10 * s, color);
}

export function parasol(c: Canvas, x: number, y: number, s: number, canopy: string, pole: string) {
  c.rect(x - 1.5 * s, y - 90 * s, 3 * s, 90 * s, pole);
  c.path(`M${n(x - 55 * s)} ${n(y - 78 * s)} Q${n(x)} ${n(y - 112 * s)} ${n(x + 55 * s)} ${n(y - 78 * s)} Z`, canopy);
}

/** Glass balustrade and deck across the foreground of a terrace view. */
export function balustrade(c: Canvas, y: number, mood: Mood) {
  const { width: w, height: h } = c;
  const dark = isDark(mood);
  c.rect(
    0,
    y,
    w,
    h - y,
    c.linear([
      [0, dark ? C.inkSoft : C.sandDeep],
      [1, dark ? C.ink : C.sandShadow],
    ]),
  );
  for (let i = 0; i < 14; i += 1)
    c.line(
      0,
      y + 10 + i * ((h - y) / 14),
      w,
      y + 10 + i * ((h - y) / 14) + 6,
      dark ? C.inkMist : C.sand,
      1.5,
      'opacity="0.35"',
    );
  c.rect(0, y - 120, w, 120, C.white, 'opacity="0.10"');
  for (let xx = 0; xx < w; xx += 320) c.rect(xx, y - 120, 4, 120, dark ? C.inkMist : C.sandShadow, 'opacity="0.7"');
  c.rect(0, y - 124, w, 6, C.gold, 'opacity="0.85"');
}
