import { lazy } from 'react'
import { FormSlot } from './form-slot'

// Its own chunk (with TanStack Form), fetched as soon as the section renders.
const QaAskForm = lazy(() => import('./qa-ask-form').then((module) => ({ default: module.QaAskForm })))

export function QaAskFormSlot() {
  return (
    <FormSlot reserve="min-h-[24rem]">
      <QaAskForm />
    </FormSlot>
  )
}
