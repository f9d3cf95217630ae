import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { addNamespace, i18n, useTranslation } from '../../src/lib/i18n';

// The server renders Vietnamese; a visitor who chose ENG gets his language once the page has hydrated.
// A part React hydrates later than the rest (a Suspense boundary) must still hydrate against the server's
// Vietnamese, even when ENG was applied meanwhile: CI caught a hydration error (#418) on the top-up
// terms page reloaded in English.
const NS = 'hydrationTest' as never;
addNamespace(NS, { title: 'Điều khoản nạp tiền' }, async () => ({ title: 'Top-up terms' }));

function Title() {
  const { t, language } = useTranslation(NS);
  return <h1 lang={language}>{t('title' as never)}</h1>;
}

describe('hydrating after the saved language was applied', () => {
  it('hydrates the Vietnamese the server sent without a mismatch, then shows English', async () => {
    await i18n.loadNamespaces(NS);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Title />);
    expect(container.textContent).toBe('Điều khoản nạp tiền');

    await i18n.changeLanguage('en');
    const recoverable = vi.fn();
    try {
      await act(async () => {
        hydrateRoot(container, <Title />, { onRecoverableError: recoverable });
      });
      expect(recoverable).not.toHaveBeenCalled();
      expect(container.querySelector('h1')?.textContent).toBe('Top-up terms');
      expect(container.querySelector('h1')?.lang).toBe('en');
    } finally {
      await i18n.changeLanguage('vi');
    }
  });
});
