// English number words for the receipt's "amount in words". Another language would add its own function beside
// this one: number grammar is not a matter of swapping catalogue strings.
const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES: [number, string][] = [
  [1_000_000_000, 'billion'],
  [1_000_000, 'million'],
  [1_000, 'thousand'],
];

/** 0–999 in words, e.g. "two hundred fifty-one". */
function belowThousand(n: number): string {
  const words: string[] = [];
  if (n >= 100) words.push(`${ONES[Math.floor(n / 100)]} hundred`);
  const rest = n % 100;
  if (rest >= 20) words.push(TENS[Math.floor(rest / 10)] + (rest % 10 ? `-${ONES[rest % 10]}` : ''));
  else if (rest > 0 || n === 0) words.push(ONES[rest]!);
  return words.join(' ');
}

/** A whole number in English words, e.g. 1250 → "one thousand two hundred fifty". */
export function numberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Not a whole number: ${n}`);
  const words: string[] = [];
  let rest = n;
  for (const [size, name] of SCALES) {
    if (rest >= size) {
      words.push(`${numberInWords(Math.floor(rest / size))} ${name}`);
      rest %= size;
    }
  }
  if (rest > 0 || words.length === 0) words.push(belowThousand(rest));
  return words.join(' ');
}

/**
 * An amount in centavos in words, as a receipt writes it: 125000 → "One thousand two hundred fifty pesos",
 * 100 → "One peso", 100050 → "One thousand pesos and fifty centavos".
 */
export function pesosInWords(centavos: number): string {
  if (!Number.isSafeInteger(centavos) || centavos < 0) throw new RangeError(`Not an amount: ${centavos}`);
  const pesos = Math.floor(centavos / 100);
  const cents = centavos % 100;
  let words = `${numberInWords(pesos)} ${pesos === 1 ? 'peso' : 'pesos'}`;
  if (cents > 0) words += ` and ${numberInWords(cents)} ${cents === 1 ? 'centavo' : 'centavos'}`;
  return words.charAt(0).toUpperCase() + words.slice(1);
}
