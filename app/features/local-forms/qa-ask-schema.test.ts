import { i18n } from '@lingui/core'
import * as v from 'valibot'
import { expect, it } from 'vitest'
import { firstIssues } from './first-issues'
import { qaAskDefaults, qaAskSchema } from './qa-ask-schema'

it('asks for a question and its category', () => {
  expect(firstIssues(qaAskSchema(i18n), qaAskDefaults())).toEqual({
    question: 'Please write your question',
    category: 'Please choose a category',
  })
})

it('keeps the name optional and refuses a category that is not offered', () => {
  const question = { question: ' How do I sleep better? ', category: 'anxiety', name: '' }
  expect(v.parse(qaAskSchema(i18n), question)).toEqual({ ...question, question: 'How do I sleep better?' })
  for (const category of ['depression', 'relationships', 'addiction', 'other']) {
    expect(firstIssues(qaAskSchema(i18n), { ...question, category })).toEqual({})
  }
  expect(firstIssues(qaAskSchema(i18n), { ...question, category: 'sports' })).toEqual({
    category: 'Please choose a category',
  })
})
