/** Lower-case, accent-free, single-spaced: the form both the index and the query use ('Rodríguez' → 'rodriguez'). */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
