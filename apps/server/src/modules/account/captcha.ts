/** Captcha images (spec §5 Login: 6 characters). The answer is compared case-insensitively. */
import svgCaptcha from 'svg-captcha';
import { CAPTCHA_LENGTH } from '@stoa/shared';

/** Characters easy to confuse on screen are left out. */
const IGNORE = '0oO1iIlL';
/**
 * Dark grey characters on a transparent ground, two grey noise lines: hard for a script, easy for a person. (A
 * background would force svg-captcha's random colours, whose light yellows and greens people misread.)
 */
const STYLE = { width: 180, height: 56, fontSize: 52, noise: 2, color: false };

/** svg-captcha's default export renders a given text; its type file omits it. */
const renderText = svgCaptcha as unknown as (text: string, options?: object) => string;

export function makeCaptcha(fixedText?: string): { text: string; image: string } {
  if (fixedText) return { text: fixedText, image: renderText(fixedText, STYLE) };
  const { text, data } = svgCaptcha.create({ ...STYLE, size: CAPTCHA_LENGTH, ignoreChars: IGNORE });
  return { text, image: data };
}

export function normalizeCaptchaAnswer(text: string): string {
  return text.trim().toLowerCase();
}
