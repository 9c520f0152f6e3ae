import { buttonCss } from '../shared/buttonStyle';
import { uploadGuidanceCss } from '../../ui/upload/UploadGuidance';
import { FEED_MAX_WIDTH } from './sizes';

/** Unscoped on purpose: the add and delete dialogs render in a portal outside the layout root. */
export const activityFeedCss = `
${buttonCss}
${uploadGuidanceCss}
.one-activity-feed{display:flex;flex-direction:column;gap:16px;width:100%;max-width:${FEED_MAX_WIDTH}px;margin:0 auto;font-family:var(--one-font-body,system-ui,sans-serif);color:var(--one-foreground,#0f172a)}
.one-activity-feed-actions{display:flex;justify-content:flex-end}
.one-activity-feed-not-owner{white-space:normal;text-align:left}
.one-activity-feed-status{margin:0;padding:32px 16px;text-align:center;color:var(--one-muted-foreground,#64748b);border:1px dashed var(--one-border,#e2e8f0);border-radius:var(--one-radius-card,8px)}
.one-activity-feed-error{color:var(--one-destructive,#ef4444);border-color:currentColor}
.one-activity-feed-list{display:flex;flex-direction:column;gap:16px;margin:0;padding:0;list-style:none}
.one-activity-card{overflow:hidden;background:var(--one-bg-card,#fff);border:1px solid var(--one-border-card,#e2e8f0);border-radius:var(--one-radius-card,8px)}
.one-activity-card[data-status=PENDING]{opacity:.85}
.one-activity-image{position:relative;background:var(--one-muted,#f1f5f9)}
.one-activity-image img{display:block;width:100%;max-height:560px;object-fit:cover}
.one-activity-pending{position:absolute;inset:0;display:flex;align-items:center;justify-content:center;gap:8px;background:rgba(15,23,42,.45);color:#fff;font-size:14px;font-weight:600}
.one-activity-pending-inline{position:static;padding:12px;background:var(--one-muted,#f1f5f9);color:var(--one-muted-foreground,#475569)}
.one-activity-pending svg{width:20px;height:20px}
.one-activity-card-body{display:flex;flex-direction:column;gap:6px;padding:var(--one-padding-card,12px) calc(var(--one-padding-card,12px) + 4px)}
.one-activity-title{margin:0;font-size:17px;line-height:1.3;font-family:var(--one-font-heading,inherit);overflow-wrap:anywhere}
.one-activity-caption{margin:0;white-space:pre-line;line-height:1.5;overflow-wrap:anywhere}
.one-activity-location{display:flex;align-items:center;gap:4px;margin:0;font-size:13px;color:var(--one-muted-foreground,#64748b)}
.one-activity-location svg{width:14px;height:14px;flex:none}
.one-activity-meta{display:flex;align-items:center;justify-content:space-between;gap:8px;font-size:13px;color:var(--one-muted-foreground,#64748b)}
.one-activity-delete{display:inline-flex;padding:6px;border:0;border-radius:6px;background:none;color:inherit;cursor:pointer}
.one-activity-delete:hover{color:var(--one-destructive,#ef4444);background:var(--one-muted,#f1f5f9)}
.one-activity-delete:focus-visible{outline:2px solid var(--one-primary,#3b82f6)}
.one-activity-delete svg{width:16px;height:16px}
.one-activity-menu{position:relative;display:inline-flex}
.one-activity-menu-list{position:absolute;right:0;bottom:100%;z-index:5;list-style:none;margin:0 0 4px;padding:4px;min-width:160px;background:var(--one-bg-card,#fff);color:var(--one-foreground,#0f172a);border:1px solid var(--one-border-card,#e2e8f0);border-radius:8px;box-shadow:0 8px 24px rgba(0,0,0,.15)}
.one-activity-menu-list button{display:block;width:100%;text-align:left;padding:8px 10px;border:0;border-radius:6px;background:none;color:inherit;font:inherit;cursor:pointer}
.one-activity-menu-list button:hover,.one-activity-menu-list button:focus-visible{background:var(--one-muted,#f1f5f9)}
.one-activity-menu-list button[aria-disabled="true"]{cursor:default;opacity:.7}
.one-activity-awaiting{display:flex;flex-direction:column;gap:2px;margin:0;padding:8px 12px;font-size:13px;background:var(--one-muted,#f1f5f9);color:var(--one-foreground,#0f172a);border-bottom:1px solid var(--one-border-card,#e2e8f0)}
.one-activity-previous{margin:0 0 4px;font-size:12px;color:var(--one-muted-foreground,#64748b)}
.one-activity-feed-pages{display:flex;align-items:center;justify-content:space-between;gap:8px;font-size:14px}
.one-activity-feed-page{color:var(--one-muted-foreground,#64748b)}
.one-skeleton-bar{height:12px;border-radius:6px;background:linear-gradient(90deg,var(--one-muted,#eef2f6) 25%,color-mix(in srgb,var(--one-muted,#eef2f6) 60%,#fff) 50%,var(--one-muted,#eef2f6) 75%);background-size:200% 100%;animation:one-skeleton 1.4s ease-in-out infinite}
.one-skeleton-image{height:180px;border-radius:0}
.one-activity-skeleton .one-activity-card-body{gap:10px}
.one-activity-feed-preview{display:flex;flex-direction:column;gap:16px}
@keyframes one-skeleton{0%{background-position:200% 0}100%{background-position:-200% 0}}
.one-spin{animation:one-spin 1s linear infinite}
@keyframes one-spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.one-spin,.one-skeleton-bar{animation:none}}
.one-activity-form,.one-activity-form *,.one-activity-form *::before,.one-activity-form *::after,.one-activity-feed-dialog *{box-sizing:border-box}
.one-activity-form{display:flex;flex-direction:column;gap:16px}
.one-activity-form-message,.one-activity-dialog-text{margin:0 0 4px;color:var(--one-muted-foreground,#475569);line-height:1.5}
.one-activity-field{display:flex;flex-direction:column;gap:6px}
.one-activity-label{font-weight:600;font-size:14px}
.one-activity-help{margin:0;font-size:13px;color:var(--one-muted-foreground,#64748b)}
.one-activity-error{margin:0;font-size:13px;color:var(--one-destructive,#ef4444);font-weight:500}
.one-activity-input{width:100%;padding:10px 12px;font:inherit;font-size:15px;color:inherit;background:var(--one-background,#fff);border:1px solid var(--one-border-input,#cbd5e1);border-radius:var(--one-radius-button,6px)}
.one-activity-input:focus{outline:2px solid var(--one-primary,#3b82f6);outline-offset:1px}
.one-activity-input[aria-invalid=true]{border-color:var(--one-destructive,#ef4444)}
textarea.one-activity-input{resize:vertical;min-height:96px}
.one-activity-dropzone{display:flex;flex-wrap:wrap;align-items:center;justify-content:center;gap:6px;padding:28px 16px;border:2px dashed var(--one-border-input,#cbd5e1);border-radius:var(--one-radius-card,8px);color:var(--one-muted-foreground,#64748b);text-align:center;font-size:14px}
.one-activity-dropzone[data-invalid]{border-color:var(--one-destructive,#ef4444)}
.one-activity-dropzone[data-dragging]{border-color:var(--one-primary,#3b82f6);background:color-mix(in srgb,var(--one-primary,#3b82f6) 6%,transparent)}
.one-activity-dropzone svg{width:22px;height:22px}
.one-activity-browse{padding:0;border:0;background:none;color:var(--one-primary,#3b82f6);font:inherit;font-weight:600;text-decoration:underline;cursor:pointer}
.one-activity-browse:focus-visible{outline:2px solid var(--one-primary,#3b82f6);outline-offset:2px}
.one-activity-image-preview{position:relative;border-radius:var(--one-radius-card,8px);overflow:hidden;background:var(--one-muted,#f1f5f9)}
.one-activity-image-preview img{display:block;width:100%;max-height:280px;object-fit:contain}
.one-activity-image-remove{position:absolute;top:8px;right:8px;display:inline-flex;padding:6px;border:0;border-radius:999px;background:rgba(15,23,42,.7);color:#fff;cursor:pointer}
.one-activity-image-remove svg{width:16px;height:16px}
.one-activity-dialog-actions{display:flex;justify-content:flex-end;gap:8px;flex-wrap:wrap}
.one-button.one-button-danger{--one-btn-bg:var(--one-destructive,#ef4444);--one-btn-color:var(--one-destructive-foreground,#fff);--one-btn-v-bg:var(--one-destructive,#ef4444);--one-btn-v-color:var(--one-destructive-foreground,#fff);--one-btn-v-hover-bg:color-mix(in srgb,var(--one-destructive,#ef4444) 86%,#000)}
`;
