import type { ReactNode } from 'react'

/** A form's failure, announced as soon as it appears (role="alert"). */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className="flex gap-3 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
      <span aria-hidden="true" className="font-bold">
        !
      </span>
      <p>{children}</p>
    </div>
  )
}
