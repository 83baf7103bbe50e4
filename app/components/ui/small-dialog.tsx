import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react'
import type { ReactNode } from 'react'
import { dialogViewportClass } from './dialog-viewport'

type Props = { title: ReactNode; description: ReactNode; onClose: () => void; children: ReactNode }

/** A small dialog that asks one thing: its question, what it is about, then its own content. */
export function SmallDialog({ title, description, onClose, children }: Props) {
  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/50" />
      <div className={`${dialogViewportClass} flex items-center justify-center p-3 sm:p-6`}>
        <DialogPanel className="max-h-full w-full max-w-lg overflow-y-auto rounded-xl bg-white p-5 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
          <Description className="mt-1 text-sm text-slate-700">{description}</Description>
          {children}
        </DialogPanel>
      </div>
    </Dialog>
  )
}

/** The dialog's buttons: the way back first on a phone's narrow screen, last on a wide one. */
export function DialogButtons({ children }: { children: ReactNode }) {
  return <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{children}</div>
}
