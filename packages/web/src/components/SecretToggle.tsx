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
  children,
}: {
  className: string;
  defaultOpen?: boolean;
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
        {open ? t('night.secretHide') : t('night.secretShow')}
      </button>
      {open && children}
    </>
  );
}
