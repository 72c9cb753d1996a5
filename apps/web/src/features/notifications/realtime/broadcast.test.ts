import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REFETCH_COALESCE_MS, SOUND_GAP_MS, createBroadcastHandler } from './broadcast.ts';
import { NOTIFICATION_SOUND_STORAGE_KEY, readSoundOn, writeSoundOn } from './sound-preference.ts';

function handler() {
  const refetch = vi.fn();
  const playSound = vi.fn();
  const broadcast = createBroadcastHandler({ refetch, playSound, isSoundOn: readSoundOn });
  return { refetch, playSound, broadcast };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  // jsdom has no Web Locks; say so, so these tests read the one-tab path whatever the environment grows.
  vi.stubGlobal('navigator', { ...navigator, locks: undefined });
});
afterEach(() => vi.unstubAllGlobals());

describe('createBroadcastHandler', () => {
  it('answers a burst of broadcasts with one refetch and one sound', () => {
    const { refetch, playSound, broadcast } = handler();
    broadcast.onBroadcast();
    broadcast.onBroadcast();
    vi.advanceTimersByTime(REFETCH_COALESCE_MS - 1);
    broadcast.onBroadcast();
    expect(refetch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(playSound).toHaveBeenCalledTimes(1);
    broadcast.onBroadcast();
    vi.advanceTimersByTime(REFETCH_COALESCE_MS);
    expect(refetch).toHaveBeenCalledTimes(2);
  });

  it('plays at most once per SOUND_GAP_MS', () => {
    const { playSound, broadcast } = handler();
    broadcast.onBroadcast();
    vi.advanceTimersByTime(SOUND_GAP_MS - 1);
    broadcast.onBroadcast();
    expect(playSound).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    broadcast.onBroadcast();
    expect(playSound).toHaveBeenCalledTimes(2);
  });

  it('refetches but stays silent while the sound is off, and plays again once it is on', () => {
    writeSoundOn(false);
    expect(window.localStorage.getItem(NOTIFICATION_SOUND_STORAGE_KEY)).toBe('off');
    const { refetch, playSound, broadcast } = handler();
    broadcast.onBroadcast();
    vi.advanceTimersByTime(REFETCH_COALESCE_MS);
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(playSound).not.toHaveBeenCalled();
    writeSoundOn(true);
    broadcast.onBroadcast();
    expect(playSound).toHaveBeenCalledTimes(1);
  });

  it('refetches without a sound when the link opens; dispose drops a pending refetch', () => {
    const { refetch, playSound, broadcast } = handler();
    broadcast.refetchSoon();
    vi.advanceTimersByTime(REFETCH_COALESCE_MS);
    expect(refetch).toHaveBeenCalledTimes(1);
    broadcast.refetchSoon();
    broadcast.dispose();
    vi.advanceTimersByTime(REFETCH_COALESCE_MS);
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(playSound).not.toHaveBeenCalled();
  });

  it('lets only the tab that takes the sound lock play', async () => {
    const request = vi.fn(async (_name: string, _options: unknown, work: (lock: unknown) => Promise<void>) =>
      work(request.mock.calls.length === 1 ? { name: 'stoa-notification-sound' } : null),
    );
    vi.stubGlobal('navigator', { ...navigator, locks: { request } });
    const here = handler();
    const otherTab = handler();
    here.broadcast.onBroadcast();
    otherTab.broadcast.onBroadcast();
    await vi.advanceTimersByTimeAsync(SOUND_GAP_MS);
    expect(request).toHaveBeenCalledTimes(2);
    expect(request.mock.calls[0]![1]).toEqual({ ifAvailable: true });
    expect(here.playSound).toHaveBeenCalledTimes(1);
    expect(otherTab.playSound).not.toHaveBeenCalled();
  });
});

describe('sound preference', () => {
  it("is on by default and stored as 'on' / 'off'", () => {
    expect(readSoundOn()).toBe(true);
    writeSoundOn(false);
    expect(readSoundOn()).toBe(false);
    writeSoundOn(true);
    expect(window.localStorage.getItem(NOTIFICATION_SOUND_STORAGE_KEY)).toBe('on');
    expect(readSoundOn()).toBe(true);
  });
});
