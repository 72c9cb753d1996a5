/**
 * Every configuration query starts with this key. A change invalidates them all: the lists are short, only the
 * queries on screen refetch, and a rate change also moves the "in force on" panel and the history.
 */
export const CONFIGURATION_KEY = ['configuration'] as const;
