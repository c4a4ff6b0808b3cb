import { describe, expect, it } from 'vitest';
import { regionText } from './region-text';

describe('a region as one line', () => {
  it('joins the levels chosen and leaves out the municipalities’ 市辖区', () => {
    expect(regionText({ province: '安徽省', city: '芜湖市', district: '繁昌区' })).toBe('安徽省 / 芜湖市 / 繁昌区');
    expect(regionText({ province: '北京市', city: '市辖区', district: '东城区' })).toBe('北京市 / 东城区');
    expect(regionText({ province: '江苏省', city: '', district: '' })).toBe('江苏省');
    expect(regionText({ province: '', city: '', district: '' })).toBe('');
  });
});
