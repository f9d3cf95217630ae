// Server only: what the request says of the device, for the render's viewport guess (lib/use-media-query.ts).

/** A phone, by the request's headers: the client hint Chromium sends on every request, else the user agent. */
export function narrowViewportHint(headers: Headers): boolean {
  const mobile = headers.get('sec-ch-ua-mobile');
  if (mobile) return mobile === '?1';
  return /Mobi|Android|iPhone|iPod/i.test(headers.get('user-agent') ?? '');
}
