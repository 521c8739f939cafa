import { createRequire } from 'node:module';
import { feature as countryFeature } from '@rapideditor/country-coder';
import type { Feature, Geometry } from 'geojson';
import { feature as topoFeature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import whichPolygon from 'which-polygon';

/**
 * Offline reverse geocoding for the cash-play gate (decision 0022): a point to its country (country-coder:
 * OpenStreetMap's iD editor borders, land and territorial waters) and, in the United States, its state
 * (us-atlas: the Census Bureau's 1:10m state shapes). No network call; the data ships in the packages.
 */

export interface Place {
  /** ISO 3166-1 alpha-2 ('US', 'CA'). */
  country_code: string;
  /** ISO 3166-2 for a US state ('US-FL'), else the country code alone ('CA'); null for a US point without a state. */
  region: string | null;
  /** The state's name in the US ('Florida'), else the country's English name ('Canada'). */
  region_name: string;
}

/** US Census FIPS state codes (us-atlas feature ids) to USPS codes, the ISO 3166-2:US suffixes. */
const FIPS_TO_USPS: Readonly<Record<string, string>> = {
  '01': 'AL',
  '02': 'AK',
  '04': 'AZ',
  '05': 'AR',
  '06': 'CA',
  '08': 'CO',
  '09': 'CT',
  '10': 'DE',
  '11': 'DC',
  '12': 'FL',
  '13': 'GA',
  '15': 'HI',
  '16': 'ID',
  '17': 'IL',
  '18': 'IN',
  '19': 'IA',
  '20': 'KS',
  '21': 'KY',
  '22': 'LA',
  '23': 'ME',
  '24': 'MD',
  '25': 'MA',
  '26': 'MI',
  '27': 'MN',
  '28': 'MS',
  '29': 'MO',
  '30': 'MT',
  '31': 'NE',
  '32': 'NV',
  '33': 'NH',
  '34': 'NJ',
  '35': 'NM',
  '36': 'NY',
  '37': 'NC',
  '38': 'ND',
  '39': 'OH',
  '40': 'OK',
  '41': 'OR',
  '42': 'PA',
  '44': 'RI',
  '45': 'SC',
  '46': 'SD',
  '47': 'TN',
  '48': 'TX',
  '49': 'UT',
  '50': 'VT',
  '51': 'VA',
  '53': 'WA',
  '54': 'WV',
  '55': 'WI',
  '56': 'WY',
  '60': 'AS',
  '66': 'GU',
  '69': 'MP',
  '72': 'PR',
  '78': 'VI',
};

interface StateProps {
  code: string;
  name: string;
}

type StateLookup = (point: [number, number]) => StateProps | null;

let stateIndex: StateLookup | undefined;

/** The state shapes, decoded and indexed on first use (about 115 KB of TopoJSON, a few ms). */
function states(): StateLookup {
  if (stateIndex) return stateIndex;
  const require = createRequire(import.meta.url);
  const topology = require('us-atlas/states-10m.json') as Topology<{
    states: GeometryCollection<{ name: string }>;
  }>;
  const collection = topoFeature(topology, topology.objects.states);
  const features: Feature<Geometry, StateProps>[] = [];
  for (const shape of collection.features) {
    const code = FIPS_TO_USPS[String(shape.id)];
    if (!code) continue;
    features.push({ ...shape, properties: { code, name: shape.properties.name } });
  }
  const index = whichPolygon<StateProps>({ type: 'FeatureCollection', features });
  stateIndex = (point) => index(point) ?? null;
  return stateIndex;
}

/** Degrees searched around a US point that is in no state's 1:10m shape (a beach, a bay, a harbour). */
const COAST_SEARCH_DEGREES = [0.02, 0.05, 0.1, 0.2];
const COAST_SEARCH_DIRECTIONS = 8;

/**
 * The one state near a point that the 1:10m shapes leave just off the coast; null when none is within
 * about 20 km or when two different states are equally near (a border bay is not guessed).
 */
function nearestState(longitude: number, latitude: number): StateProps | null {
  const lookup = states();
  for (const radius of COAST_SEARCH_DEGREES) {
    const found = new Map<string, StateProps>();
    for (let step = 0; step < COAST_SEARCH_DIRECTIONS; step += 1) {
      const angle = (2 * Math.PI * step) / COAST_SEARCH_DIRECTIONS;
      const hit = lookup([longitude + radius * Math.cos(angle), latitude + radius * Math.sin(angle)]);
      if (hit) found.set(hit.code, hit);
    }
    if (found.size === 1) return [...found.values()][0] ?? null;
    if (found.size > 1) return null;
  }
  return null;
}

/** Whether a pair is a point on Earth. */
export function isValidCoordinate(latitude: number, longitude: number): boolean {
  return (
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180
  );
}

/** The place of a point, or null in open sea or anywhere no country claims. */
export function placeOf(latitude: number, longitude: number): Place | null {
  if (!isValidCoordinate(latitude, longitude)) return null;
  const country = countryFeature([longitude, latitude]);
  const code = country?.properties.iso1A2;
  if (!country || !code) return null;
  if (code !== 'US') return { country_code: code, region: code, region_name: country.properties.nameEn };
  const state = states()([longitude, latitude]) ?? nearestState(longitude, latitude);
  if (!state) return { country_code: 'US', region: null, region_name: country.properties.nameEn };
  return { country_code: 'US', region: `US-${state.code}`, region_name: state.name };
}
