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

const DEV = { NODE_ENV: 'development' };
const PROD = { VITRINE_SECRET_KEY: 'sk_real', PUBLIC_URL: 'https://shop.example' };

describe('server configuration', () => {
  it('development defaults (NODE_ENV=development): the documented local keys, ./data, links to http://localhost:PORT', () => {
    const config = loadConfig({}, DEV);
    expect(config.publishableKey).toBe(LOCAL_PUBLISHABLE_KEY);
    expect(config.secretKey).toBe(LOCAL_SECRET_KEY);
    expect(config.dataDir.endsWith('/data')).toBe(true);
    expect(config.development).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({}, { ...DEV, PORT: '4100' }).publicUrl).toBe('http://localhost:4100');
  });

  it('development only when NODE_ENV=development is set explicitly: any other value, or none, is production', () => {
    for (const NODE_ENV of [undefined, '', 'test', 'staging', 'Development', 'production']) {
      expect(() => loadConfig({}, { NODE_ENV })).toThrow(
        'VITRINE_SECRET_KEY must be set in production',
      );
      expect(loadConfig({}, { NODE_ENV, ...PROD }).development).toBe(false);
    }
  });

  it('production needs PUBLIC_URL, an http(s) origin; the site domain defaults to its host', () => {
    expect(() => loadConfig({}, { VITRINE_SECRET_KEY: 'sk_real' })).toThrow(
      'PUBLIC_URL must be set in production',
    );
    const config = loadConfig({}, { ...PROD, PUBLIC_URL: 'https://Shop.Example/' });
    expect(config.publicUrl).toBe('https://shop.example');
    expect(config.siteDomain).toBe('shop.example');
    expect(() => loadConfig({}, { ...PROD, PUBLIC_URL: 'shop.example' })).toThrow('PUBLIC_URL');
    expect(() => loadConfig({}, { ...PROD, PUBLIC_URL: 'ftp://shop.example' })).toThrow(
      'PUBLIC_URL',
    );
    expect(() => loadConfig({}, { ...PROD, PUBLIC_URL: 'https://shop.example/app' })).toThrow(
      'PUBLIC_URL is an origin only',
    );
  });

  it('TRUST_PROXY is the number of our proxies in front (0 by default), refused when not a count', () => {
    expect(loadConfig({}, DEV).trustProxy).toBe(0);
    expect(loadConfig({}, { ...DEV, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({}, { ...DEV, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(() => loadConfig({}, { ...DEV, TRUST_PROXY: 'true' })).toThrow('TRUST_PROXY');
    expect(() => loadConfig({}, { ...DEV, TRUST_PROXY: '-1' })).toThrow('TRUST_PROXY');
  });

  it('sign-in code limits: 5 per e-mail from one address, 20 per address and 20 per e-mail in all where codes are e-mailed, looser on a local server without SMTP, all settable', () => {
    expect(OTP_SEND_LIMITS).toEqual({ perEmail: 5, perAddress: 20, perEmailAllAddresses: 20 });
    expect(loadConfig({}, DEV).otpSendLimits).toEqual(LOCAL_OTP_SEND_LIMITS);
    expect(loadConfig({}, { ...DEV, SMTP_URL: 'smtp://mail.example.com' }).otpSendLimits).toEqual(
      OTP_SEND_LIMITS,
    );
    expect(loadConfig({}, PROD).otpSendLimits).toEqual(OTP_SEND_LIMITS);
    expect(
      loadConfig(
        {},
        {
          ...DEV,
          OTP_LIMIT_PER_EMAIL: '3',
          OTP_LIMIT_PER_ADDRESS: '7',
          OTP_LIMIT_PER_EMAIL_ALL: '9',
        },
      ).otpSendLimits,
    ).toEqual({ perEmail: 3, perAddress: 7, perEmailAllAddresses: 9 });
    expect(() => loadConfig({}, { ...DEV, OTP_LIMIT_PER_EMAIL: 'lots' })).toThrow(
      'OTP_LIMIT_PER_EMAIL must be a whole number of at least 1.',
    );
  });

  it('public write limits: 120 a minute per address and 6000 per key where mail is real, looser locally, settable; analytics kept 90 days', () => {
    expect(WRITE_LIMITS).toEqual({ perAddress: 120, perKey: 6000 });
    expect(loadConfig({}, DEV).writeLimits).toEqual(LOCAL_WRITE_LIMITS);
    expect(loadConfig({}, { ...DEV, SMTP_URL: 'smtp://mail.example.com' }).writeLimits).toEqual(
      WRITE_LIMITS,
    );
    expect(
      loadConfig({}, { ...DEV, WRITE_LIMIT_PER_ADDRESS: '30', WRITE_LIMIT_PER_KEY: '900' })
        .writeLimits,
    ).toEqual({ perAddress: 30, perKey: 900 });
    expect(loadConfig({}, DEV).analyticsRetentionDays).toBe(90);
    expect(loadConfig({}, { ...DEV, ANALYTICS_RETENTION_DAYS: '7' }).analyticsRetentionDays).toBe(
      7,
    );
    expect(() => loadConfig({}, { ...DEV, WRITE_LIMIT_PER_KEY: '0' })).toThrow(
      'WRITE_LIMIT_PER_KEY must be a whole number of at least 1.',
    );
  });

  it('the editor key reaches only the editor page, only on a development server with the local default secret key', () => {
    const html = '<html><head><title>x</title></head><body></body></html>';
    const dev = loadConfig({}, DEV);
    expect(injectRuntimeConfig(html, dev, 'editor')).toContain(`"editorKey":"${LOCAL_SECRET_KEY}"`);
    const visitor = injectRuntimeConfig(html, dev, 'visitor');
    expect(visitor).toContain('"editorKey":null');
    expect(visitor).not.toContain(LOCAL_SECRET_KEY);
    expect(visitor).toContain('"localEditor":true');
    const prod = loadConfig({}, { ...PROD, SITE_DOMAIN: 'shop.example' });
    for (const page of ['editor', 'visitor'] as const) {
      const served = injectRuntimeConfig(html, prod, page);
      expect(served).toContain('"editorKey":null');
      expect(served).toContain('"localEditor":false');
      expect(served).not.toContain('sk_real');
      expect(served).toContain('"domain":"shop.example"');
      expect(served.indexOf('__VITRINE_CONFIG__')).toBeLessThan(served.indexOf('</head>'));
    }
  });

  it('values cannot close the script element', () => {
    const html = injectRuntimeConfig(
      '<head></head>',
      loadConfig({}, { ...DEV, SITE_DOMAIN: '</script><script>alert(1)</script>' }),
      'visitor',
    );
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  it("SITE_LOCALE names the visitor pages' language (a region is read as its language) and reaches the page; an unknown one stops the server with a message", () => {
    expect(loadConfig({}, DEV).siteLocale).toBeNull();
    expect(loadConfig({}, { ...DEV, SITE_LOCALE: 'fr-CA' }).siteLocale).toBe('fr');
    expect(() => loadConfig({}, { ...DEV, SITE_LOCALE: 'klingon' })).toThrow(
      'SITE_LOCALE must be one of en, fr, de, es, ja, ar; got "klingon".',
    );
    const html = injectRuntimeConfig(
      '<head></head>',
      loadConfig({}, { ...DEV, SITE_LOCALE: 'ar' }),
      'visitor',
    );
    expect(html).toContain('"siteLocale":"ar"');
  });
});
