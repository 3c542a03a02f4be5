/**
 * A key for one judge's sheet of one dance. JSON of the pair, so no judge id
 * or dance name can run into another, as joining them with a separator could.
 */
export function cellKey(judgeId: string, dance: string): string {
  return JSON.stringify([judgeId, dance]);
}
