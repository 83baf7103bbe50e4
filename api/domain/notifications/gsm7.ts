/** The GSM 03.38 default alphabet: one septet each. */
const BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà'
/** The extension table: an escape and the character, two septets each. */
const EXTENDED = '^{}\\[~]|€\f'

/**
 * How many septets a text takes in one GSM-7 SMS (160 fit in one), or null when a character is
 * outside the alphabet (the phone would send it as UCS-2, 70 to a message).
 */
export function gsm7Length(text: string): number | null {
  let length = 0
  for (const character of text) {
    if (BASIC.includes(character)) length += 1
    else if (EXTENDED.includes(character)) length += 2
    else return null
  }
  return length
}

export const SMS_SEPTETS = 160
