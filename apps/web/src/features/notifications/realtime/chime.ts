/**
 * The notification sound: a short, soft two-note chime made with the Web Audio API, so no audio file is shipped or
 * fetched. The audio context is made at the first chime, not before. Sound is a nicety: where there is no Web Audio
 * (jsdom, old browsers) or the browser refuses to start it (autoplay rules), the chime is silently skipped.
 */

export interface ChimePlayer {
  play(): void;
  /** Frees the audio context; a later play makes a new one. */
  close(): void;
}

type AudioContextClass = new () => AudioContext;

/** Two sine notes a fifth apart (E5, then B5), each with a quick rise and a gentle fade. Times in seconds. */
const NOTES = [
  { frequency: 659.25, at: 0, length: 0.35 },
  { frequency: 987.77, at: 0.12, length: 0.5 },
] as const;
const PEAK_GAIN = 0.08;
const SILENT_GAIN = 0.0001;
/** A chime the browser lets start later than this (a context resumed at the next click) is dropped, not late. */
const STALE_MS = 1_000;

function audioContextClass(): AudioContextClass | undefined {
  if (typeof window === 'undefined') return undefined;
  const prefixed = window as unknown as { webkitAudioContext?: AudioContextClass };
  return window.AudioContext ?? prefixed.webkitAudioContext;
}

export function createChimePlayer(): ChimePlayer {
  let context: AudioContext | null = null;
  return {
    play() {
      const askedAt = Date.now();
      safely(() => {
        const Context = audioContextClass();
        if (!Context) return;
        const ctx = (context ??= new Context());
        // A context made without a user gesture starts suspended; resume() is refused until the page has had one.
        void Promise.resolve(ctx.resume()).then(() => {
          if (Date.now() - askedAt < STALE_MS) safely(() => ring(ctx));
        }, noop);
      });
    },
    close() {
      const ctx = context;
      context = null;
      safely(() => void Promise.resolve(ctx?.close()).catch(noop));
    },
  };
}

function ring(ctx: AudioContext): void {
  const start = ctx.currentTime + 0.02;
  for (const note of NOTES) {
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    const at = start + note.at;
    oscillator.type = 'sine';
    oscillator.frequency.value = note.frequency;
    gain.gain.setValueAtTime(SILENT_GAIN, at);
    gain.gain.exponentialRampToValueAtTime(PEAK_GAIN, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(SILENT_GAIN, at + note.length);
    oscillator.connect(gain);
    gain.connect(ctx.destination);
    oscillator.start(at);
    oscillator.stop(at + note.length + 0.05);
  }
}

function noop(): void {}

function safely(work: () => void): void {
  try {
    work();
  } catch {
    // No audio here, or the browser refused it: the notification still shows, silently.
  }
}
