import { type ReactNode, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { describeOpener, isTopModalLayer, openerNow, pushModalLayer } from './modal-stack';

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** Role `alertdialog` for confirmations that interrupt. */
  role?: 'dialog' | 'alertdialog';
  /** A wider window for long forms; the content scrolls inside the window either way. */
  wide?: boolean;
}

const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab go round the window's controls, from wherever the focus is. */
function keepTabInside(event: KeyboardEvent, panel: HTMLElement) {
  const items = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const [first, last] = [items[0] ?? panel, items[items.length - 1] ?? panel];
  const active = document.activeElement;
  if (!panel.contains(active)) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  } else if (event.shiftKey && (active === first || active === panel)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A modal window: focus moves in and stays in (the page behind is inert), Escape closes from
 * wherever the focus is, a focus lost inside (a control removed or disabled) comes back to the
 * window, and on closing the focus returns to the control that opened it.
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  footer,
  role = 'dialog',
  wide = false,
}: ModalProps) {
  const intl = useIntl();
  const titleId = useId();
  const layer = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  const opener = useRef<ReturnType<typeof describeOpener>>(undefined);

  // Before the page behind turns inert (which would take the focus from it), the opener is noted.
  useLayoutEffect(() => {
    if (!open || !layer.current) return undefined;
    opener.current = describeOpener();
    return pushModalLayer(layer.current);
  }, [open]);

  useEffect(() => {
    const [overlay, window_] = [layer.current, panel.current];
    if (!open || !overlay || !window_) return undefined;
    (window_.querySelector<HTMLElement>(FOCUSABLE) ?? window_).focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTopModalLayer(overlay) || event.defaultPrevented) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        close.current();
      } else if (event.key === 'Tab') keepTabInside(event, window_);
    };
    // A control removed or disabled drops the focus to the page's body: it comes back to the window.
    const rescue = () => {
      const active = document.activeElement;
      if (window_.isConnected && isTopModalLayer(overlay) && (!active || active === document.body))
        window_.focus();
    };
    const observer = new MutationObserver(rescue);
    observer.observe(window_, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['disabled', 'hidden', 'inert'],
    });
    const onFocusOut = () => window.setTimeout(rescue, 0);
    document.addEventListener('keydown', onKeyDown);
    window_.addEventListener('focusout', onFocusOut);
    return () => {
      observer.disconnect();
      document.removeEventListener('keydown', onKeyDown);
      window_.removeEventListener('focusout', onFocusOut);
      // After the page is drawn again: the opener may have been drawn anew with its list.
      openerNow(opener.current)?.focus();
    };
  }, [open]);

  if (!open) return null;

  return createPortal(
    <div
      ref={layer}
      role="presentation"
      className="fixed inset-0 z-50 flex items-center justify-center bg-black/50 p-4"
      onMouseDown={(e) => e.target === e.currentTarget && onClose()}
    >
      <div
        ref={panel}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`flex max-h-[calc(100vh-2rem)] w-full flex-col rounded bg-white shadow-xl focus:outline-none ${wide ? 'max-w-3xl' : 'max-w-lg'}`}
      >
        <div className="flex items-start justify-between border-b border-gray-200 px-5 py-4">
          <h2 id={titleId} className="text-lg font-semibold text-secondary">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={intl.formatMessage({ id: 'common.close' })}
            className="rounded p-1 text-gray-700 hover:bg-gray-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-primary"
          >
            <svg aria-hidden viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
              <path d="M5.3 4 10 8.7 14.7 4 16 5.3 11.3 10l4.7 4.7-1.3 1.3L10 11.3 5.3 16 4 14.7 8.7 10 4 5.3z" />
            </svg>
          </button>
        </div>
        <div className="min-h-0 overflow-y-auto px-5 py-4">{children}</div>
        {footer && (
          <div className="flex justify-end gap-2 border-t border-gray-200 px-5 py-3">{footer}</div>
        )}
      </div>
    </div>,
    document.body,
  );
}
