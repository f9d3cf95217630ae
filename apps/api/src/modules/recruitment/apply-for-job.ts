import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Lang } from '@shine/shared';
import type { JOB_EXPERIENCES, TJobDetail } from '@shine/shared/schemas/recruitment';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { acknowledge } from './acknowledge.ts';
import type { CvType } from './cv-file.ts';
import { FormError } from './form-error.ts';
import { newReference } from './form-guards.ts';
import { findRecentApplication, insertApplication, insertNotification, lockKey } from './recruitment-repository.ts';
import { DUPLICATE_WINDOW_MS } from './submit-connect.ts';

/** One application per phone per job in this many days. */
export const REAPPLY_AFTER_DAYS = 30;

export type ApplicationInput = {
  name: string;
  phone: string;
  email?: string;
  experience: (typeof JOB_EXPERIENCES)[number];
  message?: string;
  cv?: { bytes: Buffer; type: CvType };
};

const EXPERIENCE_TEXT: Record<ApplicationInput['experience'], string> = {
  none: 'chưa có kinh nghiệm',
  'under-1y': 'dưới 1 năm',
  '1-3y': '1 - 3 năm',
  'over-3y': 'trên 3 năm',
};

/**
 * Stores an application and its CV. Under a lock on job + phone: the same phone within a minute is the
 * earlier application (a double tap), within 30 days a 409. The CV goes to CV_DIR under a random name
 * (mode 600), written inside the transaction and removed again if the transaction fails.
 */
export async function applyForJob(
  deps: Pick<AppDeps, 'db' | 'clock' | 'sender' | 'config'>,
  log: FastifyBaseLogger,
  opts: { job: TJobDetail; input: ApplicationInput; cvDir: string; lang: Lang },
): Promise<{ reference: string; duplicate: boolean }> {
  const { job, input, cvDir } = opts;
  const now = deps.clock.now();
  let written: string | undefined;
  try {
    const result = await deps.db.transaction(async (tx) => {
      await lockKey(tx, `apply:${job.id}:${input.phone}`);
      const earlier = await findRecentApplication(tx, job.id, input.phone, new Date(now.getTime() - REAPPLY_AFTER_DAYS * 86_400_000));
      if (earlier && now.getTime() - earlier.createdAt.getTime() < DUPLICATE_WINDOW_MS) return { reference: earlier.reference, duplicate: true };
      if (earlier) throw new FormError(409, 'ALREADY_APPLIED', 'job.alreadyApplied', [], { reference: earlier.reference });
      const reference = newReference('UV');
      let cvFile: string | null = null;
      if (input.cv) {
        cvFile = `${randomUUID()}.${input.cv.type}`;
        await mkdir(cvDir, { recursive: true, mode: 0o700 });
        written = path.join(cvDir, cvFile);
        await writeFile(written, input.cv.bytes, { mode: 0o600, flag: 'wx' });
      }
      await insertApplication(tx, {
        reference,
        jobId: job.id,
        name: input.name,
        phone: input.phone,
        email: input.email ?? null,
        experience: input.experience,
        message: input.message ?? null,
        cvFile,
        cvType: input.cv?.type ?? null,
        cvBytes: input.cv?.bytes.length ?? null,
        createdAt: now,
        updatedAt: now,
      });
      const where = job.salonName ? `salon ${job.salonName}, ${job.provinceName}` : job.location;
      await insertNotification(tx, {
        topic: 'application',
        reference,
        recipient: deps.config.TEAM_NOTIFY_EMAIL ?? null,
        subject: `[Ứng tuyển] ${reference} ${input.name} - ${job.title} (${where})`,
        body: [
          `Vị trí: ${job.title} (${job.slug})`,
          `Nơi làm việc: ${job.location}`,
          `Họ tên: ${input.name}`,
          `Điện thoại: ${input.phone}`,
          `Email: ${input.email ?? '(không có)'}`,
          `Kinh nghiệm: ${EXPERIENCE_TEXT[input.experience]}`,
          `CV: ${input.cv ? `${input.cv.type.toUpperCase()}, ${Math.ceil(input.cv.bytes.length / 1024)} KB (mã hồ sơ ${reference})` : 'không gửi kèm'}`,
          `Lời nhắn: ${input.message ?? '(không có)'}`,
        ].join('\n'),
        createdAt: now,
      });
      return { reference, duplicate: false };
    });
    if (!result.duplicate) {
      await acknowledge(deps, log, { phone: input.phone, lang: opts.lang, key: 'ack.application', params: { reference: result.reference, job: job.title } });
    }
    return result;
  } catch (err) {
    if (written) await rm(written, { force: true });
    throw err;
  }
}
