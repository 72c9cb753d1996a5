/** The drawer-open preference (spec §2.7): kept in the browser, open by default. */
import { useCallback, useState } from 'react';

export const DRAWER_OPEN_STORAGE_KEY = 'drawerOpen';

export function readDrawerOpen(): boolean {
  try {
    return window.localStorage.getItem(DRAWER_OPEN_STORAGE_KEY) !== 'false';
  } catch {
    return true;
  }
}

export function writeDrawerOpen(isOpen: boolean): void {
  try {
    window.localStorage.setItem(DRAWER_OPEN_STORAGE_KEY, String(isOpen));
  } catch {
    // A preference that cannot be saved only lasts for this visit.
  }
}

export function useDrawerPreference(): [boolean, (isOpen: boolean) => void] {
  const [isOpen, setIsOpen] = useState(readDrawerOpen);
  const update = useCallback((next: boolean) => {
    writeDrawerOpen(next);
    setIsOpen(next);
  }, []);
  return [isOpen, update];
}
