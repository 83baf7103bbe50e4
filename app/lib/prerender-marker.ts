/** Set on #root by the build when it holds a prerendered page, naming its locale (vite/prerender/plugin.ts). */
export const PRERENDERED_LOCALE_ATTRIBUTE = 'data-prerendered-locale'
