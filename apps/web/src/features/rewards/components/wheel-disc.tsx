import type { TWheel } from '@shine/shared/schemas/rewards';
import styles from './rewards.module.css';

const COLOURS = ['#f4a62a', '#0f1a2e', '#fff3df', '#1d3a64'];
const INK = ['#0a0f1a', '#ffffff', '#0a0f1a', '#ffffff'];

/** The wheel: one slice per prize (index 0 at the top, clockwise), turned by `rotation` degrees. */
export function WheelDisc({ prizes, rotation, onTurned }: { prizes: TWheel['prizes']; rotation: number; onTurned: () => void }) {
  const n = prizes.length;
  const r = 100;
  const point = (angle: number) => [r + r * Math.sin((angle * Math.PI) / 180), r - r * Math.cos((angle * Math.PI) / 180)];
  return (
    <div className={styles.wheelWrap}>
      <div className={styles.pointer} aria-hidden="true" />
      <svg viewBox="0 0 200 200" className={styles.disc} style={{ transform: `rotate(${rotation}deg)` }} onTransitionEnd={onTurned} aria-hidden="true">
        {prizes.map((p, i) => {
          const [x1, y1] = point((i * 360) / n);
          const [x2, y2] = point(((i + 1) * 360) / n);
          const mid = (i + 0.5) * (360 / n);
          return (
            <g key={p.id}>
              <path d={`M100 100 L${x1} ${y1} A100 100 0 0 1 ${x2} ${y2} Z`} fill={COLOURS[i % COLOURS.length]} stroke="#ffffff" strokeWidth="0.6" />
              <text x="190" y="102" transform={`rotate(${mid - 90} 100 100)`} textAnchor="end" fontSize="5" fontWeight="700" fill={INK[i % INK.length]}>
                {p.name.length > 23 ? `${p.name.slice(0, 22)}…` : p.name}
              </text>
            </g>
          );
        })}
        <circle cx="100" cy="100" r="12" fill="#0a0f1a" stroke="#f4a62a" strokeWidth="3" />
      </svg>
    </div>
  );
}
