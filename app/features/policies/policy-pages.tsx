import { cookiePolicy } from './cookie-policy'
import { PolicyPage } from './policy-page'
import { privacyPolicy } from './privacy-policy'
import { termsOfService } from './terms-of-service'

export const PrivacyPolicyPage = () => <PolicyPage page="privacyPolicy" policy={privacyPolicy} />
export const TermsOfServicePage = () => <PolicyPage page="termsOfService" policy={termsOfService} />
export const CookiePolicyPage = () => <PolicyPage page="cookiePolicy" policy={cookiePolicy} />
