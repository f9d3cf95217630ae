import { codeDigits } from '@shine/shared/rules/password';
import type { ComponentPropsWithRef } from 'react';

type CodeInputProps = Omit<ComponentPropsWithRef<'input'>, 'value' | 'onChange' | 'type' | 'inputMode' | 'autoComplete' | 'maxLength'> & {
  value: string;
  /** Called with the digits only: letters, spaces and separators typed or pasted are dropped. */
  onValueChange: (digits: string) => void;
};

/**
 * A 6-digit one-time code box: the phone's number pad (inputmode numeric), the code offered from the SMS
 * (autocomplete one-time-code), and nothing but digits kept, six at most. No maxLength: a pasted '123 456'
 * would be cut to '123 45' before its digits are picked.
 */
export function CodeInput({ value, onValueChange, ...rest }: CodeInputProps) {
  return (
    <input
      {...rest}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      value={value}
      onChange={(event) => onValueChange(codeDigits(event.target.value))}
    />
  );
}
