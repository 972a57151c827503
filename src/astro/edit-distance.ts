/**
 * Damerau–Levenshtein distance in its optimal-string-alignment form (insert, delete, substitute,
 * swap two neighbours: the four slips of a hand typing a place name), given up as soon as it must
 * exceed `max`. Returns `max + 1` for anything farther, so a caller scanning thousands of names
 * pays only for the near ones.
 */
export function boundedEditDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  const width = b.length + 1;
  // Three rows: the one before last (for swaps), the last, and the one being filled.
  let before = new Uint16Array(width);
  let last = new Uint16Array(width);
  let row = new Uint16Array(width);
  for (let j = 0; j < width; j++) last[j] = j;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let best = i;
    for (let j = 1; j < width; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(last[j]! + 1, row[j - 1]! + 1, last[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      row[j] = d;
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
    [before, last, row] = [last, row, before];
  }
  return Math.min(last[b.length]!, max + 1);
}
