import { afterEach, describe, expect, it, vi } from 'vitest';
import { createChimePlayer } from './chime.ts';

/** The parts of an AudioContext the chime uses, recording what it was asked to do. */
class FakeAudioContext {
  static made: FakeAudioContext[] = [];
  static resumeFails = false;
  currentTime = 10;
  destination = {};
  oscillators: { frequency: { value: number }; start: ReturnType<typeof vi.fn> }[] = [];
  resume = vi.fn(() => (FakeAudioContext.resumeFails ? Promise.reject(new Error('not allowed')) : Promise.resolve()));
  close = vi.fn(() => Promise.resolve());
  constructor() {
    FakeAudioContext.made.push(this);
  }
  createOscillator() {
    const oscillator = { type: '', frequency: { value: 0 }, connect: vi.fn(), start: vi.fn(), stop: vi.fn() };
    this.oscillators.push(oscillator);
    return oscillator;
  }
  createGain() {
    return { gain: { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() }, connect: vi.fn() };
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  FakeAudioContext.made = [];
  FakeAudioContext.resumeFails = false;
});

describe('createChimePlayer', () => {
  it('does nothing, and never throws, where there is no Web Audio (jsdom)', () => {
    expect(window.AudioContext).toBeUndefined();
    expect(() => createChimePlayer().play()).not.toThrow();
  });

  it('makes its audio context at the first chime only, then plays two soft notes on it', async () => {
    vi.stubGlobal('AudioContext', FakeAudioContext);
    const player = createChimePlayer();
    expect(FakeAudioContext.made).toHaveLength(0);
    player.play();
    await settle();
    player.play();
    await settle();
    expect(FakeAudioContext.made).toHaveLength(1);
    const [context] = FakeAudioContext.made;
    expect(context!.oscillators.map((o) => o.frequency.value)).toEqual([659.25, 987.77, 659.25, 987.77]);
    expect(context!.oscillators[0]!.start.mock.calls[0]![0]).toBeGreaterThan(10);
    player.close();
    expect(context!.close).toHaveBeenCalled();
    player.play();
    expect(FakeAudioContext.made).toHaveLength(2);
  });

  it('stays silent, without an error, when the browser refuses to start audio', async () => {
    vi.stubGlobal('AudioContext', FakeAudioContext);
    FakeAudioContext.resumeFails = true;
    createChimePlayer().play();
    await settle();
    expect(FakeAudioContext.made[0]!.oscillators).toHaveLength(0);

    vi.stubGlobal(
      'AudioContext',
      class {
        constructor() {
          throw new Error('NotAllowedError');
        }
      },
    );
    expect(() => createChimePlayer().play()).not.toThrow();
  });
});
