import * as v from 'valibot'
import { messages } from '../messages'

/** The languages the app and its messages speak. */
export const LANGUAGES = ['en', 'sw'] as const
export type Language = (typeof LANGUAGES)[number]

export const Language = v.picklist(LANGUAGES, messages.languageInvalid)

/** What an account speaks and where it lives until it says otherwise. */
export const DEFAULT_LANGUAGE: Language = 'en'
export const DEFAULT_ACCOUNT_TIMEZONE = 'Africa/Nairobi'
