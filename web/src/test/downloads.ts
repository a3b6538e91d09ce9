import { vi } from 'vitest';

export interface SavedFile {
  name: string;
  blob: Blob | undefined;
}

/**
 * jsdom has neither object URLs nor downloads: stands them in while a test runs, the temporary
 * link's click being where a file is saved. Undo with `releaseDownloads()`.
 */
export function captureDownloads() {
  const files: SavedFile[] = [];
  const blobs = new Map<string, Blob>();
  const revoked: string[] = [];
  const define = (name: 'createObjectURL' | 'revokeObjectURL', value: unknown) => {
    Object.defineProperty(URL, name, { configurable: true, writable: true, value });
  };
  define('createObjectURL', (blob: Blob) => {
    const url = `blob:test/${String(blobs.size + 1)}`;
    blobs.set(url, blob);
    return url;
  });
  define('revokeObjectURL', (url: string) => {
    revoked.push(url);
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    files.push({ name: this.download, blob: blobs.get(this.href) });
  });
  return {
    /** The saved files' names, oldest first. */
    names: () => files.map((file) => file.name),
    files,
    revoked,
  };
}

export function releaseDownloads() {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
  vi.restoreAllMocks();
}
