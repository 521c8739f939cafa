import { describe, expect, it } from 'vitest';
import { isValidCoordinate, placeOf } from './geolocate.js';

describe('placeOf (offline)', () => {
  it('finds the US state of a point, by its ISO 3166-2 code', () => {
    expect(placeOf(25.7617, -80.1918)).toEqual({
      country_code: 'US',
      region: 'US-FL',
      region_name: 'Florida',
    });
    expect(placeOf(30.4383, -84.2807)?.region).toBe('US-FL');
    expect(placeOf(33.4484, -112.074)?.region).toBe('US-AZ');
    expect(placeOf(40.7128, -74.006)?.region).toBe('US-NY');
    expect(placeOf(38.8977, -77.0365)?.region).toBe('US-DC');
    expect(placeOf(21.3069, -157.8583)?.region).toBe('US-HI');
    expect(placeOf(61.2181, -149.9003)?.region).toBe('US-AK');
    expect(placeOf(24.5551, -81.78)?.region).toBe('US-FL');
  });

  it('takes the state of a point just off its coast that the 1:10m shapes leave out', () => {
    // Biscayne Bay, between Miami and Miami Beach.
    expect(placeOf(25.79, -80.16)?.region).toBe('US-FL');
  });

  it('gives a country elsewhere, and nothing in open sea', () => {
    expect(placeOf(43.6532, -79.3832)).toEqual({ country_code: 'CA', region: 'CA', region_name: 'Canada' });
    expect(placeOf(19.4326, -99.1332)?.country_code).toBe('MX');
    expect(placeOf(30, -40)).toBeNull();
    expect(placeOf(-40, -120)).toBeNull();
  });

  it('knows no place for impossible coordinates', () => {
    expect(isValidCoordinate(90, 180)).toBe(true);
    expect(isValidCoordinate(90.1, 0)).toBe(false);
    expect(isValidCoordinate(0, -180.1)).toBe(false);
    expect(isValidCoordinate(Number.NaN, 0)).toBe(false);
    expect(placeOf(91, 0)).toBeNull();
  });
});
