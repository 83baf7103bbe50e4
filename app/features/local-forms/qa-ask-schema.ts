import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { valuesOf } from './options'
import { qaCategories, type QaCategory } from './qa-categories'

export type QaAskValues = { question: string; category: QaCategory | undefined; name: string }

export function qaAskDefaults(): QaAskValues {
  return { question: '', category: undefined, name: '' }
}

/** The Q&A ask form's rules: a question and its category; the name is optional (anonymous). */
export function qaAskSchema(i18n: I18n) {
  const questionRequired = i18n._(msg`Please write your question`)
  return v.object({
    question: v.pipe(v.string(questionRequired), v.trim(), v.nonEmpty(questionRequired)),
    category: v.picklist(valuesOf(qaCategories), i18n._(msg`Please choose a category`)),
    name: v.pipe(v.string(), v.trim()),
  })
}
