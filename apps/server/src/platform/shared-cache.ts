/**
 * A short shared cache with single flight (issue 35 item 5: the dashboard's figures of a scope, shared by the users
 * who see the same ones). Callers asking for a key while its value is being computed share that computation; a value
 * then serves for `ttlMs` from the moment its computation started — but never to a reader who wrote through this
 * instance after it started (`wrote`: whoever changed something sees the change at once), never to one whose
 * `accepts` refuses it, and never after `invalidate()` (a job's run). Failures are not kept. `ttlMs` 0 turns it off.
 * Values are shared: callers must not change them.
 */
export interface SharedCache<T> {
  /** The value of `key` for `reader`: a shared one if fit for them, else a new computation (which others may join). */
  get(key: string, reader: number, compute: () => Promise<T>, accepts?: (value: T) => boolean): Promise<T>;
  /** `writer` changed something through this instance: their next reads are computed after it. */
  wrote(writer: number): void;
  /** Everything changed (a job ran): every next read is computed afresh. */
  invalidate(): void;
}

interface Entry<T> {
  /** The count of writes seen when the computation started: it reflects every write counted before it. */
  seq: number;
  startedAt: number;
  value: Promise<T>;
}

/** Past this many keys or writers, the stale ones are swept out (keys per user would otherwise pile up). */
const SWEEP_ABOVE = 1000;

export function createSharedCache<T>(options: { ttlMs: number; now: () => number }): SharedCache<T> {
  const { ttlMs, now } = options;
  const entries = new Map<string, Entry<T>>();
  /** Each writer's last write: its count, and when (to forget it once no kept value can predate it). */
  const writes = new Map<number, { seq: number; at: number }>();
  let seq = 0;
  /** The count at the last invalidation: values started before it are never served. */
  let floor = 0;

  const isLive = (entry: Entry<T>, at: number) =>
    entry.seq >= floor && at >= entry.startedAt && at < entry.startedAt + ttlMs;

  function sweep(at: number): void {
    if (entries.size > SWEEP_ABOVE) for (const [k, e] of entries) if (!isLive(e, at)) entries.delete(k);
    if (writes.size > SWEEP_ABOVE) for (const [w, last] of writes) if (last.at + ttlMs <= at) writes.delete(w);
  }

  function start(key: string, at: number, compute: () => Promise<T>): Promise<T> {
    sweep(at);
    const entry: Entry<T> = { seq, startedAt: at, value: compute() };
    entries.set(key, entry);
    // A failure is shared by those who joined it, then forgotten.
    entry.value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return entry.value;
  }

  return {
    async get(key, reader, compute, accepts) {
      if (ttlMs <= 0) return compute();
      const at = now();
      const kept = entries.get(key);
      if (kept && isLive(kept, at) && kept.seq >= (writes.get(reader)?.seq ?? 0)) {
        const value = await kept.value;
        if (!accepts || accepts(value)) return value;
      }
      return start(key, now(), compute);
    },
    wrote(writer) {
      seq += 1;
      writes.set(writer, { seq, at: now() });
    },
    invalidate() {
      seq += 1;
      floor = seq;
      entries.clear();
      writes.clear();
    },
  };
}
