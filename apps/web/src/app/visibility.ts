// Spec section 2 'Visibility': which shell parts a page shows, from path, source and viewport.

/** Sources meaning the site runs inside a host app (the booking wizard's in-app sources). */
export const IN_APP_SOURCES = ['tikiapp', 'rn_ios', 'rn_android'] as const;
/** Sources of the customer apps and check-in kiosk: no header on mobile, no footer. */
export const APP_SHELL_SOURCES = ['customer_ios', 'customer_android', 'friendly_checkin'] as const;
/** Sources that force the mobile layout whatever the viewport width. */
export const MOBILE_LAYOUT_SOURCES = [...APP_SHELL_SOURCES, 'app_customer'] as const;

const SERVICE_CHANGE_PATH = 'xac-nhan-thay-doi-dvsp';
/** The salon staff's screens (issue 30): their own bar, none of the customer site's shell. */
const STAFF_AREA = /^\/(nhan-vien|quan-tri)(\/|$)/;
const NO_FOOTER_ON_MOBILE = ['/booking', '/save-location', '/booking-at-home'];
const NO_FLOATING_BUTTONS = ['/vong-quay-may-man'];

export interface VisibilityInput {
  pathname: string;
  /** `source` query parameter of the visit, if any. */
  source?: string | null;
  /** Viewport narrower than 768 px. */
  narrowViewport: boolean;
}

export interface Visibility {
  /** Render the mobile layout (narrow viewport, or forced by the source / host app). */
  mobileLayout: boolean;
  inApp: boolean;
  header: boolean;
  login: boolean;
  footer: boolean;
  /** Floating contact buttons (chat apps, hotline, rating, franchise). */
  contactButtons: boolean;
  scrollToTop: boolean;
}

const includes = (list: readonly string[], value: string | null | undefined): boolean => value !== null && value !== undefined && list.includes(value);

/** '/booking/' and '/booking' are the same page. */
const normalise = (pathname: string): string => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

export function isInApp(source: string | null | undefined): boolean {
  return includes(IN_APP_SOURCES, source);
}

export function getVisibility({ pathname, source, narrowViewport }: VisibilityInput): Visibility {
  const path = normalise(pathname);
  const inApp = isInApp(source);
  const appShell = inApp || includes(APP_SHELL_SOURCES, source);
  const mobileLayout = narrowViewport || inApp || includes(MOBILE_LAYOUT_SOURCES, source);
  const ownShell = path.includes(SERVICE_CHANGE_PATH) || STAFF_AREA.test(path);

  const header = !ownShell && !(mobileLayout && appShell);
  const footer = !ownShell && !appShell && !(mobileLayout && NO_FOOTER_ON_MOBILE.includes(path));
  const floating = footer && !NO_FLOATING_BUTTONS.includes(path);

  return {
    mobileLayout,
    inApp,
    header,
    login: !ownShell,
    footer,
    contactButtons: floating,
    scrollToTop: floating,
  };
}
