import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import { PlayIcon } from '../../../components/ui/icons';
import styles from './video-modal.module.css';

/**
 * Video of a banner with the youtube add-on. The embedded player comes later; until then the modal
 * says so and offers the video in a new tab.
 */
export function VideoModal({ videoId, onClose }: { videoId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const external = videoId ? `https://www.youtube.com/embed/${encodeURIComponent(videoId)}` : null;

  return (
    <Modal open={videoId !== null} onClose={onClose} title={t('home.videoTitle')} width={720}>
      <div className={styles.screen}>
        <PlayIcon size={40} />
        <p>{t('home.videoPending')}</p>
      </div>
      {external && (
        <a href={external} target="_blank" rel="noopener noreferrer" className={`btn btn-dark ${styles.open}`}>
          {t('home.videoOpen')}
        </a>
      )}
    </Modal>
  );
}
