/** The largest logo the server keeps (1 MiB), as `groups::logo::MAX_LOGO_BYTES`. */
export const maxLogoBytes = 1024 * 1024;

const logoTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** The server's message key for a logo it would refuse (`invalidImage`, `tooLarge`), if any. */
export function logoProblem(file: Pick<File, 'size' | 'type'>): 'invalidImage' | 'tooLarge' | undefined {
  if (!logoTypes.includes(file.type)) return 'invalidImage';
  if (file.size > maxLogoBytes) return 'tooLarge';
  return undefined;
}
