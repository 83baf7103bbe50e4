import { compareForDirectory, matchesDirectoryQuery } from '../../api/contract/directory'
import { directoryTotalHeader, imageDataUrlError } from '../../api/contract/rules'
import { replacePhoto } from '../photos'
import { presentOwnProfessional, presentProfessional } from '../present'
import { mockRoute } from './pipeline'
import { store } from '../store'

export const professionalHandlers = [
  mockRoute('listProfessionals', ({ query }) => {
    const found = store.professionals
      .map(presentProfessional)
      .filter((professional) => matchesDirectoryQuery(professional, query))
      .sort(compareForDirectory)
    return {
      body: found.slice(query.offset, query.offset + query.limit),
      headers: { 'X-Total-Count': directoryTotalHeader(found.length) },
    }
  }),

  mockRoute('myProfile', ({ professional }) => ({ body: presentOwnProfessional(professional) })),

  mockRoute('updateProfile', ({ professional, body }) => {
    const { profileImageUrl, ...texts } = body
    if (typeof profileImageUrl === 'string') {
      const error = imageDataUrlError(profileImageUrl)
      if (error) throw error
    }
    // Only the fields sent change; valibot leaves absent optional keys out of its output.
    const changes = Object.fromEntries(Object.entries(texts).filter(([, value]) => value !== undefined))
    Object.assign(professional, changes)
    if (profileImageUrl !== undefined) replacePhoto(professional, profileImageUrl)
    return { body: presentOwnProfessional(professional) }
  }),
]
