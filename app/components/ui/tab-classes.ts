/**
 * The look of a Headless UI tab list and its tabs (auth screen, content pages). Tabs that do not
 * fit in one row (longer Swahili labels on a phone) wrap onto a second one, never off the screen.
 */
export const tabListClass = 'flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1'

export const tabClass =
  'min-h-11 flex-1 rounded-md px-4 py-2 text-sm font-medium whitespace-nowrap text-slate-700 data-hover:bg-white/60 data-selected:bg-white data-selected:text-teal-800 data-selected:shadow'

/**
 * For the element around a prerendered tab group. Until its tabs register (in prerendered HTML: until the app
 * takes over) Headless UI puts a focus sentinel before the group, a button hidden from screen readers that a
 * keyboard still reaches and that does nothing yet: it is hidden outright.
 */
export const hidesTabFocusSentinelClass = '[&>button[aria-hidden=true]]:hidden'
