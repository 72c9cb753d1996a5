/**
 * jsdom makes no object URLs of its Blobs and saves nothing on a link click: record the names downloads would be saved
 * under.
 */
import { vi } from 'vitest';

/**
 * Answers the list the saved file names are pushed to. Spies, so `vi.restoreAllMocks()` undoes them (Vitest's own at
 * the end of each file, when the file does not sooner): the files of a worker share one window (isolate: false).
 */
export function stubFileSaving(): string[] {
  const saved: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockClear().mockReturnValue('blob:manual');
  vi.spyOn(URL, 'revokeObjectURL').mockClear().mockReturnValue(undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}
