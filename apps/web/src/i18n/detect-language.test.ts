import { describe, expect, it, vi } from 'vitest';
import { detectFromBrowser, detectLanguage, languageForCountry } from './detect-language.js';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('languageForCountry', () => {
  it('maps Spanish-speaking countries and RU, DE, FR to es, the rest to en', () => {
    for (const country of ['ES', 'MX', 'AR', 'CO', 'PR', 'GQ', 'RU', 'DE', 'FR', 'mx']) {
      expect(languageForCountry(country), country).toBe('es');
    }
    for (const country of ['US', 'GB', 'BR', 'IT', 'JP'])
      expect(languageForCountry(country), country).toBe('en');
  });
});

describe('detectLanguage', () => {
  it('uses the IP lookup country_code first', async () => {
    const fetch = vi.fn(async () => json({ country_code: 'mx' }));
    const detected = await detectLanguage({
      lookupUrl: 'https://ip.example/json',
      fallbackUrl: 'https://fallback.example/json',
      languages: ['en-US'],
      fetch,
    });
    expect(detected).toEqual({
      language: 'es',
      country: 'MX',
      fullCode: 'es-MX',
      detectionMethod: 'ip',
      suggested: true,
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('falls back to the second lookup (country), then the browser language, then English', async () => {
    const failing = vi.fn(async (url: string | URL | Request) =>
      String(url).includes('fallback') ? json({ country: 'DE' }) : json({}, 500),
    );
    expect(
      await detectLanguage({
        lookupUrl: 'https://ip/',
        fallbackUrl: 'https://fallback/',
        languages: [],
        fetch: failing,
      }),
    ).toMatchObject({ language: 'es', country: 'DE', detectionMethod: 'ip' });

    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(
      await detectLanguage({
        lookupUrl: 'https://ip/',
        fallbackUrl: 'https://fb/',
        languages: ['es-AR'],
        fetch: offline,
      }),
    ).toMatchObject({ language: 'es', fullCode: 'es-AR', detectionMethod: 'browser', suggested: true });
    expect(
      await detectLanguage({
        lookupUrl: 'https://ip/',
        fallbackUrl: '',
        languages: ['ja-JP'],
        fetch: offline,
      }),
    ).toMatchObject({ language: 'en', detectionMethod: 'browser', suggested: false });
  });

  it('makes no request when no lookup is configured', async () => {
    const fetch = vi.fn();
    const detected = await detectLanguage({ lookupUrl: '', fallbackUrl: '', languages: ['en-US'], fetch });
    expect(fetch).not.toHaveBeenCalled();
    expect(detected).toMatchObject({ language: 'en', country: 'US', suggested: false });
  });

  it('ignores answers that are not a two-letter country', async () => {
    const fetch = vi.fn(async () => json({ country_code: 'Mexico' }));
    expect(
      await detectLanguage({ lookupUrl: 'https://ip/', fallbackUrl: '', languages: ['en-GB'], fetch }),
    ).toMatchObject({ language: 'en', detectionMethod: 'browser' });
  });
});

describe('detectFromBrowser', () => {
  it('takes the first Spanish or English tag, and maps regions', () => {
    expect(detectFromBrowser(['es'])).toMatchObject({ language: 'es', fullCode: 'es' });
    expect(detectFromBrowser(['fr-FR', 'en'])).toMatchObject({ language: 'es', country: 'FR' });
    expect(detectFromBrowser(['en-US', 'es-ES'])).toMatchObject({ language: 'en' });
    expect(detectFromBrowser(['it-IT', 'es-MX'])).toMatchObject({ language: 'es', country: 'MX' });
  });
});
