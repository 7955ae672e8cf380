/**
 * `/work-order-upload` (Unggah Tiket Bantuan): a support ticket with a subject, a message and up to
 * three images (PNG, JPEG, WebP, at most 2 MB each, SPEC §5), previewed with a remove button each;
 * the form checks type and size before sending and the server checks again. Below, the player's
 * tickets with their images.
 */
import '../strings.ts';
import { ImagePlus, LifeBuoy, MessageSquareText, X } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MAX_TICKET_IMAGE_BYTES,
  MAX_TICKET_IMAGES,
  TICKET_MESSAGE_MAX,
  TICKET_SUBJECT_MAX,
  ticketImageTypes,
} from '@kasino/shared/protocol/protection';
import { Button } from '../../../components/button.tsx';
import { useDocumentTitle } from '../../../components/document-title.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { TextField } from '../../../components/form-field.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { StatusChip, type ChipTone } from '../../../components/status-chip.tsx';
import type { IdResources } from '../../../i18n/id.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { errorToastText } from '../../../lib/api/report-error.ts';
import { formatDateTime } from '../../../lib/format-time.ts';
import { notify } from '../../../lib/toast.ts';
import { useCreateTicket, useTickets, type TicketView } from '../api/tickets.ts';

interface Picked {
  file: File;
  url: string;
}

const statusTone: Record<TicketView['status'], ChipTone> = { open: 'pending', answered: 'success', closed: 'muted' };

export function WorkOrderPage({ entry }: { entry: { title: keyof IdResources['routes'] } }) {
  const { t } = useTranslation();
  const title = t(`routes.${entry.title}`);
  useDocumentTitle(title);
  return (
    <div data-testid="work-order-page">
      <PageHeader title={title} />
      <div className="flex flex-col gap-5 px-4 pt-4 pb-6">
        <TicketForm />
        <MyTickets />
      </div>
    </div>
  );
}

