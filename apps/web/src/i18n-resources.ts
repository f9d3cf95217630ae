import type { vi as SpecMessages } from '@shine/shared/i18n/vi';
import type { AccountTexts } from './features/account/locales/vi';
import type { AuthTexts } from './features/auth/locales/vi';
import type { bookingVi } from './features/booking/locales/vi';
import type { laterVi } from './features/booking/locales/later-vi';
import type { CollectionTexts } from './features/collections/locales/vi';
import type { ConsentTexts } from './features/home/locales/vi';
import type { ContentTexts } from './features/content/locales/vi';
import type { FloorTexts } from './features/floor/locales/vi';
import type { BackofficeTexts } from './features/backoffice/locales/vi';
import type { RewardTexts } from './features/rewards/locales/vi';
import type { MembershipTexts } from './features/membership/locales/vi';
import type { RecruitmentTexts } from './features/recruitment/locales/vi';
import type { SalonTexts } from './features/salons/locales/vi';
import type { chooserVi } from './features/salons/locales/chooser-vi';
import type { ServiceChangeTexts } from './features/service-change/locales/vi';
import type { OneTapTexts } from './features/one-tap/locales/vi';
import type { ServiceTexts } from './features/services/locales/vi';
import type { StyleMasterTexts } from './features/style-master/locales/vi';
import type { VoucherTexts } from './features/vouchers/locales/vi';
import type { WaitlistTexts } from './features/waitlist/locales/vi';
import type { Messages } from './locales/vi';
import type { LayoutTexts } from './app/layout/locales/vi';

/**
 * Every namespace of lib/i18n.ts and the type of its catalogue (Vietnamese, the complete one): `t` keys
 * are checked against these. 'messages' (the spec's texts, packages/shared) loads on first use; the
 * feature namespaces are added by their features' lazy chunks (locales/index.ts, addNamespace).
 */
export type Resources = {
  translation: Messages;
  layout: LayoutTexts;
  messages: typeof SpecMessages;
  auth: AuthTexts;
  account: AccountTexts;
  consent: ConsentTexts;
  booking: typeof bookingVi;
  bookingLater: typeof laterVi;
  salons: SalonTexts;
  salonChooser: typeof chooserVi;
  services: ServiceTexts;
  vouchers: VoucherTexts;
  content: ContentTexts;
  rewards: RewardTexts;
  collections: CollectionTexts;
  membership: MembershipTexts;
  styleMaster: StyleMasterTexts;
  recruitment: RecruitmentTexts;
  serviceChange: ServiceChangeTexts;
  oneTap: OneTapTexts;
  waitlist: WaitlistTexts;
  floor: FloorTexts;
  backoffice: BackofficeTexts;
};
