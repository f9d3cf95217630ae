import type { MessageKey, MessageParams } from '@shine/shared/i18n/translate';

/** A spec message for code in the home bundle: the catalogues load on first use (lib/messages.ts). */
export async function loadMessage(key: MessageKey, params?: MessageParams): Promise<string> {
  const { message } = await import('./messages');
  return message(key, params);
}
