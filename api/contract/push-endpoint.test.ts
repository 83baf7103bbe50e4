import { describe, expect, it } from 'vitest'
import { isPublicPushEndpoint, PUSH_ENDPOINT_MAX_BYTES } from './push-endpoint'

describe('isPublicPushEndpoint', () => {
  it("takes the push services' https endpoints", () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dXJ0:APA91bH',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABl',
      'https://web.push.apple.com/QGx0ZW1wb3Jhcnk',
      'https://wns2-by3p.notify.windows.com/w/?token=BQYAAA',
    ]) {
      expect(isPublicPushEndpoint(endpoint), endpoint).toBe(true)
    }
  })

  it('refuses what would let a caller make the server post inside its own network (SSRF)', () => {
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/x',
      'https://127.0.0.1/push',
      'https://2130706433/push',
      'https://0x7f.1/push',
      'https://10.0.0.5/push',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/push',
      'https://[fd00::1]/push',
      'https://localhost/push',
      'https://push.localhost/x',
      'https://metadata/computeMetadata',
      'https://db.internal/x',
      'https://router.home.arpa/x',
      'https://printer.local/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://user:pass@fcm.googleapis.com/fcm/send/x',
      'file:///etc/passwd',
      'not a url',
      `https://fcm.googleapis.com/${'a'.repeat(PUSH_ENDPOINT_MAX_BYTES)}`,
    ]) {
      expect(isPublicPushEndpoint(endpoint), endpoint).toBe(false)
    }
  })
})
