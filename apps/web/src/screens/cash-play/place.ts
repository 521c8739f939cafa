/** How a location check's place reads: "Florida, United States" in the US, the country's name elsewhere. */
import type { UserData } from '@cardroom/protocol';

function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function placeName(
  place: Pick<UserData, 'country_code' | 'region_name'>,
  language: string,
): string | null {
  if (!place.country_code) return null;
  const country = countryName(place.country_code, language);
  return place.country_code === 'US' && place.region_name ? `${place.region_name}, ${country}` : country;
}
