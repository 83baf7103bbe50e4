import { useLingui } from '@lingui/react/macro'
import { LICENCE_DOCUMENT_MIME_TYPES } from '../../../../api/contract/licence-documents'
import { useFieldContext } from '../../../components/form/form-contexts'
import { useFieldError } from '../../../components/form/use-field-error'
import { controlClass } from '../../../components/ui/control-classes'
import { Field } from '../../../components/ui/field'

/**
 * The optional licence file, inside its form.AppField. Its type and size are checked as soon as it
 * is chosen (the field's validator), so a file the server would refuse is never read or sent.
 */
export function LicenceFileField({ replacing }: { replacing: boolean }) {
  const { t } = useLingui()
  const field = useFieldContext<File | null>()
  const error = useFieldError(field)
  const hint = replacing
    ? t`PDF, JPEG or PNG, at most 5MB. A new file replaces the one you sent; without one, that one stays. Only you and the administrators can open it.`
    : t`PDF, JPEG or PNG, at most 5MB. Only you and the administrators can open it.`
  return (
    <Field label={t`Your licence (optional)`} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          type="file"
          name={field.name}
          accept={LICENCE_DOCUMENT_MIME_TYPES.join(',')}
          onChange={(event) => {
            field.handleChange(event.currentTarget.files?.[0] ?? null)
            // The message shows at once: a file picker has no moment of leaving the field.
            field.handleBlur()
          }}
          className={controlClass}
        />
      )}
    </Field>
  )
}
