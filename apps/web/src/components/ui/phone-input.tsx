import type { ComponentProps } from 'react';

/**
 * The one phone field: a telephone keypad (`type="tel"` brings it; no `inputMode` needed), the phone's saved
 * number offered unless `autoComplete` says otherwise. What a form accepts as typed stays its own (spec
 * sections 5 and 9: home and login show 4-3-3 with dots, the booking popup keeps digits and dots).
 */
export const PhoneInput = (props: Omit<ComponentProps<'input'>, 'type'>) => <input type="tel" autoComplete="tel" {...props} />;
