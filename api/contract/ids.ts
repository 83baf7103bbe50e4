/** Ids are SQL `integer` (int4 on PostgreSQL): a larger number can name nothing, so it is "not found". */
export const MAX_ID = 2_147_483_647

export const isStoredId = (id: number) => Number.isSafeInteger(id) && id >= 1 && id <= MAX_ID
