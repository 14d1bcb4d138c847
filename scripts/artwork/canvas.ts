/** A deterministic random source and the SVG canvas every picture is drawn on. */

/** Small deterministic PRNG (mulberry32) so each composition is reproducible from its seed. */
export function createRandom(seed: number) {
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
export type Random = ReturnType<typeof createRandom>;

export const n = (value: number) => (Math.round(value * 10) / 10).toString();

/** An SVG document under construction: shapes are appended in painting order. */
export class Canvas {
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
      .map(
        ([offset, color, opacity]) =>
          `<stop offset="${offset}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`,
      )
      .join('');
    this.defs.push(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopMarkup}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  radial(stops: Array<[number, string, number?]>, cx = 0.5, cy = 0.5, r = 0.5) {
    const id = this.id('rg');
    const stopMarkup = stops
      .map(
        ([offset, color, opacity]) =>
          `<stop offset="${offset}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`,
      )
      .join('');
    this.defs.push(`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopMarkup}</radialGradient>`);
    return `url(#${id})`;
  }

  clipRect(x: number, y: number, w: number, h: number, radius = 0) {
    const id = this.id('clip');
    this.defs.push(
      `<clipPath id="${id}"><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(radius)}"/></clipPath>`,
    );
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
    this.add(
      `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${n(width)}" ${extra}/>`,
    );
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
