/**
 * Language detection of spec §4 and §5: a public IP-location lookup (its `country_code`), then a
 * fallback lookup (its `country`), then the browser's languages, else English. Detection supports en
 * and es; the Spanish-speaking countries plus RU, DE and FR map to es. Both lookup URLs are settings
 * (VITE_IP_LOOKUP_URL, VITE_IP_LOOKUP_FALLBACK_URL) and empty by default, so no third-party call
 * happens unless a deployment configures one.
 */

declare global {
  interface ImportMetaEnv {
    /** A JSON endpoint answering the caller's location as `{ country_code: "MX" }` (e.g. ipapi.co/json). */
    readonly VITE_IP_LOOKUP_URL?: string;
    /** A second endpoint answering `{ country: "MX" }`, asked when the first fails. */
    readonly VITE_IP_LOOKUP_FALLBACK_URL?: string;
  }
}

export type DetectedLanguage = 'en' | 'es';

/** Spec §3 language detection result. */
export interface LanguageDetection {
  language: DetectedLanguage;
  /** ISO 3166-1 alpha-2 country, when known. */
  country: string | null;
  /** e.g. "es-MX"; the language alone when the country is unknown. */
  fullCode: string;
  detectionMethod: 'ip' | 'browser';
  /** Whether to offer the language: anything but the default English. */
  suggested: boolean;
}

const SPANISH_COUNTRIES = 'ES MX AR CO PE VE CL EC GT CU BO DO HN PY SV NI CR PA UY PR GQ'.split(' ');
/** Spec §5: Spanish-speaking countries plus RU, DE and FR map to Spanish. */
const SPANISH_REGIONS = new Set([...SPANISH_COUNTRIES, 'RU', 'DE', 'FR']);

export function languageForCountry(country: string): DetectedLanguage {
  return SPANISH_REGIONS.has(country.toUpperCase()) ? 'es' : 'en';
}

function result(language: DetectedLanguage, country: string | null, method: 'ip' | 'browser') {
  return {
    language,
    country,
    fullCode: country ? `${language}-${country}` : language,
    detectionMethod: method,
    suggested: language !== 'en',
  } satisfies LanguageDetection;
}

/** From the browser's language tags in preference order: the first es or en tag, or a mapped region. */
export function detectFromBrowser(languages: readonly string[]): LanguageDetection {
  for (const tag of languages) {
    const [code = '', region = ''] = tag.split('-');
    const country = /^[a-z]{2}$/i.test(region) ? region.toUpperCase() : null;
    if (code.toLowerCase() === 'es' || (country && SPANISH_REGIONS.has(country))) {
      return result('es', country, 'browser');
    }
    if (code.toLowerCase() === 'en') return result('en', country, 'browser');
  }
  return result('en', null, 'browser');
}

async function lookUp(
  url: string,
  field: 'country_code' | 'country',
  fetcher: typeof fetch,
  timeoutMs: number,
): Promise<string | null> {
  if (!url) return null;
  try {
    const response = await fetcher(url, {
      headers: { accept: 'application/json' },
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[field] : null;
    return typeof value === 'string' && /^[a-z]{2}$/i.test(value) ? value.toUpperCase() : null;
  } catch {
    // Offline, blocked, slow or not JSON: fall through to the next source.
    return null;
  }
}

export interface DetectOptions {
  lookupUrl: string;
  fallbackUrl: string;
  languages: readonly string[];
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export async function detectLanguage(options: DetectOptions): Promise<LanguageDetection> {
  const fetcher = options.fetch ?? globalThis.fetch.bind(globalThis);
  const timeoutMs = options.timeoutMs ?? 3000;
  const country =
    (await lookUp(options.lookupUrl, 'country_code', fetcher, timeoutMs)) ??
    (await lookUp(options.fallbackUrl, 'country', fetcher, timeoutMs));
  if (country) return result(languageForCountry(country), country, 'ip');
  return detectFromBrowser(options.languages);
}

/** The detection the app runs: the configured lookups and this browser's languages. */
export function detectDeviceLanguage(): Promise<LanguageDetection> {
  return detectLanguage({
    lookupUrl: import.meta.env.VITE_IP_LOOKUP_URL ?? '',
    fallbackUrl: import.meta.env.VITE_IP_LOOKUP_FALLBACK_URL ?? '',
    languages: navigator.languages?.length ? navigator.languages : [navigator.language],
  });
}
