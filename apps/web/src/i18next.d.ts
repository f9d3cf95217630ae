import 'i18next';
import type { AccountTexts } from './features/account/locales/vi';
import type { AuthTexts } from './features/auth/locales/vi';
import type { ConsentTexts } from './features/home/locales/vi';
import type { Messages } from './locales/vi';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // 'auth', 'account' and 'consent' are registered by their features' lazy chunks (lib/register-texts.ts).
    resources: { translation: Messages; auth: AuthTexts; account: AccountTexts; consent: ConsentTexts };
    defaultVariables: { product: string };
  }
}
