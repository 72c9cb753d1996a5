/** The header avatar (spec §2.7): initials in a colour from a fixed palette, the same colour for a user every time. */

/** Eight colours dark enough for white initials (WCAG AA at avatar size). */
export const AVATAR_COLOURS = [
  '#1565c0',
  '#2e7d32',
  '#6a1b9a',
  '#c62828',
  '#00695c',
  '#ad1457',
  '#4e342e',
  '#37474f',
] as const;

export function initialsOf(firstName: string, lastName: string): string {
  const first = firstName.trim().charAt(0);
  const last = lastName.trim().charAt(0);
  return `${first}${last}`.toUpperCase() || '?';
}

/** FNV-1a: a stable, well-spread hash, so the colour depends only on the user name. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function avatarColour(userName: string): string {
  return AVATAR_COLOURS[stableHash(userName.toLowerCase()) % AVATAR_COLOURS.length]!;
}
