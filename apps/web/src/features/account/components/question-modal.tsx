import '../locales';
import { QUESTION_THANKS_MS } from '@shine/shared/rules/constants';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Modal } from '../../../components/ui/modal';
import { toast } from '../../../components/ui/toast-store';
import { useCurrentUser } from '../../auth';
import { questionsQueryOptions } from '../api/get-questions';
import { questionsDone } from '../question-host';
import { postAnswers, usePostAnswers } from '../api/post-answers';
import { answersProblem, buildAnswers, skippedAnswers, type Draft } from '../question-answers';
import type { Question } from '../types';
import { QuestionField } from './question-field';
import styles from './question-modal.module.css';

/** Fetches the questions once per login and opens the modal when some are unanswered. */
export function QuestionGate() {
  const { user, isPending } = useCurrentUser();
  const phone = user?.phoneNumber ?? '';
  const questions = useQuery(questionsQueryOptions(phone));
  const open = (questions.data ?? []).filter((question) => !question.answered);
  // Nothing to ask (or the list failed): what waits for the questions goes on.
  const none = (!phone && !isPending) || questions.isError || (questions.isSuccess && open.length === 0);
  useEffect(() => {
    if (none) questionsDone();
  }, [none]);
  if (!phone || open.length === 0) return null;
  return <QuestionModal phone={phone} questions={open} />;
}

function QuestionModal({ phone, questions }: { phone: string; questions: Question[] }) {
  const { t } = useTranslation('account');
  const { t: msg } = useTranslation('messages');
  const [open, setOpen] = useState(true);
  const [drafts, setDrafts] = useState<Record<number, Draft>>({});
  const [error, setError] = useState<string | null>(null);
  const sending = usePostAnswers();
  const busy = sending.isPending;

  const close = () => {
    setOpen(false);
    questionsDone();
  };

  const skip = () => {
    close();
    // Skip sends empty answers (spec §4); a failure changes nothing for the customer.
    postAnswers(phone, skippedAnswers(questions)).catch(() => undefined);
  };

  const update = () => {
    const problem = answersProblem(questions, drafts);
    if (problem) return setError(msg(problem));
    sending.mutate(
      { phone, answers: buildAnswers(questions, drafts) },
      {
        onSuccess: () => toast({ title: msg('question.thanks'), type: 'success', duration: QUESTION_THANKS_MS }),
        // Spec §8: failures just close the modal.
        onSettled: close,
      },
    );
  };

  return (
    <Modal
      open={open}
      onClose={skip}
      title={t('question.title')}
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={skip} disabled={busy}>
            {t('question.skip')}
          </button>
          <button type="button" className="btn btn-accent" onClick={update} disabled={busy}>
            {t('question.update')}
          </button>
        </>
      }
    >
      <div className={styles.list} data-testid="question-modal">
        {questions.map((question) => (
          <QuestionField
            key={question.questionId}
            question={question}
            draft={drafts[question.questionId]}
            onChange={(draft) => {
              setError(null);
              setDrafts((current) => ({ ...current, [question.questionId]: draft }));
            }}
          />
        ))}
        <p className={styles.error} role="alert" hidden={!error}>
          {error}
        </p>
      </div>
    </Modal>
  );
}
