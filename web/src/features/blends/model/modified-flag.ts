/**
 * Spec: a blend's 'modified' flag is kept in browser storage, so the header says "(Unsaved)" from
 * the first edit on, before the background write reaches the server, and after a reload too.
 */
const key = (blendId: number) => `cta-atlas.blend-modified.${String(blendId)}`;

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Storage denied (privacy settings): the server's flag still tells.
    return undefined;
  }
}

export function isMarkedModified(blendId: number): boolean {
  return storage()?.getItem(key(blendId)) === '1';
}

export function markModified(blendId: number): void {
  storage()?.setItem(key(blendId), '1');
}

export function clearModified(blendId: number): void {
  storage()?.removeItem(key(blendId));
}
