import { useRef, useState, type FormEvent } from 'react';
import type { Callbacks } from '../api/send-form';
import type { LoadSchema } from '../model/form-schemas';
import { useFormCaptcha } from './use-form-captcha';
import { focusFirstError, type useFormFields } from './use-form-fields';

type Form = ReturnType<typeof useFormFields>;

/**
 * Sending the franchise or partner form: checked by the API's own schema first (messages next to the
 * fields, focus on the first), then sent with the captcha's solution; the answer's reference is kept.
 */
export function useConnectSubmit<B>(form: Form, schema: LoadSchema, send: { mutate: (input: B, callbacks: Callbacks<{ reference: string }>) => void }) {
  const captcha = useFormCaptcha();
  const [reference, setReference] = useState('');
  const ref = useRef<HTMLFormElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void checkAndSend();
  };

  const checkAndSend = async () => {
    const body = { ...form.values, altcha: captcha.payload ?? '' };
    const found = await form.check(schema, body);
    form.setFormError('');
    if (found) {
      form.setErrors(found);
      focusFirstError(ref.current);
      return;
    }
    send.mutate(body as B, {
      onSuccess: (data) => setReference(data.reference),
      onError: (error) => {
        form.showError(error);
        focusFirstError(ref.current);
      },
      onSettled: captcha.renew,
    });
  };

  return { captcha, reference, setReference, ref, submit };
}
