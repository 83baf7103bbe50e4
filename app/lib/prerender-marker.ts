/** Set on #root by the build when it holds a prerendered page, naming its locale (scripts/vite-prerender.ts). */
export const PRERENDERED_LOCALE_ATTRIBUTE = 'data-prerendered-locale'
