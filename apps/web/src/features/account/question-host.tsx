import { lazy, Suspense, useEffect, useState } from 'react';
import { createStore, useStore } from '../../lib/create-store';
import { onLoggedIn } from '../auth';

const QuestionGate = lazy(() => import('./components/question-modal').then((module) => ({ default: module.QuestionGate })));

/** The questions of the last login are being looked up or asked: what that login's flow shows next waits. */
const asking = createStore(false);
export const questionsDone = (): void => asking.set(false);
export const useQuestionsAsking = (): boolean => useStore(asking);

/**
 * Runs `show` once the questions asked after a login are answered or skipped (at once when none are):
 * one modal or notice at a time, in flow order (e.g. the cancel's toast after logging in to cancel).
 */
export function afterQuestions(show: () => void): void {
  if (!asking.get()) return show();
  const stop = asking.subscribe(() => {
    if (asking.get()) return;
    stop();
    show();
  });
}

/**
 * After each login, the customer questions still unanswered are asked in a modal (spec §2 Modals).
 * The check and the modal are a lazy chunk loaded on the first login only.
 */
export function QuestionHost() {
  const [round, setRound] = useState(0);
  useEffect(
    () =>
      onLoggedIn(() => {
        asking.set(true);
        setRound((value) => value + 1);
      }),
    [],
  );
  if (round === 0) return null;
  return (
    <Suspense fallback={null}>
      <QuestionGate key={round} />
    </Suspense>
  );
}
