import type { Language } from '../../contract/schemas/language'
import { CODE_MINUTES } from '../../contract/schemas/phone-codes'

/** What a code is for: proving the phone on /account, or a forgotten password. */
export type CodePurpose = 'verify' | 'reset'

const texts: Record<CodePurpose, Record<Language, (code: string) => string>> = {
  verify: {
    en: (code) =>
      `Wellness Africa: your code is ${code}. It lasts ${CODE_MINUTES} minutes. Never share it with anyone.`,
    sw: (code) => `Wellness Africa: nambari yako ni ${code}. Inadumu dakika ${CODE_MINUTES}. Usimpe mtu yeyote.`,
  },
  reset: {
    en: (code) =>
      `Wellness Africa: your password reset code is ${code}. It lasts ${CODE_MINUTES} minutes. If you did not ask for it, ignore this.`,
    sw: (code) =>
      `Wellness Africa: nambari ya kubadilisha nenosiri ni ${code}. Inadumu dakika ${CODE_MINUTES}. Kama hukuiomba, puuza ujumbe huu.`,
  },
}

/** The SMS that carries a code: the brand, the code and how long it lasts; one GSM-7 message (160 characters). */
export function codeMessage(purpose: CodePurpose, code: string, language: Language): string {
  return texts[purpose][language](code)
}
