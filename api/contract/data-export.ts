/** The download's name: `my-data-2026-11-24.json`, dated in UTC like the file's exportedAt. */
export const exportFileName = (exportedAt: Date) => `my-data-${exportedAt.toISOString().slice(0, 10)}.json`

/** GET /api/me/export's Content-Disposition: always a download. */
export const exportDisposition = (exportedAt: Date) => `attachment; filename="${exportFileName(exportedAt)}"`
