import { describe, expect, it } from 'vitest';
import { attributionHtml } from './attribution';

describe('the attribution', () => {
  it('is shown as the text it was set to, never as markup', () => {
    expect(attributionHtml('© OpenStreetMap contributors')).toBe('© OpenStreetMap contributors');
    expect(attributionHtml('<img src=x onerror="alert(1)"> & Co')).toBe(
      '&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; Co',
    );
  });
});
