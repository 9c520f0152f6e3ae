import Check from 'lucide-react/icons/check';
import Copy from 'lucide-react/icons/copy';
import { useEffect, useState } from 'react';
import { showToast } from '../../ui/toast/toastStore';
import { COPIED_MS, COPY_TOAST_MS, REGISTRATION_TEXT } from './messages';
import { t } from '../../i18n/i18n';

/** The discount code with a copy button: copied for 2 s, or a 'Copy failed' toast (blocks.md). */
export function DiscountCode({ code }: { code: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch {
      showToast({
        title: REGISTRATION_TEXT.copyFailedTitle,
        description: REGISTRATION_TEXT.copyFailedDescription,
        variant: 'destructive',
        duration: COPY_TOAST_MS,
      });
    }
  }

  return (
    <div className="one-registration-discount">
      <span className="one-registration-discount-label" id="one-registration-discount-label">
        {t('registration.discountLabel')}
      </span>
      <div className="one-registration-discount-row">
        <code
          className="one-registration-discount-code"
          aria-labelledby="one-registration-discount-label"
        >
          {code}
        </code>
        <button type="button" className="one-registration-copy" onClick={() => void copy()}>
          {copied ? <Check size={16} aria-hidden="true" /> : <Copy size={16} aria-hidden="true" />}
          {/* The visible word is the name ("Copy discount code" / "Copied! discount code"), so
              the copied state is found, and heard, once. */}
          <span>{copied ? t('registration.copied') : t('registration.copy')}</span>{' '}
          <span className="one-sr-only">{t('registration.discountCode')}</span>
        </button>
      </div>
      <span role="status" className="one-sr-only">
        {copied ? t('registration.onClipboard') : ''}
      </span>
    </div>
  );
}
