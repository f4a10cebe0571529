import { describe, expect, it } from 'vitest';
import { holdFor } from './connection';

describe('holdFor', () => {
  it('lets the fetch go ahead when nothing is known or the connection is ordinary', () => {
    expect(holdFor(undefined)).toBeNull();
    expect(holdFor({})).toBeNull();
    expect(holdFor({ saveData: false, type: 'wifi', effectiveType: '4g' })).toBeNull();
  });
  it('holds it when the reader asked to save data, whatever the connection', () => {
    expect(holdFor({ saveData: true, type: 'wifi', effectiveType: '4g' })).toBe('save-data');
  });
  it('holds it on a metered or cellular connection', () => {
    expect(holdFor({ type: 'cellular', effectiveType: '4g' })).toBe('metered');
    expect(holdFor({ metered: true })).toBe('metered');
  });
  it('holds it on a very slow connection', () => {
    expect(holdFor({ effectiveType: '2g' })).toBe('slow');
    expect(holdFor({ effectiveType: 'slow-2g' })).toBe('slow');
    expect(holdFor({ effectiveType: '3g' })).toBeNull();
  });
});
