import { expect, it } from 'vitest'
import { LANGUAGES } from '../../contract/schemas/language'
import { codeMessage } from './code-message'

// GSM 03.38's basic set without the letters that need an escape: what a cheap phone shows as one SMS.
const GSM7_PLAIN = /^[A-Za-z0-9 @£$¥èéùìòÇØøÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ!"#¤%&'()*+,\-./:;<=>?¡ÄÖÑÜ§¿äöñüà\n\r]*$/

it.each(LANGUAGES.flatMap((language) => (['verify', 'reset'] as const).map((purpose) => [purpose, language] as const)))(
  'writes the %s code in %s as one GSM-7 SMS naming the brand, the code and its 10 minutes',
  (purpose, language) => {
    const text = codeMessage(purpose, '123456', language)
    expect(text).toMatch(GSM7_PLAIN)
    expect(text.length).toBeLessThanOrEqual(160)
    expect(text).toContain('Wellness Africa')
    expect(text).toContain('123456')
    expect(text).toContain('10')
  },
)
