import { PROFILE_BIO_MIN } from '../profile-completeness'
import { registerProfessional, type ProfessionalAccount } from './accounts'

const BIO = 'I help adults through anxiety, low mood and loss, with talking therapy at a pace that suits them.'

/** A new professional whose profile is complete, so the directory lists them and people can book them. */
export async function registerListedProfessional(): Promise<ProfessionalAccount> {
  const professional = await registerProfessional()
  await professional.client.ok('updateProfile', {
    body: {
      fullName: `Dr ${professional.username}son`,
      bio: BIO.padEnd(PROFILE_BIO_MIN, '.'),
      location: 'Nairobi',
      specialties: ['Anxiety'],
      languages: ['English'],
    },
  })
  return professional
}
