import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { maskDate, QUESTION_DATE, QUESTION_DEFAULT_DATE, type Draft } from '../question-answers';
import type { Question } from '../types';
import styles from './question-modal.module.css';

interface QuestionFieldProps {
  question: Question;
  draft: Draft | undefined;
  onChange: (draft: Draft) => void;
}

/** A date question (DD/MM/YYYY, opening on 01/01/2000) or a single choice with free text when isInput. */
export function QuestionField({ question, draft, onChange }: QuestionFieldProps) {
  const { t } = useTranslation('account');
  const { t: msg } = useTranslation('messages');
  const id = useId();

  if (question.questionType === QUESTION_DATE) {
    const value = draft?.content ?? '';
    return (
      <div className={styles.question}>
        <label htmlFor={id} className={styles.content}>
          {question.content}
        </label>
        {question.tip && <p className={styles.tip}>{question.tip}</p>}
        <input
          id={id}
          className={styles.input}
          inputMode="numeric"
          placeholder="DD/MM/YYYY"
          value={value}
          // The date opens on 01/01/2000 (spec §5), selected so typing replaces it.
          onFocus={(event) => {
            if (value) return;
            onChange({ content: QUESTION_DEFAULT_DATE });
            const input = event.currentTarget;
            requestAnimationFrame(() => input.select());
          }}
          onChange={(event) => onChange({ content: maskDate(event.target.value) })}
          aria-describedby={`${id}-hint`}
          data-testid={`question-${question.questionId}`}
        />
        <span id={`${id}-hint`} className={styles.tip}>
          {t('question.dateHint')}
        </span>
      </div>
    );
  }

  const chosen = question.answers.find((answer) => answer.answerId === draft?.answerId);
  return (
    <fieldset className={styles.question}>
      <legend className={styles.content}>{question.content}</legend>
      {question.tip && <p className={styles.tip}>{question.tip}</p>}
      <div className={styles.choices}>
        {question.answers.map((answer) => (
          <label key={answer.answerId} className={`${styles.choice} ${chosen === answer ? styles.chosen : ''}`}>
            <input type="radio" name={`question-${question.questionId}`} checked={chosen === answer} onChange={() => onChange({ answerId: answer.answerId })} />
            {answer.icon && <img src={answer.icon} alt="" width={20} height={20} />}
            {answer.content}
          </label>
        ))}
      </div>
      {chosen?.isInput && (
        <input
          className={styles.input}
          autoFocus
          maxLength={200}
          placeholder={msg('question.occupationPlaceholder')}
          aria-label={msg('question.occupationPlaceholder')}
          value={draft?.content ?? ''}
          onChange={(event) => onChange({ answerId: chosen.answerId, content: event.target.value })}
        />
      )}
    </fieldset>
  );
}
