import type { TAdminCampaign } from '@shine/shared/schemas/offers';
import type { FormEvent } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { useRemoveCampaignPicture, useUploadCampaignPicture } from '../../api/offers-data';
import { SaveButton, SaveStatus } from '../../components/save-status';
import styles from '../../components/backoffice.module.css';
import offers from './offers.module.css';

/**
 * A campaign's picture (the voucher's banner and thumbnail on the customer site): uploaded as chosen (the server
 * re-encodes it to WebP in the site's sizes) or removed; live on the customer's vouchers at their next load.
 */
export function CampaignPicture({ campaign }: { campaign: TAdminCampaign }) {
  const { t } = useTranslation('backoffice');
  const upload = useUploadCampaignPicture(campaign.id);
  const remove = useRemoveCampaignPicture(campaign.id);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const file = new FormData(form).get('picture');
    if (file instanceof File && file.size > 0) upload.mutate(file, { onSuccess: () => form.reset() });
  };
  const drop = () => {
    if (window.confirm(t('offers.picture.removeConfirm'))) remove.mutate();
  };
  return (
    <form className={`${styles.panel} ${styles.form}`} onSubmit={submit} aria-label={t('offers.picture.title')}>
      <h3 className={styles.subheading}>{t('offers.picture.title')}</h3>
      <div className={offers.picture}>
        {campaign.image ? <img src={campaign.image} alt={t('offers.picture.current')} /> : <p className={styles.muted}>{t('offers.picture.none')}</p>}
        <div className={styles.form}>
          <p className={styles.muted}>{t('offers.picture.hint')}</p>
          <label className={styles.field}>
            {t('offers.picture.choose')}
            <input className={styles.input} type="file" name="picture" accept="image/jpeg,image/png,image/webp" required />
          </label>
          <div className={styles.row}>
            <SaveButton pending={upload.isPending} label={campaign.image ? t('offers.picture.replace') : t('offers.picture.upload')} />
            {campaign.image && (
              <button type="button" className={`btn btn-outline ${styles.button}`} onClick={drop} disabled={remove.isPending}>
                {t('offers.picture.remove')}
              </button>
            )}
          </div>
        </div>
      </div>
      <SaveStatus state={upload.error || upload.isSuccess ? upload : remove} />
    </form>
  );
}
