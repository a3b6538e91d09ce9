/**
 * Whether a formatted return reads as a loss: by its text, so a tiny loss that rounds to "0.00%"
 * is not shown as one, and the minus sign stays the mark that does not depend on colour.
 */
export function readsAsLoss(text: string): boolean {
  return text.startsWith('-');
}
