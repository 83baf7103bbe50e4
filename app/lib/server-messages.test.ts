import { i18n } from '@lingui/core'
import { expect, it } from 'vitest'
import { format, messages, type MessageKey } from '../../api/contract/messages'
import { HttpError } from './http-error'
import { activateLocale } from './i18n'
import { errorMessage, serverMessageDescriptors, translateServerMessage } from './server-messages'

it('has a descriptor for every server message, word for word', () => {
  const sources = Object.fromEntries(
    Object.entries(serverMessageDescriptors).map(([key, descriptor]) => [key, descriptor.message]),
  )
  expect(sources).toEqual(messages)
})

it('translates a server message into the active language', async () => {
  expect(translateServerMessage(i18n, messages.invalidCredentials)).toBe('Invalid username or password')
  await activateLocale('sw')
  expect(translateServerMessage(i18n, messages.invalidCredentials)).toBe('Jina la mtumiaji au nenosiri si sahihi')
})

it('fills the placeholders of a filled-in template', async () => {
  await activateLocale('sw')
  const text = 'This booking cannot change from pending to completed'
  expect(translateServerMessage(i18n, text)).toBe('Miadi hii haiwezi kubadilika kutoka pending hadi completed')
})

it('translates a refusal for too many pending requests with its number', async () => {
  await activateLocale('sw')
  const text = format(messages.pendingRequestsPerUser, { count: '10' })
  expect(translateServerMessage(i18n, text)).toMatch(/^Tayari una maombi 10 ya miadi yanayosubiri jibu\./)
})

it('shows an unknown text as it is', () => {
  expect(translateServerMessage(i18n, 'limit: Invalid value')).toBe('limit: Invalid value')
})

it('describes a failed call by its server message, without the status', async () => {
  await activateLocale('sw')
  const key: MessageKey = 'usernameTaken'
  expect(errorMessage(i18n, new HttpError(409, messages[key]))).toBe('Jina hili la mtumiaji limeshachukuliwa')
  expect(errorMessage(i18n, new Error('Failed to fetch'))).toBe('Failed to fetch')
})

it('says there is no connection, in the reader language, when fetch fails for want of network', async () => {
  await activateLocale('sw')
  expect(errorMessage(i18n, new TypeError('Failed to fetch'))).toBe(
    'Hakuna mtandao. Tafadhali angalia muunganisho wako na ujaribu tena.',
  )
  await activateLocale('en')
  expect(errorMessage(i18n, new TypeError('Failed to fetch'))).toBe(
    'No connection. Please check your network and try again.',
  )
})

it('names the key of a duplicate-key answer and the field of an ill-formed text in Swahili', async () => {
  await activateLocale('sw')
  expect(translateServerMessage(i18n, 'Request body has the key "status" twice')).toBe(
    'Maudhui ya ombi yana ufunguo "status" mara mbili',
  )
  expect(translateServerMessage(i18n, 'The text of "notes" is not valid Unicode')).toBe(
    'Maandishi ya "notes" si Unicode halali',
  )
})
