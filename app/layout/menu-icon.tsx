/** Three bars, or a cross while the menu is open. */
export function MenuIcon({ open = false }: { open?: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
      <path strokeLinecap="round" d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 6h16M4 12h16M4 18h16'} />
    </svg>
  )
}

export const menuButtonClass =
  'grid size-10 place-items-center rounded-md border border-slate-300 text-slate-800 disabled:opacity-60 data-open:bg-slate-100'
