import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { HoldingPage } from './holding-page'
import { activateLocale } from './i18n'

await activateLocale(navigator.language.startsWith('sw') ? 'sw' : 'en')

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <HoldingPage />
    </I18nProvider>
  </StrictMode>,
)
