/** Interior scenes: a one-point perspective room onto the sea, furnished by room type. */
import { C, isDark, skylineTone, type Mood } from './palette.ts';
import { type Canvas, n } from './canvas.ts';
import { palm, sea, sky, skyline, sun } from './elements.ts';

export type Room =
  'living' | 'bedroom' | 'dining' | 'kitchen' | 'bath' | 'lounge' | 'fitness' | 'spa' | 'cinema' | 'club' | 'kids';

export interface InteriorOptions {
  mood: Mood;
  room: Room;
  /** Horizontal centre of the window as a share of the width. */
  windowAt?: number;
  accent?: string;
  view?: { sail?: number; spire?: number; arch?: number };
}

/** One-point perspective room with a floor-to-ceiling window onto the sea. */
export function interiorScene(c: Canvas, o: InteriorOptions) {
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
  c.path(
    `M0 0 L${n(left)} ${n(wallTop)} L${n(left)} ${n(floorY)} L0 ${h} Z`,
    c.linear(
      [
        [0, dark ? '#2A2533' : '#CDBCA8'],
        [1, dark ? '#3C3548' : '#DCCDBB'],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  c.path(
    `M${w} 0 L${n(right)} ${n(wallTop)} L${n(right)} ${n(floorY)} L${w} ${h} Z`,
    c.linear(
      [
        [0, dark ? '#3C3548' : '#DCCDBB'],
        [1, dark ? '#241F2C' : '#C2AE97'],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  c.path(
    `M${n(left)} ${n(floorY)} L${n(right)} ${n(floorY)} L${w} ${h} L0 ${h} Z`,
    c.linear([
      [0, dark ? '#4A3F4F' : '#D7C3AA'],
      [1, dark ? '#231E28' : '#A88F74'],
    ]),
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
      skyline(c, {
        x: winX,
        baseY: horizon,
        w: winW,
        maxH: winH * 0.12,
        ...skylineTone(o.mood, 0.3),
        lights: o.mood === 'night',
        ...o.view,
      });
      sea(c, o.mood, winX, horizon, winW, winY + winH, sx);
    });
    for (let i = 1; i < 4; i += 1) c.rect(winX + (winW * i) / 4 - 3, winY, 6, winH, dark ? '#1F1B27' : C.sandLight);
    c.rect(winX, winY + winH * 0.82, winW, 4, dark ? '#1F1B27' : C.sandLight, 'opacity="0.8"');
    c.rect(winX - 8, winY - 8, winW + 16, 8, dark ? '#1F1B27' : C.sandLight);
    // Daylight pooling on the floor.
    c.path(
      `M${n(winX)} ${n(floorY)} L${n(winX + winW)} ${n(floorY)} L${n(winX + winW * 1.25)} ${h} L${n(winX - winW * 0.25)} ${h} Z`,
      c.linear([
        [0, dark ? C.goldLight : C.white, dark ? 0.12 : 0.3],
        [1, C.white, 0],
      ]),
    );
  }
  // Cove lighting in the ceiling.
  c.rect(left, wallTop - 4, right - left, 4, C.goldLight, `opacity="${dark ? 0.9 : 0.6}"`);
  furnish(c, o.room, { left, right, floorY, accent, dark });
}

export function pendant(c: Canvas, x: number, y: number, r: number, dark: boolean) {
  c.line(x, 0, x, y - r, C.ink, 1.5, 'opacity="0.6"');
  c.circle(
    x,
    y,
    r * 2.4,
    c.radial([
      [0, C.goldLight, dark ? 0.5 : 0.25],
      [1, C.goldLight, 0],
    ]),
  );
  c.path(`M${n(x - r)} ${n(y)} A${n(r)} ${n(r)} 0 0 1 ${n(x + r)} ${n(y)} Z`, C.gold);
}

export function pottedPalm(c: Canvas, x: number, floorY: number, s: number, dark: boolean) {
  palm(c, x, floorY - 40 * s, 220 * s, c.random.range(-20, 20), dark ? '#1E3B3D' : C.teal, 0.95);
  c.path(
    `M${n(x - 34 * s)} ${n(floorY - 56 * s)} L${n(x + 34 * s)} ${n(floorY - 56 * s)} L${n(x + 26 * s)} ${n(floorY)} L${n(x - 26 * s)} ${n(floorY)} Z`,
    dark ? C.inkSoft : C.sandShadow,
  );
}

export function furnish(
  c: Canvas,
  room: Room,
  f: { left: number; right: number; floorY: number; accent: string; dark: boolean },
) {
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
          const x = w * 0.25 + i * ((w * 0.5) / 6);
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
          c.path(
            `M${ax} ${n(floorY)} L${ax} ${n(floorY - 220)} A50 50 0 0 1 ${ax + 100} ${n(floorY - 220)} L${ax + 100} ${n(floorY)} Z`,
            dark ? '#2A2533' : C.sandDeep,
          );
          c.circle(ax + 50, floorY - 40, 14, C.goldLight, 'opacity="0.9"');
        }
        c.ellipse(tx, ty, 300, 70, C.sandLight);
        c.ellipse(
          tx,
          ty - 4,
          270,
          56,
          c.linear([
            [0, C.tealLight],
            [1, C.teal],
          ]),
        );
        c.ellipse(tx, ty - 4, 120, 22, C.white, 'opacity="0.25"');
        for (let i = 0; i < 3; i += 1)
          c.ellipse(tx + 340 + i * 40, ty + 30 - i * 26, 40 - i * 8, 16 - i * 2, i === 1 ? C.inkMist : C.sandShadow);
        pottedPalm(c, w * 0.85, h * 0.97, 0.9, dark);
      } else {
        c.ellipse(tx, ty - 40, 260, 80, C.white);
        c.ellipse(
          tx,
          ty - 58,
          230,
          50,
          c.linear([
            [0, '#DDE9E6'],
            [1, '#A9C7C4'],
          ]),
        );
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
      for (let i = 0; i < 3; i += 1)
        c.path(
          `M${n(w * 0.18 + i * 190)} ${n(h * 0.96)} L${n(w * 0.24 + i * 190)} ${n(h * 0.8)} L${n(w * 0.3 + i * 190)} ${n(h * 0.8)} L${n(w * 0.26 + i * 190)} ${n(h * 0.96)} Z`,
          i === 1 ? accent : C.teal,
          'opacity="0.85"',
        );
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
        else if (i % 3 === 1)
          c.path(
            `M${n(x - size)} ${n(h * 0.9)} L${n(x - size)} ${n(h * 0.9 - size)} A${n(size)} ${n(size)} 0 0 1 ${n(x + size)} ${n(h * 0.9 - size)} L${n(x + size)} ${n(h * 0.9)} Z`,
            r.pick(colours),
          );
        else c.rect(x - size * 0.8, h * 0.9 - size * 1.6, size * 1.6, size * 1.6, r.pick(colours), 'rx="16"');
      }
      c.path(
        `M${n(w * 0.7)} ${n(floorY - 10)} Q${n(w * 0.8)} ${n(floorY + 60)} ${n(w * 0.84)} ${n(h * 0.95)}`,
        'none',
        `stroke="${C.gold}" stroke-width="18" stroke-linecap="round"`,
      );
      break;
    }
  }
}
