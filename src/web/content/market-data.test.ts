import { describe, expect, it } from 'vitest';
import { formatMonth as transactionMonth } from '../lib/format-time.ts';
import { LATEST_TRANSACTIONS, RECENT_TRANSACTIONS } from './market-data.ts';

describe('market data', () => {
  it('writes the months of the sales in each language', () => {
    expect(RECENT_TRANSACTIONS.map((row) => transactionMonth(row.month, 'en-GB'))).toEqual([
      'Mar 2024',
      'Feb 2024',
      'Jan 2024',
      'Dec 2023',
      'Oct 2023',
      'Sep 2023',
    ]);
    expect(transactionMonth(LATEST_TRANSACTIONS[0]?.month ?? '', 'zh-CN')).toBe('2025年5月');
    expect(transactionMonth('2023-09', 'ar-AE-u-nu-latn')).toBe('سبتمبر 2023');
    expect(transactionMonth('2024-03', 'ru-RU')).toBe('март 2024 г.');
  });
});
