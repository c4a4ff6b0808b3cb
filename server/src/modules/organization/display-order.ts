/** The display order after the last of a list's current maximum, so a new row is shown last. */
export async function afterLast(query: Promise<{ top: number | null }[]>): Promise<number> {
  const [row] = await query;
  return row?.top === null || row?.top === undefined ? 0 : row.top + 1;
}
