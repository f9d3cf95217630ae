import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { EntityHistory } from '../components/entity-history';
import styles from '../components/backoffice.module.css';

/** The change log: any entity's history, for those who read the whole audit (chain admin, finance). */
export function Section() {
  const { t } = useTranslation('backoffice');
  const [target, setTarget] = useState<{ entity: string; entityId: string } | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const entity = String(form.get('entity') ?? '').trim();
    const entityId = String(form.get('entityId') ?? '').trim();
    if (entity && entityId) setTarget({ entity, entityId });
  };
  return (
    <div className={styles.section}>
      <h1 className={styles.heading}>{t('sections.audit')}</h1>
      <p className={styles.muted}>{t('audit.intro')}</p>
      <form className={styles.row} onSubmit={submit}>
        <label className={styles.field}>
          {t('audit.entity')}
          <input className={styles.input} name="entity" defaultValue="service" maxLength={40} required />
        </label>
        <label className={styles.field}>
          {t('audit.entityId')}
          <input className={styles.input} name="entityId" maxLength={60} required />
        </label>
        <button type="submit" className={`btn btn-accent ${styles.button}`}>
          {t('audit.show')}
        </button>
      </form>
      {target && <EntityHistory key={`${target.entity}:${target.entityId}`} entity={target.entity} entityId={target.entityId} />}
    </div>
  );
}
