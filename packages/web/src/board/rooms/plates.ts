/**
 * The plate a name is drawn on (a halo around its letters, map.css): the location's colour pushed away
 * from the text's, so dark ink on a room and pale text on a Hallway keep well over 4.5:1 whatever floor,
 * furniture or disc edge is near (a test holds them). Pure.
 */

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: readonly number[]): string {
  return `#${[r, g, b].map((c) => Math.round(c!).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** Above this luminance a location is light and carries dark ink (rooms); below, pale text (Hallways). */
const LIGHT = 0.15;

/** The plate of a location of colour `fill`: paler for a light one, darker for a dark one. */
export function plateOf(fill: string): string {
  const towards = luminance(fill) > LIGHT ? 255 : 0;
  const share = towards === 255 ? 0.6 : 0.45;
  return toHex(channels(fill).map((c) => c + (towards - c) * share));
}
