/**
 * The notification sound setting of the avatar menu (issue 20): kept in the browser, on by default. Read at each
 * broadcast, so a change counts at once, in every tab (storage events).
 */
import { useSyncExternalStore } from 'react';

export const NOTIFICATION_SOUND_STORAGE_KEY = 'stoa.notificationSound';

const listeners = new Set<() => void>();

/** Unreadable storage leaves the sound on: the default (and then the setting cannot change it). */
export function readSoundOn(): boolean {
  try {
    return window.localStorage.getItem(NOTIFICATION_SOUND_STORAGE_KEY) !== 'off';
  } catch {
    return true;
  }
}

export function writeSoundOn(isOn: boolean): void {
  try {
    window.localStorage.setItem(NOTIFICATION_SOUND_STORAGE_KEY, isOn ? 'on' : 'off');
  } catch {
    // Storage unavailable (private mode, quota): nothing to remember it by.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === NOTIFICATION_SOUND_STORAGE_KEY || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useNotificationSound(): [boolean, (isOn: boolean) => void] {
  return [useSyncExternalStore(subscribe, readSoundOn, readSoundOn), writeSoundOn];
}
