import '../../locales';
import '../../locales/later';
import { ERROR_TOAST_MS } from '@shine/shared';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { Modal } from '../../../../components/ui/modal';
import { toast } from '../../../../components/ui/toast-store';
import { openLogin } from '../../../auth';
import { useCutHistoryImages } from '../../api/get-cut-history';
import { useReferenceStyles } from '../../api/get-reference-styles';
import { useBooking } from '../../hooks/booking-context';
import type { ImageSlot } from '../../model/booking-types';
import { downscaleImage } from '../../../../lib/downscale-image';
import styles from './extension.module.css';

type Tab = 'collection' | 'history';

/**
 * Hairstyle photo picker (lazy): the collection and recent cut history (both need login, spec §5),
 * or a device photo shrunk to 1024 px JPEG 0.2 before it is kept.
 */
export default function ImagePickerModal({ open, onClose, onPick }: { open: boolean; onClose: () => void; onPick: (image: ImageSlot) => void }) {
  const { selection, customer } = useBooking();
  const { t } = useTranslation('bookingLater');
  const { t: tb } = useTranslation('booking');
  const { t: m } = useTranslation('messages');
  const [tab, setTab] = useState<Tab>('collection');
  const [busy, setBusy] = useState(false);
  const history = useCutHistoryImages(open && tab === 'history' && customer.loggedIn && customer.phone === selection.phone);
  const collection = useReferenceStyles(open && tab === 'collection' && customer.loggedIn);
  const images = tab === 'collection' ? (collection.data ?? []) : (history.data ?? []);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    try {
      const blob = await downscaleImage(file);
      onPick({ kind: 'upload', url: URL.createObjectURL(blob), name: file.name, blob });
    } catch {
      toast({ title: tb('noticeTitle'), message: m('image.invalid'), type: 'error', duration: ERROR_TOAST_MS });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} onClose={onClose} title={t('pickerTitle')} width={560}>
      <label className={`btn btn-dark ${styles.upload}`} aria-busy={busy}>
        <input type="file" accept="image/*" onChange={(event) => void upload(event)} data-testid="photo-upload" />
        {t('upload')}
      </label>
      <p className={styles.uploadHint}>{t('uploadHint')}</p>
      <div className={styles.tabs} role="tablist">
        {(['collection', 'history'] as const).map((key) => (
          <button key={key} type="button" role="tab" aria-selected={tab === key} className={styles.tab} onClick={() => setTab(key)}>
            {key === 'collection' ? t('tabCollection') : t('tabHistory')}
          </button>
        ))}
      </div>
      {!customer.loggedIn ? (
        <div className={styles.loginBox}>
          <button type="button" className="btn btn-accent" onClick={() => openLogin({ phone: selection.phone })}>
            {t('loginToPick')}
          </button>
        </div>
      ) : images.length === 0 ? (
        <p className={styles.emptyText}>{tab === 'history' && !history.isLoading ? t('historyEmpty') : tb('loading')}</p>
      ) : (
        <div className={styles.gallery}>
          {images.map((image) => (
            <button key={image.url} type="button" className={styles.galleryItem} onClick={() => onPick({ kind: 'local', url: image.url, name: image.name })}>
              <img src={image.url} alt={image.name} loading="lazy" />
            </button>
          ))}
        </div>
      )}
    </Modal>
  );
}
