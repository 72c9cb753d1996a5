/** Every traders query starts with this key: adding or removing a trader marks them all stale. */
export const TRADERS_KEY = ['traders'] as const;
