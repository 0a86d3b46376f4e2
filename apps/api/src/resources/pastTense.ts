/**
 * The past participle of an action's label, for the sentences of a refused undo ("after it was
 * voided", "after it was marked won"): its first word made past, the rest kept.
 */
const IRREGULAR: Readonly<Record<string, string>> = {
  hide: 'hidden',
  pay: 'paid',
  win: 'won',
  lose: 'lost',
  send: 'sent',
  cancel: 'cancelled',
  set: 'set',
  put: 'put',
  hold: 'held',
  take: 'taken',
  give: 'given',
  choose: 'chosen',
};

function pastOf(verb: string): string {
  const irregular = IRREGULAR[verb];
  if (irregular) return irregular;
  if (verb.endsWith('e')) return `${verb}d`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ied`;
  // One short syllable ending consonant-vowel-consonant (plan, stop), and -mit (submit).
  const oneVowel = (verb.match(/[aeiou]+/g) ?? []).length === 1;
  if ((oneVowel && /[^aeiou][aeiou][bdgklmnprt]$/.test(verb)) || verb.endsWith('mit')) {
    return `${verb}${verb.slice(-1)}ed`;
  }
  return `${verb}ed`;
}

export function pastParticiple(label: string): string {
  const [first = '', ...rest] = label.trim().toLowerCase().split(/\s+/);
  return [pastOf(first), ...rest].join(' ');
}
