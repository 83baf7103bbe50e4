import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { TITLES } from '../../../../api/contract/schemas/auth'
import { server } from '../../../../mocks/node'
import { store } from '../../../../mocks/store'
import { useToasts } from '../../../lib/toasts'
import { renderApp } from '../../../test/render-app'
import { recordRequests, stopRecording } from '../../../test/record-requests'
import { signInAs } from '../../../test/sign-in'

const ONE_PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='

beforeEach(() => {
  signInAs('professional')
  useToasts.setState({ toasts: [] })
})
afterEach(() => {
  stopRecording()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

async function openProfile() {
  const view = renderApp('/professional/dashboard')
  fireEvent.click(await screen.findByRole('tab', { name: 'Profile' }, { timeout: 10_000 }))
  // A cold first render (the profile form's chunk) can take longer than a second on a busy machine.
  await screen.findByLabelText('Full Name', {}, { timeout: 10_000 })
  return view
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } })
const choosePhoto = (file: File) =>
  fireEvent.change(screen.getByLabelText('Upload Photo'), { target: { files: [file] } })
const patches = (requests: ReturnType<typeof recordRequests>) =>
  requests.filter((request) => request.method === 'PATCH')
const demoProfile = () => store.professionals.find((professional) => professional.fullName === 'Dr. Amina Odhiambo')

it('fills the form from the profile, with specialties and languages as comma-separated text', async () => {
  await openProfile()
  expect(field('Professional Title').value).toBe('Clinical Psychologist')
  const options = within(screen.getByLabelText('Professional Title')).getAllByRole('option')
  expect(options.slice(1).map((option) => option.textContent)).toEqual([...TITLES])
  expect(field('Full Name').value).toBe('Dr. Amina Odhiambo')
  expect(field('Specialties').value).toBe('Trauma Therapy, Psychotherapy, Anxiety')
  expect(field('Languages').value).toBe('English, Swahili')
  expect(field('Location').value).toBe('Nairobi, Kenya')
  expect(field('Session Price').value).toBe('3,500 KSh / session')
  expect(field('Bio').value).toMatch(/^Helps adults recover/)
})

it('names in the photo hint every type the server accepts, WebP included', async () => {
  await openProfile()
  const upload = screen.getByLabelText('Upload Photo')
  expect(upload.getAttribute('accept')).toBe('image/jpeg,image/png,image/gif,image/webp')
  expect(screen.getByText('JPG, PNG, GIF, or WebP. Max size 2MB.')).toBe(
    document.getElementById(upload.getAttribute('aria-describedby')!),
  )
})

it('saves the profile with the lists split and trimmed, and refreshes the directory', async () => {
  const requests = recordRequests()
  const { queryClient } = await openProfile()
  queryClient.setQueryData(['professionals', { q: '' }], [])
  fireEvent.change(field('Professional Title'), { target: { value: 'Psychiatrist' } })
  type('Specialties', ' Grief,, Anxiety , ')
  type('Session Price', '')
  type('Default joining instructions', 'Video link: https://meet.example/amina')
  fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }))

  expect(await screen.findByText('Profile updated successfully')).toBeTruthy()
  expect(patches(requests)[0]).toMatchObject({
    path: '/api/me/professional/profile',
    body: {
      title: 'Psychiatrist',
      fullName: 'Dr. Amina Odhiambo',
      specialties: ['Grief', 'Anxiety'],
      languages: ['English', 'Swahili'],
      location: 'Nairobi, Kenya',
      sessionPrice: null,
      defaultJoinInstructions: 'Video link: https://meet.example/amina',
    },
  })
  expect(demoProfile()).toMatchObject({ title: 'Psychiatrist', specialties: ['Grief', 'Anxiety'], sessionPrice: null })
  await waitFor(() => expect(field('Specialties').value).toBe('Grief, Anxiety'))
  expect(queryClient.getQueryState(['professionals', { q: '' }])?.isInvalidated).toBe(true)
})

/**
 * happy-dom decodes and draws nothing: the photo's decoding reports `width` x `height`, and the
 * canvas encodes to `encoded` bytes of WebP. Returns where the picture was drawn.
 */
function stubDrawing(width: number, height: number, encoded: Uint8Array<ArrayBuffer>) {
  const decode = vi.fn(async () => ({ width, height, close: () => undefined }))
  vi.stubGlobal('createImageBitmap', decode)
  const drawn: { width: number; height: number }[] = []
  const context = { fillRect: () => undefined, drawImage: () => undefined }
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    drawn.push({ width: this.width, height: this.height })
    return context as unknown as RenderingContext
  })
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback, type) =>
    callback(type === 'image/webp' ? new Blob([encoded], { type }) : null),
  )
  return { decode, drawn }
}

const base64Of = (bytes: Uint8Array) => btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''))

/** `length` bytes that begin with an image type's `signature` (the server checks it). */
function imageBytes(signature: string, length: number): Uint8Array<ArrayBuffer> {
  const bytes = Uint8Array.from({ length }, (_, index) => index % 251)
  bytes.set([...signature].map((char) => char.charCodeAt(0)))
  return bytes
}

it('shrinks a large still photo on the device before the 2MB check, and uploads the smaller one', async () => {
  const requests = recordRequests()
  const webp = imageBytes('RIFF\0\0\0\0WEBP', 40 * 1024)
  const { drawn } = stubDrawing(4000, 3000, webp)
  await openProfile()
  // A 12-megapixel phone photo: 5 MB as taken.
  choosePhoto(new File([new Uint8Array(5 * 1024 * 1024)], 'phone.jpg', { type: 'image/jpeg' }))

  expect(await screen.findByText('Profile updated successfully')).toBeTruthy()
  expect(drawn).toEqual([{ width: 1600, height: 1200 }])
  expect(patches(requests)[0]?.body).toMatchObject({ profileImageUrl: `data:image/webp;base64,${base64Of(webp)}` })
})

