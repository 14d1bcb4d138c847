/** The agency palette and the sky, sea and sun of each time of day. */

export const C = {
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

export type Mood = 'dawn' | 'day' | 'golden' | 'dusk' | 'night';

/** Sky stops from zenith to horizon. */
export const SKY: Record<Mood, Array<[number, string]>> = {
  dawn: [
    [0, '#2D3149'],
    [0.38, '#6E4A82'],
    [0.72, '#D7A2C2'],
    [1, '#F2DCC6'],
  ],
  day: [
    [0, '#7FAAAD'],
    [0.55, '#BCD3CD'],
    [1, '#F0E7DB'],
  ],
  golden: [
    [0, '#55607A'],
    [0.45, '#C79BB5'],
    [0.8, '#E8C99A'],
    [1, '#F3E2C4'],
  ],
  dusk: [
    [0, '#1B1F2A'],
    [0.32, '#41294F'],
    [0.68, '#B24AB2'],
    [1, '#E4B389'],
  ],
  night: [
    [0, '#0D1017'],
    [0.55, '#1B1F2A'],
    [1, '#3A2C4C'],
  ],
};

/** Sea stops from horizon to the viewer. */
export const SEA: Record<Mood, Array<[number, string]>> = {
  dawn: [
    [0, '#8E7E97'],
    [0.25, '#4F7880'],
    [1, '#1D4649'],
  ],
  day: [
    [0, '#8DB6B2'],
    [0.3, '#4E8A8B'],
    [1, '#1F5558'],
  ],
  golden: [
    [0, '#C9B59A'],
    [0.3, '#5C8A86'],
    [1, '#1E4D50'],
  ],
  dusk: [
    [0, '#9A5C93'],
    [0.3, '#3E5566'],
    [1, '#141B26'],
  ],
  night: [
    [0, '#32304A'],
    [0.3, '#1E2B38'],
    [1, '#0C1117'],
  ],
};

export const SUN: Record<Mood, { color: string; glow: string }> = {
  dawn: { color: '#F6E3C8', glow: '#F0C6C8' },
  day: { color: '#FBF4E6', glow: '#F3E7CF' },
  golden: { color: '#F6DDA6', glow: '#EBC98E' },
  dusk: { color: '#F3C98F', glow: '#E08AB8' },
  night: { color: '#EDE6D8', glow: '#8C86A8' },
};

export const isDark = (mood: Mood) => mood === 'dusk' || mood === 'night';

/** Distant towers: a haze by day, a stronger violet band at night so the lit windows carry it. */
export const skylineTone = (mood: Mood, dayOpacity: number) =>
  mood === 'night'
    ? { color: '#4A4462', opacity: 0.75 }
    : { color: isDark(mood) ? '#2A2F42' : C.inkMist, opacity: dayOpacity };
