/** The look of text inputs and selects: 44 px tall for thumbs, red border when invalid. */
export const controlClass =
  'block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-teal-700 aria-[invalid=true]:border-red-700 disabled:bg-slate-100 sm:text-sm'
