import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Modal } from '../../../components/ui/modal';
import { PlayIcon } from '../../../components/ui/icons';
import styles from './video-modal.module.css';

/** Whether the browser says it is online, kept up to date (true on the server). */
function useOnline(): boolean {
  const [online, setOnline] = useState(() => (typeof navigator === 'undefined' ? true : navigator.onLine));
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/**
 * Video of a banner with the youtube add-on: YouTube's privacy-enhanced player (youtube-nocookie.com,
 * no cookies until the visitor plays) in the modal. Nothing of YouTube loads before the tap that opens
 * the modal; offline, the modal says the video cannot load instead.
 */
export function VideoModal({ videoId, onClose }: { videoId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const online = useOnline();
  const src = videoId ? `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0` : null;

  return (
    <Modal open={videoId !== null} onClose={onClose} title={t('home.videoTitle')} width={720}>
      {src && online ? (
        <iframe
          className={styles.player}
          src={src}
          title={t('home.videoTitle')}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          data-testid="video-player"
        />
      ) : (
        <div className={styles.screen} role="status" data-testid="video-offline">
          <PlayIcon size={40} />
          <p>{t('home.videoOffline')}</p>
        </div>
      )}
    </Modal>
  );
}
