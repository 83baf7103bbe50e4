import { describe, expect, it } from 'vitest'
import { pushView } from './push-notification'

const payload = { event: 'accepted', bookingId: 12, url: '/my-sessions', userId: 7, tag: 'booking:12' }

describe('pushView (what a push shows on the device)', () => {
  it('shows a discreet notification in the language of the person signed in on the device', () => {
    expect(pushView(payload, { userId: 7, language: 'en' })).toEqual({
      title: 'Wellness Africa',
      options: expect.objectContaining({
        body: 'You have an update about your session.',
        tag: 'booking:12',
        lang: 'en',
        data: { url: '/my-sessions' },
      }) as unknown,
    })
    expect(pushView({ ...payload, event: 'reminder1h' }, { userId: 7, language: 'sw' })?.options.body).toBe(
      'Kipindi chako kinakaribia.',
    )
    expect(pushView({ ...payload, event: 'newRequest' }, { userId: 7, language: 'sw' })?.options.body).toBe(
      'Una maombi mapya yanayosubiri.',
    )
    // A new message: that there is one, never a word of it.
    const message = { ...payload, event: 'message', url: '/messages/12', tag: 'message:messages:12:1' }
    expect(pushView(message, { userId: 7, language: 'en' })?.options).toEqual(
      expect.objectContaining({ body: 'You have a new message.', data: { url: '/messages/12' } }),
    )
    expect(pushView(message, { userId: 7, language: 'sw' })?.options.body).toBe('Una ujumbe mpya.')
  })

  it('shows nothing when nobody, or someone else, is signed in on the device', () => {
    expect(pushView(payload, null)).toBeNull()
    expect(pushView(payload, { userId: 8, language: 'en' })).toBeNull()
    expect(pushView(payload, { userId: 7, language: 'fr' })).toBeNull()
  })

  it('shows nothing for a push that is not ours, and never opens another site', () => {
    expect(pushView('hello', { userId: 7, language: 'en' })).toBeNull()
    expect(pushView({ ...payload, userId: '7' }, { userId: 7, language: 'en' })).toBeNull()
    for (const url of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)']) {
      expect(pushView({ ...payload, url }, { userId: 7, language: 'en' })?.options.data.url).toBe('/')
    }
  })

  it('never names anything clinical or personal', () => {
    for (const event of [
      'accepted',
      'declined',
      'cancelled',
      'reminder24h',
      'reminder1h',
      'newRequest',
      'clientCancelled',
      'message',
    ]) {
      for (const language of ['en', 'sw'] as const) {
        const body = pushView({ ...payload, event }, { userId: 7, language })!.options.body!
        expect(body).not.toMatch(/therap|counsel|psych|mental|depress|anxiety|tiba|akili/i)
      }
    }
  })
})
