/** X-Total-Count of the directory is exact up to this many matches; beyond, it says `1000+`. */
export const DIRECTORY_TOTAL_CAP = 1000

/** The directory's X-Total-Count for a count of matches taken up to DIRECTORY_TOTAL_CAP + 1. */
export function directoryTotalHeader(count: number): string {
  return count > DIRECTORY_TOTAL_CAP ? `${DIRECTORY_TOTAL_CAP}+` : String(count)
}
