import { lazyPart } from '../../lib/lazy-part'
import { FormSlot } from './form-slot'

// Its own chunk (with TanStack Form), fetched once the person scrolls near the form. The reserved
// heights are the form's own, measured in Chromium at 360 px and from the sm breakpoint up.
const QaAskForm = lazyPart(() => import('./qa-ask-form').then((module) => module.QaAskForm))

export function QaAskFormSlot() {
  return <FormSlot form={QaAskForm} reserve="min-h-[23.5rem]" />
}
