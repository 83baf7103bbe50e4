import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { routesWithoutSuccess, unseenAnswers } from './exercised'
import { startTarget, target } from './target'
// Each file below registers its describe blocks on import, in this order.
import './auth.suite'
import './auth-validation.suite'
import './professionals.suite'
import './photos.suite'
import './photo-processing.suite'
import './directory.suite'
import './directory-search.suite'
import './bookings.suite'
import './pending-limits.suite'
import './booking-status.suite'
import './booking-outcomes.suite'
import './session-notes.suite'
import './idempotency.suite'
import './status-idempotency.suite'
import './dashboard.suite'
import './bookings-paging.suite'
import './availability.suite'
import './professional-page.suite'
import './csrf.suite'
import './sessions.suite'
import './sign-in-limits.suite'
import './headers.suite'
import './bad-input.suite'
import './json-input.suite'
import './strangers.suite'
import './usernames.suite'
import './account.suite'
import './phone-password.suite'
import './phone-verification.suite'
import './password-reset.suite'
import './notification-settings.suite'
import './client-bookings.suite'
import './my-sessions-order.suite'
import './calendar.suite'
import './plain-text.suite'
import './admin-access.suite'
import './listing.suite'
import './verification.suite'
import './admin-queue.suite'
import './directory-verified.suite'
import './audit.suite'
import './password-change.suite'
import './owner-first.suite'
import './data-export.suite'
import './account-deletion.suite'
import './push-subscriptions.suite'
import './in-app-notifications.suite'
import './sms-webhooks.suite'
import './messages.suite'
import './message-safety.suite'
import './places.suite'
import './places-safe-house.suite'

beforeAll(startTarget, 60_000)
afterAll(() => target().close(), 60_000)

// Registered after every imported describe, so vitest runs it last.
describe('route coverage (runs last)', () => {
  it('answered every route of routes.ts with its success status', () => {
    expect(routesWithoutSuccess()).toEqual([])
  })

  it('saw every answer that routes.ts declares', () => {
    expect(unseenAnswers()).toEqual([])
  })
})
