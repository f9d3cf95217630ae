import { QR_BOX_RATIO } from '@shine/shared/rules/ui-constants';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useServiceLang } from '../../../lib/service-lang';
import { Modal } from '../../../components/ui/modal';
import { fitWithin, QR_FRAME_INTERVAL_MS, scanBox, scannerAspectRatio } from '../model/qr';
import { createQrDecoder, type QrDecode } from './qr-decode';
import styles from './qr-dialog.module.css';

interface Props {
  onClose(): void;
  onResult(value: string): void;
  /** A chosen picture holds no readable code (spec §5 QR row). */
  onUnreadable(): void;
}

/** Promo-code QR scanner: the back camera scanned 10 times a second in a centred box, or a picture. */
export function QrDialog({ onClose, onResult, onUnreadable }: Props) {
  const lang = useServiceLang();
  const { t: text } = useTranslation('vouchers', { lng: lang });
  const videoRef = useRef<HTMLVideoElement>(null);
  const decoder = useRef<Promise<QrDecode> | null>(null);
  const [cameraFailed, setCameraFailed] = useState(false);
  const [ratio] = useState(() => scannerAspectRatio(window.innerWidth));
  const latest = useRef({ onResult });
  useEffect(() => {
    latest.current = { onResult };
  });
  const getDecoder = () => (decoder.current ??= createQrDecoder());

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer = 0;
    let stopped = false;
    let busy = false;
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });

    const scanFrame = async (video: HTMLVideoElement, decode: QrDecode) => {
      if (busy || stopped || !context || video.readyState < 2) return;
      const box = scanBox(video.videoWidth, video.videoHeight);
      if (box.size < 1) return;
      busy = true;
      try {
        canvas.width = box.size;
        canvas.height = box.size;
        context.drawImage(video, box.x, box.y, box.size, box.size, 0, 0, box.size, box.size);
        const value = await decode(context.getImageData(0, 0, box.size, box.size));
        if (value && !stopped) {
          stopped = true;
          latest.current.onResult(value);
        }
      } catch {
        // An unreadable frame: the next one is tried.
      } finally {
        busy = false;
      }
    };

    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) throw new Error('no camera API');
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      const video = videoRef.current;
      if (stopped || !video) return;
      video.srcObject = stream;
      await video.play();
      const decode = await getDecoder();
      if (!stopped) timer = window.setInterval(() => void scanFrame(video, decode), QR_FRAME_INTERVAL_MS);
    };
    start().catch(() => {
      if (!stopped) setCameraFailed(true);
    });
    return () => {
      stopped = true;
      window.clearInterval(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  const readFile = async (file: File) => {
    try {
      const bitmap = await createImageBitmap(file);
      const { width, height } = fitWithin(bitmap.width, bitmap.height);
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no canvas');
      context.drawImage(bitmap, 0, 0, width, height);
      bitmap.close();
      const value = await (await getDecoder())(context.getImageData(0, 0, width, height));
      if (value) onResult(value);
      else onUnreadable();
    } catch {
      onUnreadable();
    }
  };

  const boxSide = `${QR_BOX_RATIO * 100}%`;
  return (
    <Modal open onClose={onClose} title={text('scanTitle')}>
      <div className={styles.body}>
        <div className={styles.viewport} style={cameraFailed ? undefined : { aspectRatio: ratio }}>
          {cameraFailed ? (
            <p className={styles.failed}>{text('cameraUnavailable')}</p>
          ) : (
            <>
              <video ref={videoRef} className={styles.video} muted playsInline />
              <span className={styles.frame} style={ratio >= 1 ? { height: boxSide } : { width: boxSide }} aria-hidden="true" />
            </>
          )}
        </div>
        {!cameraFailed && <p className={styles.hint}>{text('scanHint')}</p>}
        <label className={`btn btn-outline ${styles.file}`}>
          {text('scanFile')}
          <input
            type="file"
            accept="image/*"
            className="visually-hidden"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void readFile(file);
            }}
            data-testid="qr-file"
          />
        </label>
      </div>
    </Modal>
  );
}
