import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAYMENT_RULES,
  dayTypeOf,
  depositPaid,
  dueDatesOf,
  feeOf,
  quoteFee,
  readPayment,
  type Payment,
} from './rental-fees';

const payment = (kind: Payment['kind'], amount: number, memo: string | null = null): Payment => ({
  kind,
  amount,
  paidOn: '2027-01-10',
  memo,
  recordedAt: '2027-01-10T01:00:00.000Z',
  recordedBy: '대관 담당',
});

describe('the fee quote', () => {
  const rates = [{ kind: 'performance' as const, hours: 6, weekdayFee: 1_540_000, weekendFee: 1_870_000 }];

  it('bills Saturdays and Sundays at the weekend fee', () => {
    expect(dayTypeOf('2027-03-05')).toBe('weekday'); // a Friday
    expect(dayTypeOf('2027-03-06')).toBe('weekend');
    expect(dayTypeOf('2027-03-07')).toBe('weekend');
    expect(quoteFee('classical', '2027-03-06', rates).total).toBe(1_870_000);
    expect(quoteFee('gugak', '2027-03-05', rates).total).toBe(1_540_000);
  });

  it('takes a kind missing from the table from the default table', () => {
    expect(quoteFee('lecture', '2027-03-05', rates)).toEqual({
      kind: 'corporate',
      dayType: 'weekday',
      hours: 6,
      total: 1_760_000,
      depositPercent: 30,
    });
  });
});

describe('due dates', () => {
  it('puts the deposit after approval and the balance before the rental day', () => {
    expect(dueDatesOf('2027-01-04', '2027-06-01')).toEqual({ depositDueOn: '2027-01-18', balanceDueOn: '2027-04-02' });
  });

  it('asks for the balance with the deposit when the rental day is sooner than the balance rule', () => {
    expect(dueDatesOf('2027-01-04', '2027-02-10', DEFAULT_PAYMENT_RULES)).toEqual({
      depositDueOn: '2027-01-18',
      balanceDueOn: '2027-01-18',
    });
  });
});

describe('the fee and its payments', () => {
  const quote = quoteFee('classical', '2027-03-05');

  it('splits the fee into deposit and balance and counts corrections', () => {
    const fee = feeOf(
      quote,
      [payment('deposit', 500_000), payment('deposit', -38_000, '이중 입력 정정'), payment('extra', 110_000)],
      {
        depositDueOn: '2027-01-18',
        balanceDueOn: '2027-04-02',
      },
    );
    expect(fee).toEqual({
      total: 1_540_000,
      deposit: 462_000,
      balance: 1_078_000,
      depositDueOn: '2027-01-18',
      balanceDueOn: '2027-04-02',
      paidTotal: 462_000,
      outstanding: 1_078_000,
      extraPaid: 110_000,
    });
    expect(depositPaid(fee)).toBe(true);
    expect(depositPaid(feeOf(quote, [payment('deposit', 461_999)]))).toBe(false);
  });
});

describe('a payment record', () => {
  const valid = { kind: 'deposit', amount: 462_000, paidOn: '2027-01-10' };

  it('accepts a payment and a correction with a memo', () => {
    expect(readPayment(valid)).toEqual({ value: { ...valid, memo: null } });
    expect(readPayment({ ...valid, amount: -1000, memo: ' 정정 ' })).toEqual({
      value: { ...valid, amount: -1000, memo: '정정' },
    });
  });

  it.each([
    [{ ...valid, amount: 0 }, 'amount'],
    [{ ...valid, amount: -1000 }, 'memo'],
    [{ ...valid, amount: '462000' }, 'amount'],
    [{ ...valid, amount: 1.5 }, 'amount'],
    [{ ...valid, paidOn: '2027/01/10' }, 'paidOn'],
    [{ ...valid, paidOn: '2027-02-30' }, 'paidOn'],
    [{ ...valid, kind: 'tip' }, 'kind'],
    [{ ...valid, extra: 1 }, 'extra'],
    [[], 'body'],
  ])('refuses %j (%s)', (body, field) => {
    const result = readPayment(body);
    expect('problems' in result && result.problems.map((problem) => problem.field)).toContain(field);
  });
});
