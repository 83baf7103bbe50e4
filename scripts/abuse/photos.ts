import { randomBytes } from 'node:crypto'
import { detailedPngDataUrl } from '../../api/contract-suite/images'
import { benchClient, expectStatus } from './api-client'

export const PHOTO_PROFESSIONALS = 12

const BIO =
  'Counselling psychologist with ten years of practice in Nairobi and Kisumu, working with adults and young people on anxiety, grief, trauma and family conflict, in English and Swahili, in person and by video.'

/** Registers the professionals, each with a full profile and the photo; returns their ids. */
export async function addPhotoProfessionals(baseUrl: string, count = PHOTO_PROFESSIONALS): Promise<number[]> {
  // Exactly 2 MiB of detail at every scale: the costliest photo the upload takes.
  const photo = detailedPngDataUrl()
  const ids: number[] = []
  for (let index = 0; index < count; index++) {
    const client = benchClient(baseUrl, `10.77.${index}.1`)
    const username = `photo_${randomBytes(4).toString('hex')}`
    const title = 'Counseling Psychologist'
    await expectStatus(
      await client.post('/api/register', { username, password: 'bench-password-1', role: 'professional', title }),
      201,
      'register',
    )
    const profile = {
      fullName: `Dr. Bench Photo ${index + 1}`,
      bio: BIO,
      location: 'Nairobi, Kenya',
      languages: ['English', 'Swahili'],
      specialties: ['Anxiety', 'Trauma', 'Family'],
      sessionPrice: '3,500 KSh / session',
      profileImageUrl: photo,
    }
    const saved = await client.patch('/api/me/professional/profile', profile)
    await expectStatus(saved, 200, 'profile with photo')
    ids.push(((await saved.json()) as { id: number }).id)
  }
  return ids
}

/** Bytes of one directory page as sent (the JSON, uncompressed), and of each photo URL it carries. */
export async function directoryWeight(baseUrl: string, limit: number) {
  const response = await fetch(`${baseUrl}/api/professionals?limit=${limit}`, {
    headers: { 'Accept-Encoding': 'identity' },
  })
  const text = await response.text()
  const professionals = JSON.parse(text) as { profileImageUrl: string | null }[]
  const photoUrls = professionals.map((item) => item.profileImageUrl).filter((url): url is string => url !== null)
  return { jsonBytes: Buffer.byteLength(text), photoUrls }
}
