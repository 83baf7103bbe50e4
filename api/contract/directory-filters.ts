// Plain constants (no valibot), so the app's landing route can import them without the schemas.

/** The directory filters of docs/product.md#5-the-directory (values of the select boxes). */
export const SPECIALTY_FILTERS = ['psychotherapy', 'addiction', 'family', 'trauma', 'youth'] as const
export const LOCATION_FILTERS = ['kenya', 'uganda', 'tanzania', 'rwanda', 'nigeria'] as const
export const LANGUAGE_FILTERS = ['english', 'swahili', 'french', 'yoruba', 'amharic'] as const

export const DIRECTORY_PAGE_SIZE = 12
export const DIRECTORY_MAX_PAGE_SIZE = 50