function TicketForm() {
  const { t } = useTranslation();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [images, setImages] = useState<Picked[]>([]);
  const [imageError, setImageError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const create = useCreateTicket();
  const messageId = useId();

  // Previews are object URLs: release them when they go.
  const urls = useRef(new Set<string>());
  useEffect(() => {
    const owned = urls.current;
    return () => owned.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const subjectError = touched && !subject.trim() ? t('support.subject') : undefined;
  const messageError = touched && !message.trim() ? t('support.message') : undefined;

  const addFiles = (files: FileList | null) => {
    setImageError(null);
    const next = [...images];
    for (const file of Array.from(files ?? [])) {
      if (next.length >= MAX_TICKET_IMAGES) {
        setImageError(t('support.tooMany'));
        break;
      }
      if (!(ticketImageTypes as readonly string[]).includes(file.type)) {
        setImageError(t('support.badType', { name: file.name }));
        continue;
      }
      if (file.size > MAX_TICKET_IMAGE_BYTES) {
        setImageError(t('support.tooLarge', { name: file.name }));
        continue;
      }
      const url = URL.createObjectURL(file);
      urls.current.add(url);
      next.push({ file, url });
    }
    setImages(next);
    if (fileInput.current) fileInput.current.value = '';
  };

  const remove = (picked: Picked) => {
    URL.revokeObjectURL(picked.url);
    urls.current.delete(picked.url);
    setImages((list) => list.filter((p) => p !== picked));
    setImageError(null);
  };

  const submit = async () => {
    setTouched(true);
    setFormError(null);
    if (!subject.trim() || !message.trim()) return;
    try {
      await create.mutateAsync({ subject: subject.trim(), message: message.trim(), images: images.map((p) => p.file) });
      notify.success(t('support.sent'));
      images.forEach((p) => URL.revokeObjectURL(p.url));
      setImages([]);
      setSubject('');
      setMessage('');
      setTouched(false);
    } catch (error) {
      setFormError(isApiError(error) ? errorToastText(error) : t('support.loadError'));
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className="flex flex-col gap-4 rounded-3xl border border-line/60 bg-surface-1 p-4"
    >
      <p className="flex gap-2.5 text-[13px] leading-snug text-muted">
        <LifeBuoy className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden="true" />
        {t('support.intro')}
      </p>
      <TextField
        label={t('support.subject')}
        placeholder={t('support.subjectPlaceholder')}
        maxLength={TICKET_SUBJECT_MAX}
        value={subject}
        onChange={(e) => setSubject(e.target.value)}
        error={subjectError}
        data-testid="ticket-subject"
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={messageId} className="text-[13px] font-semibold text-muted">
          {t('support.message')}
        </label>
        <textarea
          id={messageId}
          rows={5}
          maxLength={TICKET_MESSAGE_MAX}
          placeholder={t('support.messagePlaceholder')}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          aria-invalid={messageError ? true : undefined}
          data-testid="ticket-message"
          className={`resize-none rounded-xl border bg-surface-2 px-3.5 py-3 text-[15px] text-fg outline-none transition focus:border-accent focus:ring-2 focus:ring-accent/25 ${messageError ? 'border-danger/70' : 'border-line'}`}
        />
        {messageError && (
          <p role="alert" className="text-[12.5px] font-medium text-danger">
            {messageError}
          </p>
        )}
      </div>

      <div className="flex flex-col gap-2">
        <p className="text-[13px] font-semibold text-muted">{t('support.images', { count: images.length, max: MAX_TICKET_IMAGES })}</p>
        <div className="grid grid-cols-3 gap-2">
          {images.map((picked) => (
            <div
              key={picked.url}
              className="relative aspect-square overflow-hidden rounded-2xl bg-surface-2 ring-1 ring-line"
              data-testid="ticket-preview"
            >
              <img src={picked.url} alt={picked.file.name} className="size-full object-cover" />
              <button
                type="button"
                onClick={() => remove(picked)}
                aria-label={t('support.removeImage', { name: picked.file.name })}
                data-testid="ticket-remove-image"
                className="absolute top-1.5 right-1.5 grid size-7 place-items-center rounded-full bg-black/70 text-white ring-1 ring-white/20 transition hover:bg-danger"
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </div>
          ))}
          {images.length < MAX_TICKET_IMAGES && (
            <label className="flex aspect-square cursor-pointer flex-col items-center justify-center gap-1.5 rounded-2xl border-2 border-dashed border-line bg-surface-2/50 text-[12px] font-semibold text-muted transition hover:border-accent/60 hover:text-accent focus-within:border-accent">
              <ImagePlus className="size-6" aria-hidden="true" />
              {t('support.addImage')}
              <input
                ref={fileInput}
                type="file"
                accept={ticketImageTypes.join(',')}
                multiple
                className="sr-only"
                onChange={(e) => addFiles(e.target.files)}
                data-testid="ticket-images"
              />
            </label>
          )}
        </div>
        {imageError && (
          <p role="alert" className="text-[12.5px] font-medium text-danger" data-testid="ticket-image-error">
            {imageError}
          </p>
        )}
      </div>

      <FormError message={formError ?? undefined} testId="ticket-error" />
      <Button type="submit" size="lg" block loading={create.isPending} data-testid="ticket-submit">
        {t('support.submit')}
      </Button>
    </form>
  );
}

function MyTickets() {
  const { t } = useTranslation();
  const tickets = useTickets();
  const list = useMemo(() => tickets.data?.list ?? [], [tickets.data]);
  return (
    <section aria-labelledby="tickets-title">
      <h2 id="tickets-title" className="mb-2 px-1 text-xs font-bold tracking-wider text-faint uppercase">
        {t('support.mine')}
      </h2>
      {tickets.isPending ? (
        <div className="flex flex-col gap-2" aria-busy="true">
          <Skeleton className="h-20 rounded-2xl" />
          <Skeleton className="h-20 rounded-2xl" />
        </div>
      ) : tickets.isError ? (
        <div className="rounded-2xl border border-line bg-surface-1 p-4 text-center">
          <p className="text-sm text-muted">{t('support.loadError')}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void tickets.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : list.length === 0 ? (
        <EmptyState icon={MessageSquareText} title={t('support.empty')} body={t('support.emptyBody')} testId="tickets-empty" />
      ) : (
        <ul className="flex flex-col gap-2">
          {list.map((ticket) => (
            <li key={ticket.id} className="rounded-2xl border border-line/60 bg-surface-1 p-3.5" data-testid="ticket-row">
              <div className="flex items-start gap-2">
                <p className="min-w-0 flex-1 truncate text-[14.5px] font-bold">{ticket.subject}</p>
                <StatusChip tone={statusTone[ticket.status]}>{t(`support.status.${ticket.status}`)}</StatusChip>
              </div>
              <p className="mt-1 line-clamp-2 text-[13px] text-muted">{ticket.message}</p>
              {ticket.images.length > 0 && (
                <div className="mt-2 flex gap-2">
                  {ticket.images.map((image) => (
                    <a
                      key={image.id}
                      href={image.url}
                      target="_blank"
                      rel="noreferrer"
                      className="block size-14 overflow-hidden rounded-xl ring-1 ring-line"
                    >
                      <img src={image.url} alt="" loading="lazy" className="size-full object-cover" />
                    </a>
                  ))}
                </div>
              )}
              <p className="mt-2 text-[11.5px] text-faint">
                {ticket.id} · {formatDateTime(ticket.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
