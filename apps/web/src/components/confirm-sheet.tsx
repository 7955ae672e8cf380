/**
 * "Are you sure?" for an action a stray tap must not do (cancel a withdrawal, sign out a device): a
 * bottom sheet with what will happen, "Batal" and the red confirm button. Escape, the backdrop and
 * "Batal" keep things as they were; focus starts on "Batal", so Enter alone never confirms.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BottomSheet } from './bottom-sheet.tsx';
import { Button } from './button.tsx';

interface ConfirmSheetProps {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmSheet({ open, title, body, confirmLabel, busy = false, onConfirm, onClose }: ConfirmSheetProps) {
  return (
    <BottomSheet open={open} onClose={onClose} title={title} testId="confirm-sheet">
      <ConfirmBody body={body} confirmLabel={confirmLabel} busy={busy} onConfirm={onConfirm} onClose={onClose} />
    </BottomSheet>
  );
}

function ConfirmBody({ body, confirmLabel, busy, onConfirm, onClose }: Omit<ConfirmSheetProps, 'open' | 'title'>) {
  const { t } = useTranslation();
  const buttons = useRef<HTMLDivElement>(null);
  // "Batal" takes the focus after the sheet gave it to its panel (the sheet's effect runs after this one's).
  useEffect(() => {
    const frame = requestAnimationFrame(() => buttons.current?.querySelector('button')?.focus({ preventScroll: true }));
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <>
      <p className="text-sm leading-relaxed text-muted">{body}</p>
      <div ref={buttons} className="mt-6 grid grid-cols-2 gap-3">
        <Button variant="secondary" onClick={onClose} disabled={busy} data-testid="confirm-sheet-dismiss">
          {t('common.cancel')}
        </Button>
        <Button
          className="!border-0 !bg-danger !text-white hover:!brightness-110"
          variant="danger"
          loading={busy}
          onClick={onConfirm}
          data-testid="confirm-sheet-confirm"
        >
          {confirmLabel}
        </Button>
      </div>
    </>
  );
}
