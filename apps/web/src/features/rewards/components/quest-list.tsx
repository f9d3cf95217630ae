import { SUCCESS_NOTICE_MS } from '@shine/shared';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../components/ui/toast-store';
import { useClaimQuest, useQuests } from '../api/wheel';
import { toastClaimError } from './claim-error';
import styles from './rewards.module.css';

/** Quests that earn spins (the back office's titles and descriptions, in the site's language), with the spins waiting to be collected. */
export function QuestList() {
  const { t, language } = useTranslation('rewards');
  const quests = useQuests(true, language);
  const claim = useClaimQuest();
  if (!quests.data) return null;
  return (
    <section className={styles.section} data-testid="quests">
      <h2>{t('wheel.quests')}</h2>
      <ul className={styles.list}>
        {quests.data.quests.map((q) => (
          <li key={q.key} className={styles.row} data-testid={`quest-${q.key}`}>
            <span>
              <b>{q.title}</b>
              {q.description && (
                <>
                  <br />
                  <small>{q.description}</small>
                </>
              )}
              <br />
              <small className={styles.muted}>
                {t('wheel.questSpins', { count: q.spinsPerStep })} · {t('wheel.questProgress', { done: q.done, rewarded: q.rewarded })}
              </small>
            </span>
            {q.claimable > 0 && (
              <button
                type="button"
                className="btn btn-accent"
                disabled={claim.isPending}
                onClick={() =>
                  claim.mutate(q.key, {
                    onSuccess: (r) =>
                      toast({ title: t('wheel.quests'), message: t('wheel.collected', { count: r.added }), type: 'success', duration: SUCCESS_NOTICE_MS }),
                    onError: toastClaimError,
                  })
                }
              >
                {t('wheel.collect', { count: q.claimable })}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
