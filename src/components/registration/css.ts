import { signInCss } from '../../ui/auth/SignInForm';
import { buttonCss } from '../shared/buttonStyle';

/** Static CSS of the registration block and its dialog (every class starts with one-). */
export const registrationCss = `
${buttonCss}
${signInCss}
.one-registration-pending{visibility:hidden}
[data-island-waits] .one-registration-trigger.one-registration-pending{visibility:visible}
.one-registration{font-family:var(--one-font-body,system-ui,sans-serif);color:var(--one-foreground,#0f172a)}
.one-registration-static{background:var(--one-bg-card,#fff);border:1px solid var(--one-border-card,#e2e8f0);border-radius:var(--one-radius-card,4px);padding:var(--one-padding-card,12px)}
.one-registration-step{display:flex;flex-direction:column;gap:12px}
.one-registration-title{margin:0;font-family:var(--one-font-heading,inherit);font-size:20px;line-height:1.3}
.one-registration-message{margin:0;line-height:1.5}
.one-registration-muted{margin:0;font-size:14px;color:var(--one-muted-foreground,#64748b)}
.one-registration-image{display:block;max-width:100%;max-height:200px;object-fit:contain;border-radius:var(--one-radius-card,4px)}
.one-registration-loading{flex-direction:row;align-items:center;gap:8px;padding:16px 0;color:var(--one-muted-foreground,#64748b)}
.one-registration-spinner{animation:one-registration-spin 1s linear infinite}
@keyframes one-registration-spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.one-registration-spinner{animation:none}}
.one-registration-form{display:flex;flex-direction:column;gap:12px}
.one-registration-field{display:flex;flex-direction:column;gap:4px}
.one-registration-label{font-weight:600;font-size:14px}
.one-registration-input{font:inherit;font-size:16px;padding:10px 12px;min-height:44px;box-sizing:border-box;width:100%;border:1px solid var(--one-border-input,#cbd5e1);border-radius:var(--one-radius-button,4px);background:var(--one-background,#fff);color:inherit}
.one-registration-input:focus-visible{outline:2px solid var(--one-primary,#3b82f6);outline-offset:1px}
.one-registration-input[aria-invalid=true]{border-color:var(--one-destructive,#ef4444)}
.one-registration-error{margin:0;font-size:14px;color:var(--one-destructive,#ef4444)}
.one-registration-consents{border:0;margin:0;padding:0;display:flex;flex-direction:column;gap:10px}
.one-registration-consent{display:flex;gap:10px;align-items:flex-start;line-height:1.4;font-size:14px}
.one-registration-consent-label strong{display:block;margin-bottom:2px}
.one-registration-checkbox{width:20px;height:20px;margin:0;flex:none;accent-color:var(--one-primary,#3b82f6)}
.one-registration-link,.one-registration-linkbutton{color:var(--one-primary,#3b82f6);text-decoration:underline;background:none;border:0;padding:0;font:inherit;cursor:pointer}
.one-registration-button{display:inline-flex;align-items:center;justify-content:center;gap:8px;font:inherit;font-weight:600;min-height:44px;padding:10px 16px;border:1px solid transparent;border-radius:var(--one-radius-button,4px);background:var(--one-primary,#3b82f6);color:var(--one-primary-foreground,#fff);cursor:pointer;text-decoration:none;box-sizing:border-box}
.one-registration-button:disabled{cursor:default;background:var(--one-muted,#f1f5f9);color:var(--one-muted-foreground,#475569);border-color:var(--one-border,#e2e8f0)}
.one-registration-button:focus-visible,.one-registration-copy:focus-visible{outline:2px solid var(--one-primary,#3b82f6);outline-offset:2px}
.one-registration-button-outline{background:transparent;color:var(--one-foreground,#0f172a);border-color:var(--one-border,#e2e8f0);width:100%}
.one-registration-or{display:flex;align-items:center;gap:8px;color:var(--one-muted-foreground,#64748b);font-size:13px;margin:4px 0}
.one-registration-or::before,.one-registration-or::after{content:"";flex:1;border-top:1px solid var(--one-border,#e2e8f0)}
.one-registration-actions{display:flex;flex-wrap:wrap;gap:8px}
.one-registration-actions .one-registration-button-outline{width:auto}
.one-registration-wallet{display:flex;flex-direction:column;gap:8px}
.one-registration-discount{display:flex;flex-direction:column;gap:6px;padding:12px;border:1px dashed var(--one-border,#cbd5e1);border-radius:var(--one-radius-card,4px);background:var(--one-muted,#f1f5f9)}
.one-registration-discount-label{font-size:13px;color:var(--one-muted-foreground,#64748b)}
.one-registration-discount-row{display:flex;align-items:center;justify-content:space-between;gap:8px;flex-wrap:wrap}
.one-registration-discount-code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:20px;font-weight:700;letter-spacing:.05em;word-break:break-all}
.one-registration-copy{display:inline-flex;align-items:center;gap:6px;font:inherit;font-size:14px;min-height:40px;padding:8px 12px;border:1px solid var(--one-border,#cbd5e1);border-radius:var(--one-radius-button,4px);background:var(--one-background,#fff);color:inherit;cursor:pointer}
.one-registration-trigger{display:inline-flex}
.one-registration-placeholder{padding:16px;border:1px dashed var(--one-border,#cbd5e1);border-radius:var(--one-radius-card,4px);color:var(--one-muted-foreground,#64748b);text-align:center}
.one-registration-dialog .one-sr-only,.one-registration .one-sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
.one-modal:has(.one-registration-dialog) .one-modal-title{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;margin:0}
`;
