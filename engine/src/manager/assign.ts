/**
 * Minimum-cost assignment of rows to distinct columns (the Hungarian method with potentials, O(rows² · columns)):
 * the lineup gives each position (row) one player (column) so that the whole lineup is best, where filling the
 * hardest position first with the best player there spent a team's one shortstop's spot on a regular who had played
 * five games there (1955: Al Smith at short, Strickland at 72 % of his real plate appearances).
 */

/**
 * `cost[r][c]` for each row r and column c (rows ≤ columns, every cost finite): the column each row gets, distinct,
 * with the smallest total cost. Ties go to the earliest columns in the order the method meets them, so the answer is
 * a function of the matrix alone.
 */
export function assignMinCost(cost: ReadonlyArray<ReadonlyArray<number>>): number[] {
  const n = cost.length;
  if (n === 0) return [];
  const m = (cost[0] as ReadonlyArray<number>).length;
  if (m < n) throw new Error(`assignMinCost needs at least as many columns as rows (${n} rows, ${m} columns)`);
  // 1-based as the method is usually written: row 0 and column 0 are the virtual start.
  const u = new Float64Array(n + 1);
  const v = new Float64Array(m + 1);
  const rowOf = new Int32Array(m + 1);
  const way = new Int32Array(m + 1);
  const minv = new Float64Array(m + 1);
  const seen = new Uint8Array(m + 1);
  for (let i = 1; i <= n; i++) {
    rowOf[0] = i;
    let j0 = 0;
    minv.fill(Infinity);
    seen.fill(0);
    do {
      seen[j0] = 1;
      const i0 = rowOf[j0] as number;
      const row = cost[i0 - 1] as ReadonlyArray<number>;
      let delta = Infinity;
      let j1 = 0;
      for (let j = 1; j <= m; j++) {
        if (seen[j]) continue;
        const cur = (row[j - 1] as number) - (u[i0] as number) - (v[j] as number);
        if (cur < (minv[j] as number)) {
          minv[j] = cur;
          way[j] = j0;
        }
        if ((minv[j] as number) < delta) {
          delta = minv[j] as number;
          j1 = j;
        }
      }
      for (let j = 0; j <= m; j++) {
        if (seen[j]) {
          const r = rowOf[j] as number;
          u[r] = (u[r] as number) + delta;
          v[j] = (v[j] as number) - delta;
        } else minv[j] = (minv[j] as number) - delta;
      }
      j0 = j1;
    } while (rowOf[j0] !== 0);
    do {
      const j1 = way[j0] as number;
      rowOf[j0] = rowOf[j1] as number;
      j0 = j1;
    } while (j0 !== 0);
  }
  const out = new Array<number>(n).fill(-1);
  for (let j = 1; j <= m; j++) if (rowOf[j]) out[(rowOf[j] as number) - 1] = j - 1;
  return out;
}
