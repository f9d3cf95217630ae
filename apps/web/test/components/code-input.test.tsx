import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CodeInput } from '../../src/components/ui/code-input';
import { renderApp } from './support/render';

// The one-time code box the login, the booking OTP modal and account deletion share (spec §5, §9: codes
// are 6 digits). What the customer sees in it is what the form will send.

function CodeField() {
  const [code, setCode] = useState('');
  return (
    <label>
      Mã xác nhận
      <CodeInput value={code} onValueChange={setCode} />
    </label>
  );
}

async function codeBox() {
  const user = userEvent.setup();
  renderApp(<CodeField />);
  const box = (await screen.findByLabelText('Mã xác nhận')) as HTMLInputElement;
  return { user, box };
}

describe('code box', () => {
  it("opens the phone's number pad and offers the code from the message", async () => {
    const { box } = await codeBox();
    expect(box.type).toBe('text');
    expect(box.getAttribute('inputmode')).toBe('numeric');
    expect(box.getAttribute('autocomplete')).toBe('one-time-code');
  });

  it('keeps digits only while typing, and no more than six', async () => {
    const { user, box } = await codeBox();
    await user.type(box, '4a8 -1');
    expect(box.value).toBe('481');
    await user.type(box, '2957');
    expect(box.value).toBe('481295');
    // A seventh digit changes nothing.
    await user.type(box, '3');
    expect(box.value).toBe('481295');
  });

  it('takes a pasted code whole, with its spaces or dashes dropped', async () => {
    const { user, box } = await codeBox();
    box.focus();
    await user.paste('123 456');
    expect(box.value).toBe('123456');

    await user.clear(box);
    await user.paste('Mã của anh: 98-76-54');
    expect(box.value).toBe('987654');
  });

  it('keeps the first six digits of a longer paste, after what was already typed', async () => {
    const { user, box } = await codeBox();
    await user.type(box, '12');
    await user.paste('34567890');
    expect(box.value).toBe('123456');
  });
});
