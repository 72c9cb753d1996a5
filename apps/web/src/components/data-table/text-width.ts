/**
 * How wide a text is drawn in a grid (issue 36 item 5): an identifier column is as wide as its longest number, a
 * header as its longest word. Chromium measures with the font the cells use (the theme's body2, headers at medium
 * weight); without a canvas (jsdom) a generous estimate stands in.
 */
import type { Theme } from '@mui/material/styles';

/** The width in px `text` takes in the grid's cell or header font. */
export interface TextWidths {
  cell: (text: string) => number;
  header: (text: string) => number;
}

/** The grid's cells and headers: 10 px of padding each side (MUI X Data Grid). */
export const CELL_PADDING = 20;

let context: OffscreenCanvasRenderingContext2D | null | undefined;

function canvasContext(): OffscreenCanvasRenderingContext2D | null {
  if (context === undefined) {
    context = typeof OffscreenCanvas === 'undefined' ? null : new OffscreenCanvas(1, 1).getContext('2d');
  }
  return context;
}

/** Without a canvas: 0.7 of the font size a character (wider than any sans-serif's digits and capitals average). */
export function estimatedWidth(text: string, fontPx: number): number {
  return text.length * fontPx * 0.7;
}

/** A font's size in px: '0.875rem' at a 16 px root is 14. */
function sizeInPx(size: string | number | undefined, rootPx: number): number {
  if (typeof size === 'number') return size;
  const value = Number.parseFloat(size ?? '');
  if (Number.isNaN(value)) return 14;
  return size?.endsWith('rem') ? value * rootPx : value;
}

function widthIn(weight: string | number, fontPx: number, family: string) {
  const font = `${weight} ${fontPx}px ${family}`;
  const cache = new Map<string, number>();
  return (text: string): number => {
    let width = cache.get(text);
    if (width === undefined) {
      const canvas = canvasContext();
      if (canvas) canvas.font = font;
      width = canvas ? canvas.measureText(text).width : estimatedWidth(text, fontPx);
      cache.set(text, width);
    }
    return width;
  };
}

/** The grid's fonts from the theme: cells in body2, headers in body2 at medium weight. */
export function textWidthsOf(theme: Theme): TextWidths {
  const { body2, fontFamily, fontWeightMedium, htmlFontSize } = theme.typography;
  const fontPx = sizeInPx(body2.fontSize, htmlFontSize);
  const family = body2.fontFamily ?? fontFamily ?? 'sans-serif';
  return {
    cell: widthIn(body2.fontWeight ?? 400, fontPx, family),
    header: widthIn(fontWeightMedium ?? 500, fontPx, family),
  };
}