it('never redraws a GIF (it may be animated): one over 2MB is refused on the device, before any upload', async () => {
  const requests = recordRequests()
  const { decode } = stubDrawing(2000, 2000, new Uint8Array(10))
  await openProfile()
  choosePhoto(new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'moving.gif', { type: 'image/gif' }))
  const alert = await screen.findByRole('alert')
  expect(within(alert).getByText('Error')).toBeTruthy()
  expect(within(alert).getByText('Image size should not exceed 2MB')).toBeTruthy()
  expect(patches(requests)).toEqual([])
  expect(decode).not.toHaveBeenCalled()
})

it('sends a GIF under 2MB as it is, however large its picture', async () => {
  const requests = recordRequests()
  const { decode } = stubDrawing(2000, 2000, new Uint8Array(10))
  await openProfile()
  const gif = imageBytes('GIF89a', 300 * 1024)
  choosePhoto(new File([gif], 'moving.gif', { type: 'image/gif' }))
  expect(await screen.findByText('Profile updated successfully')).toBeTruthy()
  expect((patches(requests)[0]?.body as { profileImageUrl: string }).profileImageUrl).toBe(
    `data:image/gif;base64,${base64Of(gif)}`,
  )
  expect(decode).not.toHaveBeenCalled()
})

it('uploads a photo at once, with the values the form holds now', async () => {
  const requests = recordRequests()
  await openProfile()
  type('Location', 'Mombasa, Kenya')
  const bytes = Uint8Array.from(atob(ONE_PIXEL_PNG), (char) => char.charCodeAt(0))
  choosePhoto(new File([bytes], 'me.png', { type: 'image/png' }))

  expect(await screen.findByText('Profile updated successfully')).toBeTruthy()
  expect(patches(requests)[0]?.body).toMatchObject({
    location: 'Mombasa, Kenya',
    specialties: ['Trauma Therapy', 'Psychotherapy', 'Anxiety'],
    profileImageUrl: `data:image/png;base64,${ONE_PIXEL_PNG}`,
  })
  // The saved photo comes back as its renditions' URLs, at the sizes the dashboard shows it.
  const photo = (await screen.findByRole('img', { name: 'Profile photo' })) as HTMLImageElement
  const url = /^\/media\/professionals\/\d+-[0-9a-f]{16}-128\.webp$/
  expect(photo.getAttribute('src')).toMatch(url)
  const widths = photo
    .getAttribute('srcset')!
    .split(', ')
    .map((candidate) => candidate.split(' '))
  expect(widths.map(([, width]) => width)).toEqual(['64w', '128w', '256w'])
  expect(
    widths.every(([candidate]) => candidate!.replace(/-\d+\.webp$/, '-128.webp') === photo.getAttribute('src')),
  ).toBe(true)
  expect(photo.getAttribute('sizes')).toBe('(min-width: 64rem) 128px, 96px')
  expect(demoProfile()?.location).toBe('Mombasa, Kenya')
})

it("shows the server's message when it refuses the photo", async () => {
  await openProfile()
  choosePhoto(new File(['not really a picture'], 'fake.png', { type: 'image/png' }))
  const alert = await screen.findByRole('alert')
  expect(within(alert).getByText('Error')).toBeTruthy()
  expect(within(alert).getByText('Please choose a JPG, PNG, GIF or WebP image')).toBeTruthy()
})

it("says 'Failed to update profile' when no answer comes", async () => {
  server.use(http.patch('*/api/me/professional/profile', () => HttpResponse.error()))
  await openProfile()
  fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }))
  const alert = await screen.findByRole('alert')
  expect(within(alert).getByText('Failed to update profile')).toBeTruthy()
})

it('holds back a list longer than the contract allows, and says why', async () => {
  const requests = recordRequests()
  await openProfile()
  type('Languages', Array.from({ length: 21 }, (_, index) => `Language ${index}`).join(', '))
  fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }))
  expect(await screen.findByText('Up to 20 languages, each at most 40 characters')).toBeTruthy()
  expect(field('Languages').getAttribute('aria-invalid')).toBe('true')
  expect(patches(requests)).toEqual([])
})

it('saves the usual reply time the thread shows, and clears it when emptied', async () => {
  const requests = recordRequests()
  await openProfile()
  const hint = document.getElementById(field('Usual reply time').getAttribute('aria-describedby')!)
  expect(hint?.textContent).toBe('When you usually answer messages, e.g. within 1 working day')
  type('Usual reply time', 'within 1 working day')
  fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }))
  expect(await screen.findByText('Profile updated successfully')).toBeTruthy()
  expect(patches(requests)[0]?.body).toMatchObject({ usualReplyTime: 'within 1 working day' })
  expect(demoProfile()?.usualReplyTime).toBe('within 1 working day')

  useToasts.setState({ toasts: [] })
  type('Usual reply time', ' ')
  fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }))
  expect(await screen.findByText('Profile updated successfully')).toBeTruthy()
  expect(patches(requests)[1]?.body).toMatchObject({ usualReplyTime: null })
  expect(demoProfile()?.usualReplyTime).toBeNull()
  await waitFor(() => expect(field('Usual reply time').value).toBe(''))
})
