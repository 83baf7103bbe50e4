import { Trans, useLingui } from '@lingui/react/macro'
import { useRef } from 'react'
import { TITLES } from '../../../../api/contract/schemas/auth'
import { ProfileUpdate, type OwnProfessional } from '../../../../api/contract/schemas/professionals'
import { focusFirstInvalid } from '../../../components/form/focus-first-invalid'
import { useAppForm } from '../../../components/form/form-kit'
import { toast } from '../../../lib/toasts'
import { itemMaxLengthOf, maxLengthOf } from '../../../lib/schema-limits'
import { PhotoUpload } from './photo-upload'
import { listIsValid, profileBody, profileFormValues } from './profile-values'
import { titleLabels } from '../../../lib/professional-titles'
import { useUpdateProfile } from './use-update-profile'

// Limits straight from the contract's ProfileUpdate, the schema the server validates with.
const limits = {
  fullName: maxLengthOf(ProfileUpdate.entries.fullName),
  bio: maxLengthOf(ProfileUpdate.entries.bio),
  location: maxLengthOf(ProfileUpdate.entries.location),
  sessionPrice: maxLengthOf(ProfileUpdate.entries.sessionPrice),
  defaultJoinInstructions: maxLengthOf(ProfileUpdate.entries.defaultJoinInstructions),
  usualReplyTime: maxLengthOf(ProfileUpdate.entries.usualReplyTime),
}
const maxSpecialties = maxLengthOf(ProfileUpdate.entries.specialties) ?? 0
const maxSpecialtyLength = itemMaxLengthOf(ProfileUpdate.entries.specialties) ?? 0
const maxLanguages = maxLengthOf(ProfileUpdate.entries.languages) ?? 0
const maxLanguageLength = itemMaxLengthOf(ProfileUpdate.entries.languages) ?? 0

/** The profile form (every field optional) and the photo, which saves at once with the form's values. */
export function ProfileForm({ profile }: { profile: OwnProfessional }) {
  const { t, i18n } = useLingui()
  const update = useUpdateProfile()
  const formRef = useRef<HTMLFormElement>(null)
  const form = useAppForm({
    defaultValues: profileFormValues(profile),
    onSubmit: async ({ value, formApi }) => {
      const saved = await update.mutateAsync(profileBody(value)).catch(() => null)
      if (saved) formApi.reset(profileFormValues(saved))
    },
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

  const titleOptions = TITLES.map((title) => ({ value: title, label: i18n._(titleLabels[title]) }))

  return (
    <div className="grid gap-8 lg:grid-cols-[12rem_1fr]">
      <PhotoUpload
        imageUrl={profile.profileImageUrl}
        name={profile.fullName}
        onUpload={uploadPhoto}
        disabled={update.isPending}
      />
      <form.AppForm>
        <form.Form ref={formRef} className="grid gap-5 sm:grid-cols-2">
          <form.AppField name="title">
            {(field) => (
              <field.SelectField
                label={t`Professional Title`}
                placeholder={t`Select your professional title`}
                options={titleOptions}
              />
            )}
          </form.AppField>
          <form.AppField name="fullName">
            {(field) => <field.TextField label={t`Full Name`} maxLength={limits.fullName} autoComplete="name" />}
          </form.AppField>
          <div className="sm:col-span-2">
            <form.AppField name="bio">
              {(field) => <field.TextAreaField label={t`Bio`} maxLength={limits.bio} rows={5} />}
            </form.AppField>
          </div>
          <form.AppField
            name="specialties"
            validators={{
              onChange: ({ value }) =>
                listIsValid('specialties', value)
                  ? undefined
                  : t`Up to ${maxSpecialties} specialties, each at most ${maxSpecialtyLength} characters`,
            }}
          >
            {(field) => (
              <field.TextField label={t`Specialties`} hint={t`Separate with commas, e.g. Anxiety, Trauma Therapy`} />
            )}
          </form.AppField>
          <form.AppField
            name="languages"
            validators={{
              onChange: ({ value }) =>
                listIsValid('languages', value)
                  ? undefined
                  : t`Up to ${maxLanguages} languages, each at most ${maxLanguageLength} characters`,
            }}
          >
            {(field) => <field.TextField label={t`Languages`} hint={t`Separate with commas, e.g. English, Swahili`} />}
          </form.AppField>
          <form.AppField name="location">
            {(field) => (
              <field.TextField label={t`Location`} maxLength={limits.location} placeholder={t`e.g. Nairobi, Kenya`} />
            )}
          </form.AppField>
          <form.AppField name="sessionPrice">
            {(field) => (
              <field.TextField
                label={t`Session Price`}
                maxLength={limits.sessionPrice}
                placeholder={t`e.g. 3,500 KSh / session`}
              />
            )}
          </form.AppField>
          <div className="sm:col-span-2">
            <form.AppField name="defaultJoinInstructions">
              {(field) => (
                <field.TextAreaField
                  label={t`Default joining instructions`}
                  hint={t`Offered when you accept a request, and sent when you write none: a video link, a phone number or an address. Only clients whose session you confirmed see them.`}
                  maxLength={limits.defaultJoinInstructions}
                  rows={3}
                />
              )}
            </form.AppField>
          </div>
          <form.AppField name="usualReplyTime">
            {(field) => (
              <field.TextField
                label={t`Usual reply time`}
                hint={t`When you usually answer messages, e.g. within 1 working day`}
                maxLength={limits.usualReplyTime}
              />
            )}
          </form.AppField>
          <div className="sm:col-span-2">
            {/* The photo and the form share one save; only a save of the form says 'Saving...'. */}
            <form.SubmitButton
              pendingLabel={<Trans>Saving...</Trans>}
              disabled={update.isPending}
              className="button-primary w-full disabled:opacity-60 sm:w-auto"
            >
              <Trans>Save Profile</Trans>
            </form.SubmitButton>
          </div>
        </form.Form>
      </form.AppForm>
    </div>
  )
}
