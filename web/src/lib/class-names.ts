/** Joins the truthy class names: `cx('button', loading && 'button--loading')`. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
