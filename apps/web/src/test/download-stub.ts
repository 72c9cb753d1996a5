/** jsdom has no object URLs and saves nothing on a link click: record the names downloads would be saved under. */
import { vi } from 'vitest';

/** Answers the list the saved file names are pushed to; undo with `vi.restoreAllMocks()`. */
export function stubFileSaving(): string[] {
  const saved: string[] = [];
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: vi.fn(() => 'blob:manual') });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}
