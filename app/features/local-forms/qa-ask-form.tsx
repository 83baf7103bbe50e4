import { Trans, useLingui } from '@lingui/react/macro'
import { revalidateLogic, useForm } from '@tanstack/react-form'
import { useMemo } from 'react'
import { focusFirstInvalid } from '../../components/ui/focus-first-invalid'
import { KeptOnDeviceNotice } from '../../components/ui/kept-on-device-notice'
import { SelectField } from '../../components/ui/select-field'
import { TextAreaField } from '../../components/ui/text-area-field'
import { TextField } from '../../components/ui/text-field'
import { selectOptions } from './options'
import { CrisisLine } from './form-links'
import { qaAskDefaults, qaAskSchema } from './qa-ask-schema'
import { qaCategories } from './qa-categories'
import { useKept } from './use-kept'
import { submitHandler } from '../../components/ui/submit-handler'
import { submitOnSteadyPress } from '../../components/ui/submit-on-steady-press'

/**
 * The Q&A forum's ask form (docs/product.md#11-content-and-local-forms): it makes no call. A question is
 * kept in memory to confirm it, is published nowhere, and nobody will answer it: the
 * confirmation says so and points to the crisis resources.
 */
export function QaAskForm() {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  const schema = useMemo(() => qaAskSchema(i18n), [i18n, locale])
  const { kept, keep, clear, noticeRef, formRef } = useKept<true>()
  const form = useForm({
    defaultValues: qaAskDefaults(),
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: { onDynamic: schema },
    onSubmitInvalid: () => focusFirstInvalid(formRef.current),
    onSubmit: () => keep(true),
  })

  if (kept) {
    const close = () => {
      form.reset()
      clear()
    }
    return (
      <KeptOnDeviceNotice ref={noticeRef} onDismiss={close}>
        <p>
          <Trans>Your question was not published and nobody will answer it: the forum is sample content for now.</Trans>
        </p>
        <CrisisLine />
      </KeptOnDeviceNotice>
    )
  }

  return (
    <form ref={formRef} noValidate className="grid gap-5" onSubmit={submitHandler(form)}>
      <form.Field name="question">
        {(field) => <TextAreaField field={field} label={t`Your question`} rows={3} maxLength={1000} />}
      </form.Field>
      <form.Field name="category">
        {(field) => (
          <SelectField
            field={field}
            label={t`Category`}
            placeholder={t`Select a category`}
            options={selectOptions(i18n, qaCategories)}
          />
        )}
      </form.Field>
      <form.Field name="name">
        {(field) => (
          <TextField
            field={field}
            label={t`Name (optional)`}
            hint={t`Leave it empty to ask anonymously.`}
            autoComplete="nickname"
          />
        )}
      </form.Field>
      <button type="submit" onPointerDown={submitOnSteadyPress} className="button-primary w-full">
        <Trans>Ask Question</Trans>
      </button>
    </form>
  )
}
