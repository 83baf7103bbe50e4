import { Trans, useLingui } from '@lingui/react/macro'
import { useForm } from '@tanstack/react-form'
import { useRef } from 'react'
import { TITLES } from '../../../../api/contract/schemas/auth'
import { ProfileUpdate, type Professional } from '../../../../api/contract/schemas/professionals'
import { focusFirstInvalid } from '../../../components/ui/focus-first-invalid'
import { SelectField } from '../../../components/ui/select-field'
import { TextField } from '../../../components/ui/text-field'
import { toast } from '../../../lib/toasts'
import { TextAreaField } from '../../../components/ui/text-area-field'
import { itemMaxLengthOf, maxLengthOf } from '../schema-limits'
import { PhotoUpload } from './photo-upload'
import { listIsValid, profileBody, profileFormValues } from './profile-values'
import { titleLabels } from '../../../lib/professional-titles'
import { useUpdateProfile } from './use-update-profile'
import { submitHandler } from '../../../components/ui/submit-handler'
import { submitOnSteadyPress } from '../../../components/ui/submit-on-steady-press'

// Limits straight from the contract's ProfileUpdate, the schema the server validates with.
const limits = {
  fullName: maxLengthOf(ProfileUpdate.entries.fullName),
  bio: maxLengthOf(ProfileUpdate.entries.bio),
  location: maxLengthOf(ProfileUpdate.entries.location),
  sessionPrice: maxLengthOf(ProfileUpdate.entries.sessionPrice),
}
const maxSpecialties = maxLengthOf(ProfileUpdate.entries.specialties) ?? 0
const maxSpecialtyLength = itemMaxLengthOf(ProfileUpdate.entries.specialties) ?? 0
const maxLanguages = maxLengthOf(ProfileUpdate.entries.languages) ?? 0
const maxLanguageLength = itemMaxLengthOf(ProfileUpdate.entries.languages) ?? 0

/** The profile form (every field optional) and the photo, which saves at once with the form's values. */
export function ProfileForm({ profile }: { profile: Professional }) {
  const { t, i18n } = useLingui()
  const update = useUpdateProfile()
  const formRef = useRef<HTMLFormElement>(null)
  const form = useForm({
    defaultValues: profileFormValues(profile),
    onSubmit: async ({ value, formApi }) => {
      const saved = await update.mutateAsync(profileBody(value)).catch(() => null)
      if (saved) formApi.reset(profileFormValues(saved))
    },
    onSubmitInvalid: () => focusFirstInvalid(formRef.current),
  })

  async function uploadPhoto(profileImageUrl: string) {
    await form.validateAllFields('change')
    if (!form.state.isFieldsValid) {
      focusFirstInvalid(formRef.current)
      toast({ title: t`Error`, description: t`Please correct the profile form first.`, variant: 'destructive' })
      return
    }
    const body = { ...profileBody(form.state.values), profileImageUrl }
    const saved = await update.mutateAsync(body).catch(() => null)
    if (saved) form.reset(profileFormValues(saved))
  }

  // The photo and the form share one save; only a save of the form says 'Saving...' on its button.
  const savingForm = update.isPending && update.variables?.profileImageUrl === undefined
  const titleOptions = TITLES.map((title) => ({ value: title, label: i18n._(titleLabels[title]) }))

  return (
    <div className="grid gap-8 lg:grid-cols-[12rem_1fr]">
      <PhotoUpload
        imageUrl={profile.profileImageUrl}
        name={profile.fullName}
        onUpload={uploadPhoto}
        disabled={update.isPending}
      />
      <form ref={formRef} noValidate className="grid gap-5 sm:grid-cols-2" onSubmit={submitHandler(form)}>
        <form.Field name="title">
          {(field) => (
            <SelectField
              field={field}
              label={t`Professional Title`}
              placeholder={t`Select your professional title`}
              options={titleOptions}
            />
          )}
        </form.Field>
        <form.Field name="fullName">
          {(field) => <TextField field={field} label={t`Full Name`} maxLength={limits.fullName} autoComplete="name" />}
        </form.Field>
        <div className="sm:col-span-2">
          <form.Field name="bio">
            {(field) => <TextAreaField field={field} label={t`Bio`} maxLength={limits.bio} rows={5} />}
          </form.Field>
        </div>
        <form.Field
          name="specialties"
          validators={{
            onChange: ({ value }) =>
              listIsValid('specialties', value)
                ? undefined
                : t`Up to ${maxSpecialties} specialties, each at most ${maxSpecialtyLength} characters`,
          }}
        >
          {(field) => (
            <TextField
              field={field}
              label={t`Specialties`}
              hint={t`Separate with commas, e.g. Anxiety, Trauma Therapy`}
            />
          )}
        </form.Field>
        <form.Field
          name="languages"
          validators={{
            onChange: ({ value }) =>
              listIsValid('languages', value)
                ? undefined
                : t`Up to ${maxLanguages} languages, each at most ${maxLanguageLength} characters`,
          }}
        >
          {(field) => (
            <TextField field={field} label={t`Languages`} hint={t`Separate with commas, e.g. English, Swahili`} />
          )}
        </form.Field>
        <form.Field name="location">
          {(field) => (
            <TextField
              field={field}
              label={t`Location`}
              maxLength={limits.location}
              placeholder={t`e.g. Nairobi, Kenya`}
            />
          )}
        </form.Field>
        <form.Field name="sessionPrice">
          {(field) => (
            <TextField
              field={field}
              label={t`Session Price`}
              maxLength={limits.sessionPrice}
              placeholder={t`e.g. 3,500 KSh / session`}
            />
          )}
        </form.Field>
        <div className="sm:col-span-2">
          <button
            type="submit"
            onPointerDown={submitOnSteadyPress}
            className="button-primary w-full disabled:opacity-60 sm:w-auto"
            disabled={update.isPending}
          >
            {savingForm ? <Trans>Saving...</Trans> : <Trans>Save Profile</Trans>}
          </button>
        </div>
      </form>
    </div>
  )
}
