import { createElement, type ReactElement } from 'react';
// React's HTML renderer, not the app's server code: the rule matches the word in its path.
// eslint-disable-next-line boundaries/imports
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ClaimView } from '#domain/claims/view';
import { codeWords, explainStatusCode, payerIdWords } from '#domain/glossary/index';
import { sampleClaims } from '#domain/testing/sample-claims';
import { NextStepNote } from './next-step-note.tsx';
import { ClaimBilling } from '../../components/ui/claim-lines.tsx';
import { ClaimSections } from '../../components/ui/claim-sections.tsx';
import { PayerAnswerPanel } from '../../components/ui/payer-answer.tsx';

/*
 * No code without its words: every claim view (the doula's list row and details, the new-claim
 * form's patient summary and line preview, the operator's review: all built from these parts)
 * of every sample claim is rendered, and each code the claim carries must be followed by its
 * words wherever it is shown.
 */

const html = (element: ReactElement) =>
  renderToStaticMarkup(createElement(MemoryRouter, null, element));

const text = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

function views(claim: ClaimView) {
  return [
    html(createElement(ClaimSections, { claim, className: 'detail-grid' })),
    html(createElement(ClaimBilling, { claim, showWarnings: true })),
    html(
      createElement(PayerAnswerPanel, {
        claim,
        fixLink: (place, label) => createElement('a', { href: `/${place}` }, label),
      }),
    ),
    html(createElement(NextStepNote, { claim })),
  ];
}

/** Each code of the claim, with the words that must follow it. */
function codesOf(claim: ClaimView): { code: string; words: string | undefined }[] {
  const codes = [
    ...claim.lines.flatMap((line) => [
      { code: line.procedureCode, words: codeWords('procedure', line.procedureCode) },
      ...line.modifiers.map((code) => ({ code, words: codeWords('modifier', code) })),
      { code: line.placeOfService, words: codeWords('place-of-service', line.placeOfService) },
    ]),
    ...claim.diagnosisCodes.map((code) => ({ code, words: codeWords('diagnosis', code) })),
    { code: claim.patient.payerId, words: payerIdWords(claim.patient.insuranceProvider) },
  ];
  const answer = claim.payerAnswer;
  if (answer) {
    for (const triple of answer.statusCodes) {
      const { code, words } = explainStatusCode(triple);
      codes.push({ code, words });
    }
    for (const { group, reason } of answer.adjustments) {
      codes.push({
        code: `${group}-${reason}`,
        words: codeWords('adjustment-reason', reason),
      });
    }
    for (const code of answer.remarkCodes) codes.push({ code, words: codeWords('remark', code) });
  }
  return codes;
}

/** Short numbers (place of service 12, modifier 95) are checked cell by cell, not in the text. */
const distinctive = (code: string) => /[A-Z]/.test(code) || code.length >= 4;

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function bareCodes(claim: ClaimView): string[] {
  const problems: string[] = [];
  const rendered = views(claim);
  const all = text(rendered.join(' '));
  for (const { code, words } of codesOf(claim)) {
    if (!words) {
      problems.push(`${code}: the glossary has no words for it`);
      continue;
    }
    if (!distinctive(code)) continue;
    const shown = [
      ...all.matchAll(new RegExp(`(?<![\\w.:-])${escapeRegExp(code)}(?![\\w.:-])`, 'g')),
    ];
    for (const match of shown) {
      const after = all.slice(match.index + code.length, match.index + code.length + 400);
      if (!after.toLowerCase().includes(words.toLowerCase()))
        problems.push(`${code} shown without "${words}"`);
    }
  }
  // Every cell of a coded column carries the words of its code.
  for (const markup of rendered) {
    for (const [, label, cell = ''] of markup.matchAll(
      /<td data-label="(Code|Modifiers|Place of service|For diagnoses)"[^>]*>(.*?)<\/td>/g,
    )) {
      const codes = [...cell.matchAll(/<span class="code">([^<]+)<\/span>/g)];
      const words = [...cell.matchAll(/<span class="code-words">/g)];
      if (cell !== '—' && (codes.length === 0 || codes.length !== words.length))
        problems.push(`${label} cell without words: ${text(cell)}`);
    }
  }
  return problems;
}

describe('every code in plain words', () => {
  const claims = sampleClaims();

  it('has sample claims that use every kind of code the product bills', () => {
    const lines = claims.flatMap((claim) => claim.lines);
    const seen = (pick: (line: ClaimView['lines'][number]) => string[]) =>
      new Set(lines.flatMap(pick));
    expect(seen((line) => [line.procedureCode]).size).toBeGreaterThanOrEqual(4);
    expect(seen((line) => line.modifiers)).toEqual(new Set(['XP', '95', '93']));
    expect(seen((line) => [line.placeOfService]).size).toBeGreaterThanOrEqual(4);
    expect(claims.some((claim) => claim.payerAnswer?.source === '835')).toBe(true);
    expect(claims.some((claim) => claim.payerAnswer?.source === '277CA')).toBe(true);
  });

  it('shows no code of any sample claim without its words', () => {
    const problems = claims.flatMap((claim) =>
      bareCodes(claim).map((problem) => `${claim.serviceType}: ${problem}`),
    );
    expect([...new Set(problems)]).toEqual([]);
  });

  it('names what to fix on a rejection, and where', () => {
    const rejected = claims.find((claim) => claim.payerAnswer?.statusCodes[0]?.status === '562');
    if (!rejected) throw new Error('no sample rejection');
    const row = text(html(createElement(NextStepNote, { claim: rejected })));
    expect(row).toContain('The payer says your billing NPI is not valid.');
    expect(html(createElement(NextStepNote, { claim: rejected }))).toContain('href="/account"');
  });
});
