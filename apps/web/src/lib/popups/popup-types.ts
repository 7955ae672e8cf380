/** Props every popup body receives from the popup layer. */
export interface PopupBodyProps {
  /** Pops this popup (the same as the close button). */
  onClose: () => void;
  /** Id to put on the body's heading; the dialog is labelled by it. */
  titleId: string;
}
