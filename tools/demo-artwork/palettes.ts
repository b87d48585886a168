/** Named material palettes. Each one is a coherent set of finishes, not just colours. */

export type PaletteName = 'sand' | 'olive' | 'terracotta' | 'nile-blue' | 'marble' | 'walnut' | 'charcoal-brass' | 'sage';

export interface Palette {
  /** Main plaster walls. */
  wall: string;
  /** Feature wall, panelling or joinery face. */
  feature: string;
  ceiling: string;
  /** Main floor tone and a second tone for tiles/checks/veining. */
  floor: string;
  floorAlt: string;
  /** Joinery and furniture timber. */
  wood: string;
  woodDark: string;
  /** Worktops, plinths, reception desk tops. */
  stone: string;
  /** Brass, bronze or blackened steel. */
  metal: string;
  /** Main upholstery and an accent upholstery. */
  fabric: string;
  fabricAlt: string;
  /** Small accents: cushions, art, ceramics. */
  accent: string;
  accent2: string;
  plant: string;
  /** Daylight seen through windows. */
  skyTop: string;
  skyBottom: string;
  /** Warm daylight colour for sun patches and highlights. */
  sun: string;
  /** Colour of lamp glow. */
  lamp: string;
  /** Shadow tint (never pure black). */
  shadow: string;
  /** Dusk mood: dimmer daylight, lamps on. */
  evening: boolean;
}

const DEFS: Record<PaletteName, Palette> = {
  sand: {
    wall: '#e9dfd0',
    feature: '#d8c6ad',
    ceiling: '#f1ebe1',
    floor: '#c9a67e',
    floorAlt: '#e3d5c2',
    wood: '#b98d5f',
    woodDark: '#7a5a3e',
    stone: '#e6ddcf',
    metal: '#b8935a',
    fabric: '#eee5d6',
    fabricAlt: '#c7a17c',
    accent: '#c2714f',
    accent2: '#8f9a78',
    plant: '#6e7d55',
    skyTop: '#c9dde6',
    skyBottom: '#f6eee0',
    sun: '#fff1d6',
    lamp: '#ffd9a0',
    shadow: '#4b3a2b',
    evening: false,
  },
  olive: {
    wall: '#e2dccb',
    feature: '#7f8160',
    ceiling: '#eeeadf',
    floor: '#a88460',
    floorAlt: '#d8cdb8',
    wood: '#a97f57',
    woodDark: '#5e4733',
    stone: '#ddd5c5',
    metal: '#a98a50',
    fabric: '#d9d0bb',
    fabricAlt: '#6f7350',
    accent: '#c89b45',
    accent2: '#9a5a3f',
    plant: '#5f7148',
    skyTop: '#c3d7df',
    skyBottom: '#f3ecdc',
    sun: '#fff0d0',
    lamp: '#ffd596',
    shadow: '#3f3a2a',
    evening: false,
  },
  terracotta: {
    wall: '#ecd9c8',
    feature: '#c4785a',
    ceiling: '#f3e8dc',
    floor: '#c48a66',
    floorAlt: '#e6d3c0',
    wood: '#b3875d',
    woodDark: '#6b4632',
    stone: '#ecdfd0',
    metal: '#b08a58',
    fabric: '#e8dccb',
    fabricAlt: '#a9563b',
    accent: '#3f5f4f',
    accent2: '#d9a25b',
    plant: '#5d7452',
    skyTop: '#cfe0e6',
    skyBottom: '#faeedd',
    sun: '#ffeccc',
    lamp: '#ffcf94',
    shadow: '#4d3025',
    evening: false,
  },
  'nile-blue': {
    wall: '#e8e6e0',
    feature: '#2f506b',
    ceiling: '#f1f0ec',
    floor: '#cdb392',
    floorAlt: '#dfe2df',
    wood: '#bf9a70',
    woodDark: '#5b4634',
    stone: '#e5e2da',
    metal: '#bf9a5a',
    fabric: '#4f6f8a',
    fabricAlt: '#e4ddd0',
    accent: '#d0a45c',
    accent2: '#b86a4e',
    plant: '#5b7654',
    skyTop: '#a9cbe0',
    skyBottom: '#eef2ef',
    sun: '#fff4de',
    lamp: '#ffd9a2',
    shadow: '#233446',
    evening: false,
  },
  marble: {
    wall: '#efeeea',
    feature: '#dcd9d3',
    ceiling: '#f6f5f2',
    floor: '#dedbd5',
    floorAlt: '#c9c5be',
    wood: '#c7a883',
    woodDark: '#5f5248',
    stone: '#f2f0ec',
    metal: '#b99a62',
    fabric: '#cfcac2',
    fabricAlt: '#8d8f8a',
    accent: '#2e2e2d',
    accent2: '#b98a6a',
    plant: '#637a5c',
    skyTop: '#c6d8e2',
    skyBottom: '#f4f4f0',
    sun: '#fff7e8',
    lamp: '#ffe2b5',
    shadow: '#3a3b3f',
    evening: false,
  },
  walnut: {
    wall: '#d9cbb8',
    feature: '#6e4b33',
    ceiling: '#e6ddcf',
    floor: '#7a573d',
    floorAlt: '#b49a7e',
    wood: '#7c5437',
    woodDark: '#4a3123',
    stone: '#e2d8c8',
    metal: '#c39a55',
    fabric: '#c19569',
    fabricAlt: '#e7dccb',
    accent: '#3f5446',
    accent2: '#c46d45',
    plant: '#5a6e48',
    skyTop: '#5d7b98',
    skyBottom: '#f0c48f',
    sun: '#ffd8a3',
    lamp: '#ffc57d',
    shadow: '#2e2018',
    evening: true,
  },
  'charcoal-brass': {
    wall: '#4a4642',
    feature: '#34312e',
    ceiling: '#3d3a37',
    floor: '#5a534c',
    floorAlt: '#2f2c29',
    wood: '#6d5442',
    woodDark: '#3a2d24',
    stone: '#c9c0b3',
    metal: '#c9a15a',
    fabric: '#3f5a4d',
    fabricAlt: '#a0563c',
    accent: '#d4a85c',
    accent2: '#8e4a3a',
    plant: '#556b47',
    skyTop: '#2f4058',
    skyBottom: '#d69a68',
    sun: '#ffcf96',
    lamp: '#ffc272',
    shadow: '#15110e',
    evening: true,
  },
  sage: {
    wall: '#e1e5da',
    feature: '#9aa98c',
    ceiling: '#eff1ea',
    floor: '#d3b690',
    floorAlt: '#e6e4da',
    wood: '#c49f74',
    woodDark: '#6c5642',
    stone: '#ebe8df',
    metal: '#a9925f',
    fabric: '#e8e2d4',
    fabricAlt: '#7f9173',
    accent: '#bd7b5c',
    accent2: '#d8b36a',
    plant: '#5e7a50',
    skyTop: '#c4dbe2',
    skyBottom: '#f3f2e6',
    sun: '#fff6de',
    lamp: '#ffdca8',
    shadow: '#34402f',
    evening: false,
  },
};

export const PALETTES: readonly PaletteName[] = Object.keys(DEFS) as PaletteName[];

export function getPalette(name: PaletteName): Palette {
  const p = DEFS[name];
  if (!p) throw new Error(`Unknown palette: ${String(name)}`);
  return p;
}
