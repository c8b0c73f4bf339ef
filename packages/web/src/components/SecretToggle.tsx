/** @jsxRuntime automatic */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What a seat learnt in the Night, behind one button that every screen has ("tap to see"): the
 * private panel and the log show it the same way.
 */
export function SecretToggle({
  className,
  defaultOpen = false,
  labels,
  children,
}: {
  className: string;
  defaultOpen?: boolean;
  /** The button's words when the secret is not the Night's; still the same on every seat's screen. */
  labels?: { readonly show: string; readonly hide: string };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(defaultOpen);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-pressed={open}
        onClick={() => {
          setOpen(!open);
        }}
      >
        {open ? (labels?.hide ?? t('night.secretHide')) : (labels?.show ?? t('night.secretShow'))}
      </button>
      {open && children}
    </>
  );
}
