import { describe, expect, it } from 'vitest';
import { DONATION_MAX } from './constants';
import { toCentavos } from './format';
import { numberInWords, pesosInWords } from './pesos-in-words';

describe('numberInWords', () => {
  it('names 0 to 19 and the tens', () => {
    expect([0, 1, 7, 10, 11, 13, 15, 19].map(numberInWords)).toEqual([
      'zero',
      'one',
      'seven',
      'ten',
      'eleven',
      'thirteen',
      'fifteen',
      'nineteen',
    ]);
    expect([20, 21, 40, 58, 90, 99].map(numberInWords)).toEqual([
      'twenty',
      'twenty-one',
      'forty',
      'fifty-eight',
      'ninety',
      'ninety-nine',
    ]);
  });

  it('names hundreds, thousands and millions without empty parts', () => {
    expect(numberInWords(100)).toBe('one hundred');
    expect(numberInWords(105)).toBe('one hundred five');
    expect(numberInWords(999)).toBe('nine hundred ninety-nine');
    expect(numberInWords(1000)).toBe('one thousand');
    expect(numberInWords(1001)).toBe('one thousand one');
    expect(numberInWords(1250)).toBe('one thousand two hundred fifty');
    expect(numberInWords(20_000)).toBe('twenty thousand');
    expect(numberInWords(100_000)).toBe('one hundred thousand');
    expect(numberInWords(999_999)).toBe('nine hundred ninety-nine thousand nine hundred ninety-nine');
    expect(numberInWords(1_000_000)).toBe('one million');
    expect(numberInWords(1_000_101)).toBe('one million one hundred one');
  });

  it('refuses what is not a whole number', () => {
    expect(() => numberInWords(-1)).toThrow(RangeError);
    expect(() => numberInWords(1.5)).toThrow(RangeError);
  });
});

describe('pesosInWords', () => {
  it('writes pesos with a capital and singular or plural', () => {
    expect(pesosInWords(125_000)).toBe('One thousand two hundred fifty pesos');
    expect(pesosInWords(100)).toBe('One peso');
    expect(pesosInWords(200)).toBe('Two pesos');
    expect(pesosInWords(0)).toBe('Zero pesos');
    expect(pesosInWords(10_000_000)).toBe('One hundred thousand pesos');
  });

  it('adds centavos when there are any, singular or plural', () => {
    expect(pesosInWords(100_050)).toBe('One thousand pesos and fifty centavos');
    expect(pesosInWords(101)).toBe('One peso and one centavo');
    expect(pesosInWords(1_999)).toBe('Nineteen pesos and ninety-nine centavos');
    expect(pesosInWords(toCentavos(777.77))).toBe(
      'Seven hundred seventy-seven pesos and seventy-seven centavos',
    );
  });

  it('reaches the largest donation', () => {
    expect(pesosInWords(toCentavos(DONATION_MAX))).toBe('One million pesos');
  });

  it('refuses negative or fractional centavos', () => {
    expect(() => pesosInWords(-100)).toThrow(RangeError);
    expect(() => pesosInWords(12.5)).toThrow(RangeError);
  });
});
