import { Trans, useLingui } from '@lingui/react/macro'
import { checkOnSubmit, useAppForm } from '../../components/form/form-kit'
import { KeptOnDeviceNotice } from '../../components/ui/kept-on-device-notice'
import { selectOptions } from './options'
import { CrisisLine } from './form-links'
import { qaAskDefaults, qaAskSchema } from './qa-ask-schema'
import { qaCategories } from './qa-categories'
import { useKept } from './use-kept'

/**
 * The Q&A forum's ask form (docs/product.md#11-content-and-local-forms): it makes no call. A question is
 * kept in memory to confirm it, is published nowhere, and nobody will answer it: the
 * confirmation says so and points to the crisis resources.
 */
export function QaAskForm() {
  const { t, i18n } = useLingui()
  // Built at each render (a few objects), so its messages follow a language switch.
  const schema = qaAskSchema(i18n)
  const { kept, keep, clear, noticeRef, formRef } = useKept<true>()
  const form = useAppForm({
    defaultValues: qaAskDefaults(),
    validationLogic: checkOnSubmit,
    validators: { onDynamic: schema },
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
    <form.AppForm>
      <form.Form ref={formRef} className="grid gap-5">
        <form.AppField name="question">
          {(field) => <field.TextAreaField label={t`Your question`} rows={3} maxLength={1000} />}
        </form.AppField>
        <form.AppField name="category">
          {(field) => (
            <field.SelectField
              label={t`Category`}
              placeholder={t`Select a category`}
              options={selectOptions(i18n, qaCategories)}
            />
          )}
        </form.AppField>
        <form.AppField name="name">
          {(field) => (
            <field.TextField
              label={t`Name (optional)`}
              hint={t`Leave it empty to ask anonymously.`}
              autoComplete="nickname"
            />
          )}
        </form.AppField>
        <form.SubmitButton className="button-primary w-full">
          <Trans>Ask Question</Trans>
        </form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}
