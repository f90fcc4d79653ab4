import { DASHBOARD_CARD_COLOURS } from '@tabang/shared';

/** One of the ten dashboard card colours, picked at random for each card. */
export const randomCardColour = (random: () => number = Math.random) =>
  DASHBOARD_CARD_COLOURS[Math.floor(random() * DASHBOARD_CARD_COLOURS.length)]!;

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const WHITE = '#ffffff';
const INK = '#0c0a09';
/** The text colour that reads best on a card colour: white or near-black, whichever contrasts more. */
export const textColourOn = (background: string) =>
  contrastRatio(background, WHITE) >= contrastRatio(background, INK) ? WHITE : INK;
