import { lazy, Suspense, useEffect, useState } from 'react';
import { onLoggedIn } from '../auth';

const QuestionGate = lazy(() => import('./components/question-modal').then((module) => ({ default: module.QuestionGate })));

/**
 * After each login, the customer questions still unanswered are asked in a modal (spec §2 Modals).
 * The check and the modal are a lazy chunk loaded on the first login only.
 */
export function QuestionHost() {
  const [round, setRound] = useState(0);
  useEffect(() => onLoggedIn(() => setRound((value) => value + 1)), []);
  if (round === 0) return null;
  return (
    <Suspense fallback={null}>
      <QuestionGate key={round} />
    </Suspense>
  );
}
