import { describe, expect, it } from 'vitest';
import { clockRange } from './day-labels';

describe('clockRange', () => {
  it('prints am/pm once when both ends share it', () => {
    expect(clockRange('13:30', '15:00')).toEqual(['1:30', '3:00 pm']);
    expect(clockRange('07:05', '08:31')).toEqual(['7:05', '8:31 am']);
  });

  it('prints both when the range crosses noon', () => {
    expect(clockRange('11:36', '12:24')).toEqual(['11:36 am', '12:24 pm']);
  });
});
