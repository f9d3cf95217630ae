import { addDays, isoWeekday, mondayOf, zonedToday } from '@shine/shared';
import type { TAffectedBooking, TBookingResolution, TRosterStylist, TShiftPlan } from '@shine/shared/schemas/roster';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { now } from '../../../lib/clock';
import { useTranslation } from '../../../lib/i18n';
import { useAdminSalons } from '../api/admin-data';
import {
  type ShiftWrite,
  useBuildWeek,
  useContactList,
  useDecideLeave,
  useLeaveRequests,
  useRequestLeave,
  useRosterWeek,
  useSetShift,
  useSetTemplate,
} from '../api/ops-data';
import { EntityHistory } from '../components/entity-history';
import { Loading, SaveStatus } from '../components/save-status';
import styles from '../components/backoffice.module.css';
import { hhMmToMinutes, minutesToHhMm } from '../model/admin-context';
import ops from './ops.module.css';

type Editing = { person: TRosterStylist; date?: string; weekday: number };
type Pending = { retry: (resolutions: TBookingResolution[]) => void; bookings: TAffectedBooking[] };

const shortDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;
const WEEKDAYS_FROM_MONDAY = [1, 2, 3, 4, 5, 6, 0];

/** The bookings a change would orphan, from its 409. */
const affectedOf = (error: unknown): TAffectedBooking[] | undefined =>
  error instanceof ApiError && error.code === 'ROSTER_BOOKINGS_AFFECTED' ? (error.body?.bookings as TAffectedBooking[] | undefined) : undefined;

/** The week grid of a salon (stylists × days) with its weekly template, leaves and the call list. */
export function Section() {
  const { t } = useTranslation('backoffice');
  const salons = useAdminSalons();
  const [chosenSalon, setSalon] = useState<number>();
  const salonId = chosenSalon ?? salons.data?.[0]?.id;
  const [week, setWeek] = useState(() => mondayOf(zonedToday(now())));
  const [mode, setMode] = useState<'week' | 'template'>('week');
  const [editing, setEditing] = useState<Editing>();
  const [pending, setPending] = useState<Pending>();
  const grid = useRosterWeek(salonId, week);
  if (!salons.data) return <Loading error={salons.error} />;
  return (
    <div className={styles.section}>
      <h1 className={styles.heading}>{t('sections.roster')}</h1>
      <div className={styles.row}>
        {salons.data.length > 1 && (
          <label className={styles.field}>
            {t('roster.salon')}
            <select className={styles.input} value={salonId} onChange={(e) => (setSalon(Number(e.target.value)), setEditing(undefined))}>
              {salons.data.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.id} · {s.name}
                </option>
              ))}
            </select>
          </label>
        )}
        <div className={ops.tabs} role="group" aria-label={t('sections.roster')}>
          <button
            type="button"
            className={`btn ${mode === 'week' ? 'btn-accent' : 'btn-outline'} ${styles.button}`}
            aria-pressed={mode === 'week'}
            onClick={() => setMode('week')}
          >
            {t('roster.weekView')}
          </button>
          <button
            type="button"
            className={`btn ${mode === 'template' ? 'btn-accent' : 'btn-outline'} ${styles.button}`}
            aria-pressed={mode === 'template'}
            onClick={() => setMode('template')}
          >
            {t('roster.templateView')}
          </button>
        </div>
      </div>
      {mode === 'week' && (
        <div className={styles.row}>
          <button type="button" className={`btn btn-outline ${styles.button}`} onClick={() => setWeek(addDays(week, -7))}>
            {t('roster.prevWeek')}
          </button>
          <h2 className={ops.weekTitle}>{t('roster.week', { from: shortDate(week), to: shortDate(addDays(week, 6)) })}</h2>
          <button type="button" className={`btn btn-outline ${styles.button}`} onClick={() => setWeek(addDays(week, 7))}>
            {t('roster.nextWeek')}
          </button>
          {salonId !== undefined && <BuildWeek salonId={salonId} week={week} onAffected={setPending} />}
        </div>
      )}
      {!grid.data ? (
        <Loading error={grid.error} />
      ) : (
        <RosterGrid
          mode={mode}
          dates={grid.data.dates}
          people={grid.data.stylists}
          salonId={grid.data.salonId}
          onEdit={(e) => (setEditing(e), setPending(undefined))}
        />
      )}
      {pending && <AffectedBookings pending={pending} people={grid.data?.stylists ?? []} onDone={() => setPending(undefined)} />}
      {editing && salonId !== undefined && (
        <ShiftEditor
          key={`${editing.person.staffId}-${editing.date ?? editing.weekday}-${mode}`}
          salonId={salonId}
          editing={editing}
          template={mode === 'template'}
          onAffected={setPending}
          onClose={() => setEditing(undefined)}
        />
      )}
      {salonId !== undefined && <Leaves salonId={salonId} people={grid.data?.stylists ?? []} onAffected={setPending} />}
      {salonId !== undefined && <ContactList salonId={salonId} />}
    </div>
  );
}

