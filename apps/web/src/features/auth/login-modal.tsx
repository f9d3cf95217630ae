import { lazy, Suspense, useState } from 'react';
import { useLoginModal } from './login-store';

const LoginDialog = lazy(() => import('./components/login-dialog').then((module) => ({ default: module.LoginDialog })));

/**
 * Mount point of the login modal in the app shell. The four steps are a lazy chunk fetched on the
 * first opening, so the home bundle carries only this stub.
 */
export function LoginModal() {
  const { open } = useLoginModal();
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog />
    </Suspense>
  );
}
