// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  loadConfig,
  LOCAL_OTP_SEND_LIMITS,
  LOCAL_PUBLISHABLE_KEY,
  LOCAL_SECRET_KEY,
  LOCAL_WRITE_LIMITS,
  OTP_SEND_LIMITS,
  WRITE_LIMITS,
} from '../../server/config';
import { injectRuntimeConfig } from '../../server/static/indexHtml';

describe('server configuration', () => {
  it('defaults: the documented local keys and ./data', () => {
    const config = loadConfig({}, {});
    expect(config.publishableKey).toBe(LOCAL_PUBLISHABLE_KEY);
    expect(config.secretKey).toBe(LOCAL_SECRET_KEY);
    expect(config.dataDir.endsWith('/data')).toBe(true);
    expect(config.development).toBe(true);
  });

  it('refuses to start in production with the public default secret key', () => {
    expect(() => loadConfig({}, { NODE_ENV: 'production' })).toThrow(
      'VITRINE_SECRET_KEY must be set in production',
    );
    expect(
      loadConfig({}, { NODE_ENV: 'production', VITRINE_SECRET_KEY: 'sk_real' }).development,
    ).toBe(false);
  });

  it('sign-in code limits: 5 per e-mail from one address, 20 per address and 20 per e-mail in all where codes are e-mailed, looser on a local server without SMTP, all settable', () => {
    expect(OTP_SEND_LIMITS).toEqual({ perEmail: 5, perAddress: 20, perEmailAllAddresses: 20 });
    expect(loadConfig({}, {}).otpSendLimits).toEqual(LOCAL_OTP_SEND_LIMITS);
    expect(loadConfig({}, { SMTP_URL: 'smtp://mail.example.com' }).otpSendLimits).toEqual(
      OTP_SEND_LIMITS,
    );
    expect(
      loadConfig({}, { NODE_ENV: 'production', VITRINE_SECRET_KEY: 'sk_real' }).otpSendLimits,
    ).toEqual(OTP_SEND_LIMITS);
    expect(
      loadConfig(
        {},
        { OTP_LIMIT_PER_EMAIL: '3', OTP_LIMIT_PER_ADDRESS: '7', OTP_LIMIT_PER_EMAIL_ALL: '9' },
      ).otpSendLimits,
    ).toEqual({ perEmail: 3, perAddress: 7, perEmailAllAddresses: 9 });
    expect(() => loadConfig({}, { OTP_LIMIT_PER_EMAIL: 'lots' })).toThrow(
      'OTP_LIMIT_PER_EMAIL must be a whole number of at least 1.',
    );
  });

  it('public write limits: 120 a minute per address and 6000 per key where mail is real, looser locally, settable; analytics kept 90 days', () => {
    expect(WRITE_LIMITS).toEqual({ perAddress: 120, perKey: 6000 });
    expect(loadConfig({}, {}).writeLimits).toEqual(LOCAL_WRITE_LIMITS);
    expect(loadConfig({}, { SMTP_URL: 'smtp://mail.example.com' }).writeLimits).toEqual(
      WRITE_LIMITS,
    );
    expect(
      loadConfig({}, { WRITE_LIMIT_PER_ADDRESS: '30', WRITE_LIMIT_PER_KEY: '900' }).writeLimits,
    ).toEqual({ perAddress: 30, perKey: 900 });
    expect(loadConfig({}, {}).analyticsRetentionDays).toBe(90);
    expect(loadConfig({}, { ANALYTICS_RETENTION_DAYS: '7' }).analyticsRetentionDays).toBe(7);
    expect(() => loadConfig({}, { WRITE_LIMIT_PER_KEY: '0' })).toThrow(
      'WRITE_LIMIT_PER_KEY must be a whole number of at least 1.',
    );
  });

  it('the editor key reaches pages only with the local default secret key', () => {
    const html = '<html><head><title>x</title></head><body></body></html>';
    const dev = injectRuntimeConfig(html, loadConfig({}, {}));
    expect(dev).toContain(`"editorKey":"${LOCAL_SECRET_KEY}"`);
    const prod = injectRuntimeConfig(
      html,
      loadConfig(
        {},
        { NODE_ENV: 'production', VITRINE_SECRET_KEY: 'sk_real', SITE_DOMAIN: 'shop.example' },
      ),
    );
    expect(prod).toContain('"editorKey":null');
    expect(prod).not.toContain('sk_real');
    expect(prod).toContain('"domain":"shop.example"');
    expect(prod.indexOf('__VITRINE_CONFIG__')).toBeLessThan(prod.indexOf('</head>'));
  });

  it('values cannot close the script element', () => {
    const html = injectRuntimeConfig(
      '<head></head>',
      loadConfig({}, { SITE_DOMAIN: '</script><script>alert(1)</script>' }),
    );
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });
});