/** The roster's texts of a day: its weekday's short name, a shift as "08:30–16:30, nghỉ 12:00–13:00". */
function useDayTexts() {
  const { t } = useTranslation('backoffice');
  const dayName = (weekday: number) => t(`roster.weekdays.${weekday}` as 'roster.weekdays.0');
  const shiftText = (shift: TShiftPlan | null | undefined) => {
    if (!shift) return t('roster.off');
    const text = `${minutesToHhMm(shift.start)}–${minutesToHhMm(shift.end)}`;
    const breaks = shift.breaks.map((b) => t('roster.breakShort', { from: minutesToHhMm(b.start), to: minutesToHhMm(b.end) }));
    return [text, ...breaks].join(', ');
  };
  return { dayName, shiftText };
}

function RosterGrid({
  mode,
  dates,
  people,
  salonId,
  onEdit,
}: {
  mode: 'week' | 'template';
  dates: string[];
  people: TRosterStylist[];
  salonId: number;
  onEdit: (e: Editing) => void;
}) {
  const { t } = useTranslation('backoffice');
  const { dayName, shiftText } = useDayTexts();
  const columns =
    mode === 'week'
      ? dates.map((d) => ({ key: d, date: d as string | undefined, weekday: isoWeekday(d) }))
      : WEEKDAYS_FROM_MONDAY.map((w) => ({ key: String(w), date: undefined, weekday: w }));
  return (
    <div className={ops.gridWrap}>
      <table className={`${styles.table} ${ops.grid}`} data-testid="roster-grid">
        <thead>
          <tr>
            <th scope="col">{t('roster.person')}</th>
            {columns.map((c) => (
              <th key={c.key} scope="col">
                {dayName(c.weekday)} {c.date ? shortDate(c.date) : ''}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {people.map((p) => (
            <tr key={p.staffId}>
              <th scope="row">
                {p.name}
                <span className={styles.muted}> · {t(`roles.${p.role}`)}</span>
              </th>
              {columns.map((c) => {
                const shift = c.date ? p.shifts[c.date] : p.template[String(c.weekday)];
                const elsewhere = c.date && shift && 'salonId' in shift && shift.salonId !== salonId;
                const count = c.date ? (p.bookings[c.date] ?? 0) : 0;
                const lendable = p.homeSalonId === salonId;
                return (
                  <td key={c.key} className={shift ? ops.on : ops.off}>
                    <button
                      type="button"
                      className={ops.cell}
                      disabled={!lendable}
                      aria-label={`${p.name} · ${dayName(c.weekday)} ${c.date ? shortDate(c.date) : ''}: ${shiftText(shift)}`}
                      onClick={() => onEdit({ person: p, date: c.date, weekday: c.weekday })}
                    >
                      <span>{elsewhere ? t('roster.lent', { salon: (shift as { salonId: number }).salonId }) : shiftText(shift)}</span>
                      {count > 0 && <span className={ops.count}>{t('roster.bookings', { count })}</span>}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function readShift(form: FormData): TShiftPlan | null {
  if (form.get('off') === 'on') return null;
  const breaks =
    form.get('breakStart') && form.get('breakEnd')
      ? [{ start: hhMmToMinutes(String(form.get('breakStart'))), end: hhMmToMinutes(String(form.get('breakEnd'))) }]
      : [];
  return { start: hhMmToMinutes(String(form.get('start'))), end: hhMmToMinutes(String(form.get('end'))), breaks };
}

function ShiftEditor({
  salonId,
  editing,
  template,
  onAffected,
  onClose,
}: {
  salonId: number;
  editing: Editing;
  template: boolean;
  onAffected: (p: Pending) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('backoffice');
  const setShift = useSetShift(salonId);
  const setTemplate = useSetTemplate(salonId);
  const { dayName } = useDayTexts();
  const { person, date, weekday } = editing;
  const current = date ? person.shifts[date] : person.template[String(weekday)];
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const shift = readShift(form);
    if (template || !date) {
      setTemplate.mutate({ staffId: person.staffId, weekday, shift }, { onSuccess: onClose });
      return;
    }
    const at = Number(form.get('atSalon') || salonId);
    const write = (resolutions: TBookingResolution[]) => {
      const body: ShiftWrite = { staffId: person.staffId, date, shift, resolutions, ...(at !== salonId ? { atSalonId: at } : {}) };
      setShift.mutate(body, {
        onSuccess: onClose,
        onError: (error) => {
          const bookings = affectedOf(error);
          if (bookings) onAffected({ bookings, retry: write });
        },
      });
    };
    write([]);
  };
  const state = template ? setTemplate : setShift;
  const title = template
    ? t('roster.editTemplateTitle', { name: person.name, day: dayName(weekday) })
    : t('roster.editTitle', { name: person.name, day: `${dayName(weekday)} ${shortDate(date!)}` });
  const firstBreak = current?.breaks[0];
  return (
    <form className={`${styles.panel} ${styles.form}`} onSubmit={submit} aria-label={title}>
      <h2 className={styles.subheading}>{title}</h2>
      <div className={styles.row}>
        <label className={styles.field}>
          {t('roster.start')}
          <input className={styles.input} type="time" name="start" step={600} defaultValue={minutesToHhMm(current?.start ?? 510)} required />
        </label>
        <label className={styles.field}>
          {t('roster.end')}
          <input className={styles.input} type="time" name="end" step={600} defaultValue={minutesToHhMm(current?.end ?? 990)} required />
        </label>
        <label className={styles.field}>
          {t('roster.breakStart')}
          <input className={styles.input} type="time" name="breakStart" step={600} defaultValue={firstBreak ? minutesToHhMm(firstBreak.start) : ''} />
        </label>
        <label className={styles.field}>
          {t('roster.breakEnd')}
          <input className={styles.input} type="time" name="breakEnd" step={600} defaultValue={firstBreak ? minutesToHhMm(firstBreak.end) : ''} />
        </label>
        <label className={ops.check}>
          <input type="checkbox" name="off" defaultChecked={current === null} />
          {t('roster.dayOff')}
        </label>
        {!template && person.role === 'stylist' && (
          <label className={styles.field}>
            {t('roster.atSalon')}
            <input
              className={styles.input}
              name="atSalon"
              inputMode="numeric"
              defaultValue={current && 'salonId' in current && current.salonId !== salonId ? String(current.salonId) : ''}
            />
          </label>
        )}
      </div>
      <div className={styles.row}>
        <button type="submit" className={`btn btn-accent ${styles.button}`} disabled={state.isPending}>
          {t('save')}
        </button>
        <button type="button" className={`btn btn-outline ${styles.button}`} onClick={onClose}>
          {t('cancel')}
        </button>
      </div>
      {!affectedOf(state.error) && <SaveStatus state={state} />}
      <EntityHistory entity={template ? 'shiftTemplate' : 'staffShift'} entityId={template ? `${person.staffId}:${weekday}` : `${person.staffId}@${date}`} />
    </form>
  );
}

function BuildWeek({ salonId, week, onAffected }: { salonId: number; week: string; onAffected: (p: Pending) => void }) {
  const { t } = useTranslation('backoffice');
  const build = useBuildWeek(salonId);
  const run = (resolutions: TBookingResolution[]) =>
    build.mutate(
      { week, resolutions },
      {
        onError: (error) => {
          const bookings = affectedOf(error);
          if (bookings) onAffected({ bookings, retry: run });
        },
      },
    );
  return (
    <>
      <button type="button" className={`btn btn-accent ${styles.button}`} disabled={build.isPending} onClick={() => run([])}>
        {t('roster.build')}
      </button>
      {build.isSuccess && (
        <p className={ops.done} role="status">
          {t('roster.built', { count: build.data.shiftsChanged })}
        </p>
      )}
      {build.error && !affectedOf(build.error) && <SaveStatus state={build} />}
    </>
  );
}

/** The 409's bookings: for each, move to a free stylist or put on the call list, then the change again. */
function AffectedBookings({ pending, people, onDone }: { pending: Pending; people: TRosterStylist[]; onDone: () => void }) {
  const { t } = useTranslation('backoffice');
  const nameOf = (id: number) => people.find((p) => p.staffId === id)?.name ?? `#${id}`;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const resolutions = pending.bookings.map((b): TBookingResolution => {
      const choice = String(form.get(`b${b.bookingId}`) ?? 'contact');
      return choice === 'contact' ? { bookingId: b.bookingId, action: 'contact' } : { bookingId: b.bookingId, action: 'move', toStylistId: Number(choice) };
    });
    pending.retry(resolutions);
    onDone();
  };
  return (
    <form className={`${styles.panel} ${styles.form}`} onSubmit={submit} aria-label={t('roster.affectedTitle', { count: pending.bookings.length })}>
      <p className={styles.error} role="alert">
        {t('roster.affectedTitle', { count: pending.bookings.length })}
      </p>
      <table className={styles.table}>
        <tbody>
          {pending.bookings.map((b) => (
            <tr key={b.bookingId}>
              <th scope="row">
                {shortDate(b.date)} {new Date(b.startAt).toLocaleTimeString('vi-VN', { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Ho_Chi_Minh' })} ·{' '}
                {b.customerName ?? t('roster.customer')} · {nameOf(b.stylistId)}
              </th>
              <td>
                <select
                  className={styles.input}
                  name={`b${b.bookingId}`}
                  aria-label={`${t('roster.customer')} ${b.bookingId}`}
                  defaultValue={b.freeStylistIds[0] !== undefined ? String(b.freeStylistIds[0]) : 'contact'}
                >
                  {b.freeStylistIds.map((id) => (
                    <option key={id} value={id}>
                      {t('roster.moveTo', { name: nameOf(id) })}
                    </option>
                  ))}
                  <option value="contact">{t('roster.contact')}</option>
                </select>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="submit" className={`btn btn-accent ${styles.button}`}>
        {t('roster.confirm')}
      </button>
    </form>
  );
}

function Leaves({ salonId, people, onAffected }: { salonId: number; people: TRosterStylist[]; onAffected: (p: Pending) => void }) {
  const { t } = useTranslation('backoffice');
  const leaves = useLeaveRequests(salonId);
  const ask = useRequestLeave(salonId);
  const decide = useDecideLeave(salonId);
  const own = people.filter((p) => p.homeSalonId === salonId);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    ask.mutate({
      staffId: Number(form.get('staffId')),
      from: String(form.get('from')),
      to: String(form.get('to')),
      reason: String(form.get('reason') ?? '').trim(),
    });
  };
  const decideOne = (id: number, approve: boolean) => {
    const run = (resolutions: TBookingResolution[]) =>
      decide.mutate(
        { id, approve, resolutions },
        {
          onError: (error) => {
            const bookings = affectedOf(error);
            if (bookings) onAffected({ bookings, retry: run });
          },
        },
      );
    run([]);
  };
  return (
    <section className={styles.panel} aria-labelledby="roster-leaves">
      <h2 id="roster-leaves" className={styles.subheading}>
        {t('roster.leaves')}
      </h2>
      {!leaves.data ? (
        <Loading error={leaves.error} />
      ) : leaves.data.length === 0 ? (
        <p className={styles.muted}>{t('roster.noLeaves')}</p>
      ) : (
        <table className={styles.table}>
          <tbody>
            {leaves.data.map((l) => (
              <tr key={l.id}>
                <th scope="row">{l.staffName}</th>
                <td>
                  {shortDate(l.from)} – {shortDate(l.to)}
                </td>
                <td>{l.reason}</td>
                <td>{t(`roster.leaveStatus.${l.status}`)}</td>
                <td>
                  {l.status === 'pending' && (
                    <span className={styles.row}>
                      <button type="button" className={`btn btn-accent ${styles.button}`} onClick={() => decideOne(l.id, true)} disabled={decide.isPending}>
                        {t('roster.approve')}
                      </button>
                      <button type="button" className={`btn btn-outline ${styles.button}`} onClick={() => decideOne(l.id, false)} disabled={decide.isPending}>
                        {t('roster.reject')}
                      </button>
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {decide.error && !affectedOf(decide.error) && <SaveStatus state={decide} />}
      <form className={`${styles.form}`} onSubmit={submit} aria-label={t('roster.addLeave')}>
        <div className={styles.row}>
          <label className={styles.field}>
            {t('roster.person')}
            <select className={styles.input} name="staffId">
              {own.map((p) => (
                <option key={p.staffId} value={p.staffId}>
                  {p.name}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            {t('roster.from')}
            <input className={styles.input} type="date" name="from" required />
          </label>
          <label className={styles.field}>
            {t('roster.to')}
            <input className={styles.input} type="date" name="to" required />
          </label>
          <label className={styles.field}>
            {t('roster.reason')}
            <input className={styles.input} name="reason" maxLength={300} required />
          </label>
          <button type="submit" className={`btn btn-outline ${styles.button}`} disabled={ask.isPending}>
            {t('roster.addLeave')}
          </button>
        </div>
        <SaveStatus state={ask} />
      </form>
    </section>
  );
}

function ContactList({ salonId }: { salonId: number }) {
  const { t } = useTranslation('backoffice');
  const list = useContactList(salonId);
  return (
    <section className={styles.panel} aria-labelledby="roster-contacts">
      <h2 id="roster-contacts" className={styles.subheading}>
        {t('roster.contacts')}
      </h2>
      {!list.data ? (
        <Loading error={list.error} />
      ) : list.data.length === 0 ? (
        <p className={styles.muted}>{t('roster.noContacts')}</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('roster.when')}</th>
              <th scope="col">{t('roster.customer')}</th>
              <th scope="col">{t('roster.phone')}</th>
              <th scope="col">{t('roster.reason')}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.map((c) => (
              <tr key={c.id}>
                <td>
                  {new Date(c.startAt).toLocaleString('vi-VN', {
                    timeZone: 'Asia/Ho_Chi_Minh',
                    hour: '2-digit',
                    minute: '2-digit',
                    day: '2-digit',
                    month: '2-digit',
                  })}
                </td>
                <td>{c.customerName ?? '—'}</td>
                <td>{c.phone ?? '—'}</td>
                <td>{c.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
